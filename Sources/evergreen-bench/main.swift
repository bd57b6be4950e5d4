// evergreen-bench: release-built benchmarks. Run with `swift run -c release evergreen-bench`.
// Each section measures a baseline in the same run and quotes its figures as ratios against it.
print("Evergreen benchmarks (release build)\n")
runDiffBenchmarks()
await runStoreBenchmarks()
runGherkinBenchmarks()
await runSpecRunBenchmarks()
