// Runtime micro-benchmarks: `swift run -c release proscenium-runtime-bench`.
// Each group prints its rows' cost per operation and their ratio to the group's baseline row.
await runCoreBenchmarks()
await runRoutingBenchmarks()
