extension Effect {
  /// Lets at most one effect with `id` start per `duration` on `clock`. The first starts at once;
  /// one arriving within `duration` of the last start waits for the window to end, and then only
  /// the latest (`latest: true`) or the first (`latest: false`) of those that waited runs.
  ///
  /// ```swift
  /// @Dependency(\.clock) var clock
  /// …
  /// case .scrolled(let offset):
  ///   return .run { send in await send(.loadMore(after: offset)) }
  ///     .throttle(id: CancelID.loadMore, for: .seconds(1), clock: clock, latest: true)
  /// ```
  ///
  /// Windows are kept per store and per presented child, so two rows of a list throttle apart.
  /// Cancelling `id` with ``cancel(id:)`` cancels a running or waiting effect.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable, for duration: Duration, clock: C, latest: Bool
  ) -> Self where C.Duration == Duration {
    let effect = self
    let key = EffectID(ThrottleKey(scope: NavigationID.ancestors, id: EffectID(id)))
    let waitingKey = EffectID(WaitingID(key: key))
    return Self(operations: [
      .run(
        Run { send in
          let runtime = EffectRuntime.current ?? EffectRuntime()
          switch runtime.throttleWindows.admit(effect, at: clock.now, key: key, duration: duration, latest: latest) {
          case .now:
            await EffectRuntime.performInCurrentTask(effect, send: send)
          case .after(let deadline, let chosen):
            let waiting = Run(cancellations: [Cancellation(id: waitingKey, cancelInFlight: true)]) { send in
              do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return }
              runtime.throttleWindows.started(key: key, at: clock.now)
              await EffectRuntime.performInCurrentTask(chosen, send: send)
            }
            await EffectRuntime.performInCurrentTask(waiting, send: send)
          }
        })
    ])
    .cancellable(id: id)
  }
}

/// A throttle's identifier, private to the child feature that throttles.
private struct ThrottleKey: Hashable, Sendable {
  let scope: [NavigationID.Component]
  let id: EffectID
}

/// The identifier of the effect waiting for a throttle window to end.
private struct WaitingID: Hashable, Sendable {
  let key: EffectID
}
