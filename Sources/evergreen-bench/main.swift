// Release-built benchmarks: `swift run -c release evergreen-bench`.
await runStoreBenchmarks()
