extension Effect {
  /// Delays this effect by `duration` on `clock`, and restarts the delay each time an effect with
  /// the same `id` starts: only the last of a burst runs, once the burst has been quiet for
  /// `duration`.
  ///
  /// ```swift
  /// @Dependency(\.clock) var clock
  /// …
  /// case .queryChanged(let query):
  ///   state.query = query
  ///   return .run { send in await send(.results(try await search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// Everything in this effect waits, `.send` actions included. Cancelling `id` with
  /// ``cancel(id:)`` cancels a pending debounced effect.
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>,
    priority: TaskPriority? = nil
  ) -> Self {
    let effect = self
    return Self(operations: [
      .run(
        Run(priority: priority) { send in
          do {
            try await clock.sleep(for: duration)
          } catch {
            return  // Replaced by a later effect, or cancelled: nothing runs.
          }
          await EffectRuntime.performInCurrentTask(effect, send: send)
        })
    ])
    .cancellable(id: id, cancelInFlight: true)
  }
}
