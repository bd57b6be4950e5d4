// The Composable Architecture's scheduler spellings of debounce and throttle, made unavailable with
// a message that names Evergreen's clock spelling. Without them the compiler answers
// `.debounce(id:for:scheduler:)` with "extra argument 'scheduler'" (and one Swift 6.3 compiler was
// reported to crash instead); with them, it says what to write.

extension Effect {
  /// The Composable Architecture's debounce on a scheduler. Evergreen's effects wait on clocks:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// …
  /// return .run { send in … }
  ///   .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  @available(
    *, unavailable,
    message:
      "Evergreen's effects wait on clocks: write .debounce(id:for:clock:) with @Dependency(\\.continuousClock) var clock (a TestClock in tests)"
  )
  public func debounce<Scheduler>(
    id: some Hashable & Sendable, for dueTime: Duration, scheduler: Scheduler, options: Never? = nil
  ) -> Self {
    fatalError("unavailable")
  }

  /// The Composable Architecture's debounce with a number of seconds (`for: 0.3`). Evergreen's
  /// spelling takes a `Duration` and a clock: `.debounce(id: id, for: .milliseconds(300), clock: clock)`.
  @available(
    *, unavailable,
    message:
      "Evergreen's effects wait on clocks: write .debounce(id:for:clock:) with a Duration, for: .milliseconds(300), clock: clock"
  )
  public func debounce<Scheduler>(
    id: some Hashable & Sendable, for dueTime: Double, scheduler: Scheduler, options: Never? = nil
  ) -> Self {
    fatalError("unavailable")
  }

  /// The Composable Architecture's throttle on a scheduler. Evergreen's spelling:
  ///
  /// ```swift
  /// .throttle(id: CancelID.loadMore, for: .seconds(1), clock: clock, latest: true)
  /// ```
  @available(
    *, unavailable,
    message:
      "Evergreen's effects wait on clocks: write .throttle(id:for:clock:latest:) with @Dependency(\\.continuousClock) var clock (a TestClock in tests)"
  )
  public func throttle<Scheduler>(
    id: some Hashable & Sendable, for interval: Duration, scheduler: Scheduler, latest: Bool
  ) -> Self {
    fatalError("unavailable")
  }
}

extension DependencyValues {
  /// The Composable Architecture's main-queue scheduler. Evergreen has none: effects wait on
  /// clocks, `@Dependency(\.continuousClock) var clock`, which a test sets to a `TestClock`.
  @available(
    *, unavailable,
    message:
      "Evergreen has no schedulers: read @Dependency(\\.continuousClock) var clock and wait with clock.sleep(for:) or .debounce(id:for:clock:); set $0.continuousClock = TestClock() in tests"
  )
  public var mainQueue: Never { fatalError("unavailable") }
}
