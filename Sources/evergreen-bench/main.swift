// evergreen-bench: release-built benchmarks. Run with `swift run -c release evergreen-bench`
// (`evergreen-bench memory` runs only specrun's memory section).
// Each section measures a baseline in the same run and quotes its figures as ratios against it.
print("Evergreen benchmarks (release build)\n")
if CommandLine.arguments.dropFirst().first == "memory" {
  await runSpecRunMemoryBenchmarks()
} else {
  runDiffBenchmarks()
  await runStoreBenchmarks()
  runGherkinBenchmarks()
  await runSpecRunBenchmarks()
  await runSpecRunMemoryBenchmarks()
}
