/// Router benchmarks (filled by the routing work).
@MainActor func runRoutingBenchmarks() async {}
