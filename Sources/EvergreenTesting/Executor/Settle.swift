extension TestExecutor {
  /// Runs everything that can run until the effects are idle, with no timeout and no polling.
  ///
  /// Idle means: the queue is empty, `processing` (a harness's inbox of actions sent by effects)
  /// handled nothing, and either nothing is in flight, or one main-actor round trip brought no
  /// progress (an effect that hopped to the main actor is back in the queue after one round trip).
  /// Every effect still in flight is then parked on something only the test can resume: a
  /// `TestClock` sleeper, or a continuation the test owns; or it escaped the executor.
  ///
  /// - Parameters:
  ///   - processing: handles what effects handed over (returns how many items it handled).
  ///   - inFlight: how many effects are still running.
  ///   - progress: any other counter that changes when an effect makes progress (sends, parks, ends).
  @MainActor
  public func settle(
    processing: () -> Int = { 0 },
    inFlight: () -> Int,
    progress: () -> UInt64 = { 0 }
  ) async {
    while true {
      if runUntilEmpty() > 0 { continue }
      if processing() > 0 { continue }
      if inFlight() == 0 { return }
      let mark = (self.progress, progress())
      await Task.yield()
      if mark == (self.progress, progress()) && pendingJobs == 0 { return }
    }
  }
}
