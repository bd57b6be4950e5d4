/// The answer of `ask`, or `nil` when it fails or `timeout` passes on `clock` first (then `ask` is
/// cancelled). Structured: both sides are child tasks, so a test's executor and clock drive them.
func answer(
  within timeout: Duration, on clock: any Clock<Duration>, _ ask: @escaping @Sendable () async throws -> String
) async -> String? {
  await withTaskGroup(of: String?.self) { group in
    group.addTask { try? await ask() }
    group.addTask {
      try? await clock.sleep(for: timeout)
      return nil
    }
    let first = await group.next() ?? nil
    group.cancelAll()
    return first
  }
}
