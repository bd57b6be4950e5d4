// evergreen-bench: release-built benchmarks. Run with `swift run -c release evergreen-bench`
// (`evergreen-bench memory [MB]` runs only specrun's memory section, on a file of MB megabytes,
// 5 unless given; `evergreen-bench specrun` only its throughput section, `evergreen-bench specrun
// scenarios [RUNS]` only its 2,000 scenarios, the median of RUNS runs (3 unless given), without
// Specs/, so a profile of it holds nothing else; `evergreen-bench
// observation` only the Store observation section; `evergreen-bench lsp` only specrun lsp's
// latency on Specs/; `evergreen-bench gherkin` only the parser's throughput; `evergreen-bench
// process` only the built specrun timed as a process, against the official parser when installed;
// `evergreen-bench process gherkin` only its `specrun gherkin` part).
// Each section measures a baseline in the same run and quotes its figures as ratios against it.
#if DEBUG
  print("Evergreen benchmarks (debug build: only the memory section's figures mean anything here)\n")
#else
  print("Evergreen benchmarks (release build)\n")
#endif
switch CommandLine.arguments.dropFirst().first {
case "memory":
  await runSpecRunMemoryBenchmarks(megabytes: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 5)
case "observation":
  runObservationBenchmarks()
case "specrun":
  if CommandLine.arguments.dropFirst(2).first == "scenarios" {
    await runSpecRunBenchmarks(
      runs: CommandLine.arguments.dropFirst(3).first.flatMap { Int($0) } ?? 3, withSpecs: false)
  } else {
    await runSpecRunBenchmarks()
  }
case "lsp":
  runLanguageServerBenchmarks()
case "gherkin":
  runGherkinBenchmarks()
case "process":
  runSpecRunProcessBenchmarks(onlyGherkin: CommandLine.arguments.dropFirst(2).first == "gherkin")
default:
  runDiffBenchmarks()
  await runStoreBenchmarks()
  runObservationBenchmarks()
  runGherkinBenchmarks()
  await runSpecRunBenchmarks()
  runSpecRunProcessBenchmarks()
  runLanguageServerBenchmarks()
  await runSpecRunMemoryBenchmarks()
}
