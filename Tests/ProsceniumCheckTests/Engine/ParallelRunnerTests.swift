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
