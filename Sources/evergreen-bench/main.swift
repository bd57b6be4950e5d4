runGherkinBenchmarks()
