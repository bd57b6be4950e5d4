import EvergreenReporting

/// The clocks features wait on. Both are `any Clock<Duration>`, so any such clock can replace them:
///
/// ```swift
/// struct Search: Reducer {
///   @Dependency(\.clock) var clock
///   …
///   return .run { send in
///     try await clock.sleep(for: .milliseconds(300))
///     await send(.searchTimerFired)
///   }
/// }
///
/// Store(initialState: Search.State()) { Search() } withDependencies: {
///   $0.clock = ImmediateClock()
/// }
/// ```
///
/// In tests both default to an ``UnimplementedClock`` named after the dependency, so sleeping on one
/// a test did not override fails the test at the `@Dependency` property that read it.
extension DependencyValues {
  /// The clock for delays, timers and debouncing. Live: `ContinuousClock`.
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }

  /// A clock that keeps running while the device sleeps. Live: `ContinuousClock`.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock.dependency(named: "clock") }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> {
    UnimplementedClock.dependency(named: "continuousClock")
  }
}

extension UnimplementedClock {
  /// An unimplemented clock that fails where the dependency `name` was read.
  static func dependency(named name: String) -> Self {
    UnimplementedClock(name: name, site: DependencyValues.currentReadingSite())
  }
}
