// evergreen-bench: release-built benchmarks. Run with `swift run -c release evergreen-bench`
// (`evergreen-bench memory` runs only specrun's memory section, `evergreen-bench specrun` only
// its throughput section).
// Each section measures a baseline in the same run and quotes its figures as ratios against it.
print("Evergreen benchmarks (release build)\n")
switch CommandLine.arguments.dropFirst().first {
case "memory":
  await runSpecRunMemoryBenchmarks()
case "specrun":
  await runSpecRunBenchmarks()
default:
  runDiffBenchmarks()
  await runStoreBenchmarks()
  runGherkinBenchmarks()
  await runSpecRunBenchmarks()
  await runSpecRunMemoryBenchmarks()
}
