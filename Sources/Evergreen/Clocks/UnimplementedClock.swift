import EvergreenReporting

/// A clock that must not be used: sleeping on it fails the test, naming the clock, and throws
/// `CancellationError` instead of sleeping, so the effect that slept stops without running on.
///
/// It is the test value of the ``DependencyValues/clock`` and ``DependencyValues/continuousClock``
/// dependencies: a test whose feature waits on a clock must say which clock to use.
///
/// ```swift
/// let clock = UnimplementedClock(name: "searchClock")
/// try await clock.sleep(for: .seconds(1))   // fails: "UnimplementedClock 'searchClock' was slept on…"
/// ```
///
/// The failure is attributed to where the clock was created; as a dependency's test value, to the
/// `@Dependency` property that read it.
public struct UnimplementedClock: Clock, Sendable {
  /// Points on this clock: time since its start.
  public typealias Instant = OffsetInstant

  /// The name the failure message uses (the dependency's name, for the built-in clocks).
  public let name: String
  private let site: ReportedIssue

  /// A clock that fails the test when slept on, naming `name` and the place it was created.
  public init(
    name: String = "UnimplementedClock",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: name,
      site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  }

  init(name: String, site: ReportedIssue) {
    self.name = name
    self.site = site
  }

  /// Always the start: nothing ever moves this clock.
  public var now: Instant { Instant() }

  /// Zero, as for any clock that never moves.
  public var minimumResolution: Duration { .zero }

  /// Reports the use and throws `CancellationError`: it never sleeps.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    var issue = site
    issue.message = """
      UnimplementedClock '\(name)' was slept on (for \(deadline.offset)), but this test did not say \
      which clock to use.

      Override it where the store is created, for example:
        withDependencies: { $0.\(name) = ImmediateClock() }   // or a TestClock you advance
      """
    reportIssue(issue)
    throw CancellationError()
  }
}
