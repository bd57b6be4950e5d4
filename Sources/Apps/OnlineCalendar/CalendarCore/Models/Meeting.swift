import Foundation

/// A meeting on the calendar: a title and a span of time.
///
/// ```swift
/// let standUp = Meeting(id: UUID(0), title: "朝会", start: nine, end: nine.addingTimeInterval(15 * 60))
/// standUp.minutes   // 15
/// ```
public struct Meeting: Identifiable, Equatable, Hashable, Sendable, Codable {
  public let id: UUID
  public var title: String
  public var start: Date
  public var end: Date

  public init(id: UUID, title: String, start: Date, end: Date) {
    self.id = id
    self.title = title
    self.start = start
    self.end = end
  }

  /// How long the meeting lasts, in whole minutes.
  public var minutes: Int { Int(end.timeIntervalSince(start) / 60) }

  /// Whether the two meetings share any moment (touching ends do not overlap).
  public func overlaps(_ other: Meeting) -> Bool { start < other.end && other.start < end }
}
