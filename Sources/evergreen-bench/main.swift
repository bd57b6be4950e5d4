print("evergreen-bench: no benchmarks yet")
