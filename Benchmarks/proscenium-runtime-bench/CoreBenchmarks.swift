/// View-model task, pagination and search benchmarks (filled by the runtime work).
@MainActor func runCoreBenchmarks() async {}
