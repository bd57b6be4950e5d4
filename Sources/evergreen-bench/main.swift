runDiffBenchmarks()
