/// An instant of a clock that measures time from its own start: the time elapsed since then.
/// ``ImmediateClock`` and ``UnimplementedClock`` use it; test clocks may too.
///
/// ```swift
/// let start = OffsetInstant()
/// start.advanced(by: .seconds(1)).offset   // .seconds(1)
/// ```
public struct OffsetInstant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
  /// Time elapsed since the clock started.
  public var offset: Duration

  /// The instant `offset` after the clock's start (the start itself by default).
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The instant `duration` later (earlier for a negative one).
  public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

  /// The time from this instant to `other` (negative when `other` is earlier).
  public func duration(to other: Self) -> Duration { other.offset - offset }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }

  public var description: String { "start + \(offset)" }
}
