import Foundation

/// One measured operation: how long `iterations` runs took, and the rate that gives.
struct BenchmarkResult {
  var name: String
  var iterations: Int
  var seconds: Double

  var nanosecondsPerIteration: Double { seconds * 1e9 / Double(max(iterations, 1)) }
}

/// Runs `body` once to warm up, then `iterations` times, and returns the wall time of the runs.
@MainActor
func measure(_ name: String, iterations: Int, _ body: @MainActor () async throws -> Void) async rethrows
  -> BenchmarkResult
{
  try await body()
  let clock = ContinuousClock()
  let start = clock.now
  for _ in 0..<iterations { try await body() }
  let elapsed = clock.now - start
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return BenchmarkResult(name: name, iterations: iterations, seconds: seconds)
}

/// Prints results as an aligned table, with each row's ratio to the first row of its group.
func report(_ title: String, _ results: [BenchmarkResult]) {
  print("\n\(title)")
  guard let baseline = results.first else { return }
  for result in results {
    let ratio = result.nanosecondsPerIteration / max(baseline.nanosecondsPerIteration, 1e-9)
    let name = result.name.padding(toLength: 48, withPad: " ", startingAt: 0)
    print(String(format: "  %@ %12.1f ns/op   x%.2f vs first", name, result.nanosecondsPerIteration, ratio))
  }
}
