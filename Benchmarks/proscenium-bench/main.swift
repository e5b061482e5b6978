// Checker throughput against a parse-only baseline:
//
//   swift run -c release proscenium-bench [--jobs N] [--runs R] [--isolation] PATH...
//
// For 1 job and for N jobs (default: the core count), runs each mode R times (default 3),
// alternating baseline and check, each in a child process of its own so its peak memory is its
// own, and prints the median lines per second (wall clock, and per CPU second, which a busy
// machine distorts less), the median of the paired ratios check/baseline and the peak resident
// memory (the highest `VmHWM` of the runs):
//
// - `baseline` discovers the same files, then reads, parses (SwiftParser) and walks every tree
//   with a `SyntaxAnyVisitor` that touches every node: the least any checker must do;
// - `check` runs `CheckEngine` with every registered rule enabled, opt-in ones included;
// - `isolated` (with `--isolation`) runs the same check in worker processes, as the command line
//   does by default: the `proscenium` binary next to this one serves as the worker, its CPU time
//   counts once the workers have exited, and the peak is the largest single process's.
//
// `--mode baseline|check|isolated` runs one measurement and prints one machine-readable line; the
// driver uses it.
import Foundation
import ProsceniumCheck
import ProsceniumRules
import SwiftParser
import SwiftSyntax

/// One measurement, as a child process reports it.
struct Measurement {
  var files: Int
  var lines: Int
  var seconds: Double
  /// User plus system CPU time of the whole process, which a busy machine distorts less.
  var cpuSeconds: Double
  var peakKilobytes: Int
  var findings: Int

  var linesPerSecond: Double { Double(lines) / seconds }
  var linesPerCPUSecond: Double { Double(lines) / cpuSeconds }

  var line: String { "RESULT \(files) \(lines) \(seconds) \(cpuSeconds) \(peakKilobytes) \(findings)" }

  init(files: Int, lines: Int, seconds: Double, cpuSeconds: Double, peakKilobytes: Int, findings: Int) {
    self.files = files
    self.lines = lines
    self.seconds = seconds
    self.cpuSeconds = cpuSeconds
    self.peakKilobytes = peakKilobytes
    self.findings = findings
  }

  init?(line: Substring) {
    let parts = line.split(separator: " ")
    guard parts.count == 7, parts[0] == "RESULT", let files = Int(parts[1]), let lines = Int(parts[2]),
      let seconds = Double(parts[3]), let cpu = Double(parts[4]), let peak = Int(parts[5]),
      let findings = Int(parts[6])
    else { return nil }
    self.init(files: files, lines: lines, seconds: seconds, cpuSeconds: cpu, peakKilobytes: peak, findings: findings)
  }
}

enum Mode: String {
  case baseline, check, isolated
}

struct Arguments {
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var runs = 3
  var mode: Mode?
  /// Whether the driver also measures the check in worker processes.
  var isolation = false
  var paths: [String] = []

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--jobs", "-j":
        guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { throw Usage("--jobs takes a number") }
        jobs = value
      case "--runs":
        guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { throw Usage("--runs takes a number") }
        runs = value
      case "--mode":
        guard let value = rest.popFirst().flatMap(Mode.init(rawValue:)) else {
          throw Usage("--mode takes 'baseline', 'check' or 'isolated'")
        }
        mode = value
      case "--isolation":
        isolation = true
      case "--help", "-h":
        throw Usage(nil)
      default:
        if argument.hasPrefix("-") { throw Usage("unknown option '\(argument)'") }
        paths.append(argument)
      }
    }
    if paths.isEmpty { throw Usage("give at least one path") }
  }
}

struct Usage: Error {
  var problem: String?
  init(_ problem: String?) { self.problem = problem }
}

/// The peak resident set size of this process, from `/proc/self/status` (`VmHWM`), in kB.
func peakResidentKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
  return 0
}

/// User plus system CPU time in `usage`, in seconds.
func cpuSeconds(_ usage: rusage) -> Double {
  func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
  return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// CPU time (user + system) this process has used so far.
func cpuTime() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return cpuSeconds(usage)
}

/// CPU time (user + system) of the child processes this process has reaped so far, and the
/// largest peak resident size among them in kB.
func childrenUsage() -> (cpu: Double, peakKilobytes: Int) {
  var usage = rusage()
  getrusage(RUSAGE_CHILDREN.rawValue, &usage)
  return (cpuSeconds(usage), usage.ru_maxrss)
}

/// Waits (up to ten seconds) until this process has no child left, exited or not: a supervisor
/// closes its workers' input and returns, and their CPU time counts only once they are reaped.
func waitForChildren() {
  for _ in 0..<1_000 {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    let children = tasks.contains { task in
      let listed = (try? String(contentsOfFile: "/proc/self/task/\(task)/children", encoding: .utf8)) ?? ""
      return !listed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
    if !children { return }
    usleep(10_000)
  }
}

func now() -> Double {
  Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// Touches every node, as cheaply as a visitor can.
final class NodeCounter: SyntaxAnyVisitor {
  var count = 0

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    count += 1
    return .visitChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    count += 1
    return .skipChildren
  }
}

/// Lines as the engine counts them: newlines, plus one for a last line without one.
func countLines(_ bytes: String.UTF8View) -> Int {
  var newlines = 0
  var last: UInt8 = 10
  for byte in bytes {
    if byte == 10 { newlines += 1 }
    last = byte
  }
  return newlines + (last == 10 ? 0 : 1)
}

func runBaseline(paths: [String], jobs: Int) -> Measurement {
  let start = now()
  let cpuStart = cpuTime()
  let files = FileDiscovery.swiftFiles(in: paths).files
  // The engine's own worker pool, so both modes share threads, stacks and scheduling.
  let lines = ParallelRunner.map(count: files.count, jobs: jobs) { index in
    guard let data = FileManager.default.contents(atPath: files[index].realPath),
      let source = String(validating: data, as: UTF8.self)
    else { return 0 }
    let tree = Parser.parse(source: source)
    let counter = NodeCounter(viewMode: .sourceAccurate)
    counter.walk(tree)
    return countLines(source.utf8)
  }.reduce(0, +)
  let seconds = now() - start
  return Measurement(
    files: files.count, lines: lines, seconds: seconds, cpuSeconds: cpuTime() - cpuStart,
    peakKilobytes: peakResidentKilobytes(), findings: 0)
}

/// - Parameter isolated: checks in worker processes of the `proscenium` binary beside this one.
func runCheck(paths: [String], jobs: Int, isolated: Bool = false) throws -> Measurement {
  var isolation: WorkerIsolation?
  if isolated {
    let bench = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let worker = URL(fileURLWithPath: bench).deletingLastPathComponent().appendingPathComponent("proscenium").path
    guard FileManager.default.isExecutableFile(atPath: worker) else {
      throw Usage("no '\(worker)' to serve as the worker: build it (swift build -c release --product proscenium)")
    }
    isolation = WorkerIsolation(executable: worker)
  }
  let start = now()
  let cpuStart = cpuTime()
  let childrenStart = childrenUsage().cpu
  let catalog = RuleRegistry.catalog
  let engine = CheckEngine(catalog: catalog)
  // The time budget guards a run against a file the parser hangs on; a benchmark must check every
  // file, and under callgrind, sixty times slower, whole files ran past it and went unparsed, which
  // made the check look cheaper than it is. One configuration lifts it for every path.
  let configuration = FileManager.default.temporaryDirectory
    .appendingPathComponent("proscenium-bench-\(ProcessInfo.processInfo.processIdentifier).json")
  try Data(#"{"limits": {"seconds_per_100kb": 100000}}"#.utf8).write(to: configuration)
  defer { try? FileManager.default.removeItem(at: configuration) }
  var request = CheckRequest(
    paths: paths, configurationFile: configuration.path, choices: .init(only: catalog.rules.map(\.id)), jobs: jobs)
  request.isolation = isolation
  let result = try engine.run(request)
  let seconds = now() - start
  if isolated {
    if result.notes.contains(where: { $0.contains("without worker isolation") }) {
      throw Usage("the workers did not serve the run: \(result.notes.joined(separator: "; "))")
    }
    waitForChildren()
  }
  let children = childrenUsage()
  return Measurement(
    files: result.fileCount, lines: result.lineCount, seconds: seconds,
    cpuSeconds: cpuTime() - cpuStart + children.cpu - childrenStart,
    peakKilobytes: max(peakResidentKilobytes(), isolated ? children.peakKilobytes : 0),
    findings: result.findings.count)
}

/// Runs one measurement in a child process and reads its result line.
func measureInChild(mode: Mode, jobs: Int, paths: [String]) throws -> Measurement {
  let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = ["--mode", mode.rawValue, "--jobs", String(jobs)] + paths
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self)
  guard process.terminationStatus == 0,
    let measurement = text.split(separator: "\n").lazy.compactMap(Measurement.init(line:)).first
  else {
    throw Usage("the \(mode.rawValue) run failed (status \(process.terminationStatus)): \(text)")
  }
  return measurement
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double, decimals: Int = 0) -> String {
  String(format: "%.\(decimals)f", value)
}

func drive(_ arguments: Arguments) throws {
  let jobCounts = arguments.jobs == 1 ? [1] : [1, arguments.jobs]
  let ruleCount = RuleRegistry.catalog.rules.count
  print("proscenium-bench: \(arguments.paths.joined(separator: " "))")
  print(
    "rules enabled in check: \(ruleCount) (every registered rule, opt-in included); runs per row: \(arguments.runs)")
  print("")
  print("jobs  mode      files   lines    lines/s  check/base  CPU lines/s  check/base  peak MB  findings")
  var pairNotes: [String] = []
  for jobs in jobCounts {
    // Baseline and check alternate, so a machine that speeds up or slows down during the
    // measurement weighs on both modes alike; each ratio compares a check with the baseline run
    // just before it, and the table shows the median of those ratios.
    let modes: [Mode] = arguments.isolation ? [.baseline, .check, .isolated] : [.baseline, .check]
    var runs: [Mode: [Measurement]] = [:]
    for _ in 0..<arguments.runs {
      for mode in modes {
        runs[mode, default: []].append(try measureInChild(mode: mode, jobs: jobs, paths: arguments.paths))
      }
    }
    /// Each run of `mode` against the baseline run of the same round.
    func ratios(_ mode: Mode, _ rate: (Measurement) -> Double) -> [Double] {
      zip(runs[.baseline] ?? [], runs[mode] ?? []).map { 100 * rate($1) / rate($0) }
    }
    for mode in modes.dropFirst() {
      pairNotes.append(
        "\(jobs) job\(jobs == 1 ? "" : "s"): CPU \(mode.rawValue)/base per pair "
          + ratios(mode, \.linesPerCPUSecond).map { format($0, decimals: 1) + "%" }.joined(separator: ", "))
    }
    for mode in modes {
      let measured = runs[mode] ?? []
      let wall = median(measured.map(\.linesPerSecond))
      let cpu = median(measured.map(\.linesPerCPUSecond))
      let wallRatios = ratios(mode, \.linesPerSecond)
      let cpuRatios = ratios(mode, \.linesPerCPUSecond)
      func ratio(_ ratios: [Double]) -> String {
        mode == .baseline ? "-" : format(median(ratios), decimals: 1) + "%"
      }
      let peak = Double(measured.map(\.peakKilobytes).max() ?? 0) / 1024
      let first = measured[0]
      let columns: [(String, Int)] = [
        (String(jobs), 6), (mode.rawValue, 10), (String(first.files), 8), (String(first.lines), 9),
        (format(wall), 9), (ratio(wallRatios), 12), (format(cpu), 13), (ratio(cpuRatios), 12),
        (format(peak, decimals: 1), 9), (String(first.findings), 0),
      ]
      print(
        columns.map { text, width in text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0) }
          .joined())
    }
  }
  print("")
  for note in pairNotes { print(note) }
}

do {
  let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
  switch arguments.mode {
  case .baseline: print(runBaseline(paths: arguments.paths, jobs: arguments.jobs).line)
  case .check: print(try runCheck(paths: arguments.paths, jobs: arguments.jobs).line)
  case .isolated: print(try runCheck(paths: arguments.paths, jobs: arguments.jobs, isolated: true).line)
  case nil: try drive(arguments)
  }
} catch let usage as Usage {
  if let problem = usage.problem { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
  FileHandle.standardError.write(
    Data("usage: proscenium-bench [--jobs N] [--runs R] [--isolation] PATH...\n".utf8))
  exit(usage.problem == nil ? 0 : 2)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
