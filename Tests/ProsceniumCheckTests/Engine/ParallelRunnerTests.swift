import Foundation
import Testing

@testable import ProsceniumCheck

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ParallelRunnerTests {
  @Test(arguments: [1, 2, 4, 16])
  func resultsComeBackInItemOrder(jobs: Int) {
    let results = ParallelRunner.map(count: 100, jobs: jobs) { index in
      // Uneven work, so items finish out of order.
      var total = 0
      for step in 0..<((100 - index) * 500) { total &+= step }
      return index * 2 + (total == -1 ? 1 : 0)
    }
    #expect(results == (0..<100).map { $0 * 2 })
  }

  /// An item that never finishes gets its over-budget result; every other item still runs, on a
  /// replacement thread when needed.
  @Test(arguments: [1, 3])
  func anItemThatHangsIsReportedAndTheOthersStillRun(jobs: Int) {
    let never = DispatchSemaphore(value: 0)
    let results = ParallelRunner.map(
      count: 12, jobs: jobs,
      schedule: { index in ParallelRunner.Schedule(budget: index == 4 ? 0.05 : 3_600) },
      overBudget: { index, budget in "late \(index) after \(budget)" },
      { index -> String in
        if index == 4 { never.wait() }
        return "done \(index)"
      })
    #expect(results == (0..<12).map { $0 == 4 ? "late 4 after 0.05" : "done \($0)" })
  }

  /// Heavy items (large files) never run at the same time as each other.
  @Test func heavyItemsRunOneAtATime() {
    let counters = Counters()
    let results = ParallelRunner.map(
      count: 16, jobs: 4,
      schedule: { index in ParallelRunner.Schedule(isHeavy: index % 2 == 0) },
      overBudget: { _, _ in 0 },
      { index -> Int in
        guard index % 2 == 0 else { return index }
        counters.enter()
        usleep(3_000)
        counters.leave()
        return index
      })
    #expect(results == Array(0..<16))
    #expect(counters.mostAtOnce == 1)
  }

  @Test func noItemsMeansNoResults() {
    #expect(ParallelRunner.map(count: 0, jobs: 4) { $0 }.isEmpty)
  }

  #if canImport(Glibc)
    @Test func workersRunOnLargeStacks() {
      let sizes = ParallelRunner.map(count: 4, jobs: 2) { _ -> Int in
        // `pthread_getattr_np` is a GNU extension the Glibc module does not import.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return 0 }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var size = 0
        pthread_attr_getstacksize(&attributes, &size)
        return size
      }
      #expect(sizes.allSatisfy { $0 >= ParallelRunner.stackSize })
      #expect(ParallelRunner.stackSize == 64 << 20)
    }
  #endif
}

/// Counts how many heavy items ran at once.
private final class Counters: @unchecked Sendable {
  private let lock = NSLock()
  private var current = 0
  private(set) var mostAtOnce = 0

  func enter() {
    lock.lock()
    current += 1
    mostAtOnce = max(mostAtOnce, current)
    lock.unlock()
  }

  func leave() {
    lock.lock()
    current -= 1
    lock.unlock()
  }
}
