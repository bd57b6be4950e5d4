import Foundation

/// Consecutive days the user opened the app, and the longest such run.
///
/// ```swift
/// let streak = Streak.none.registeringLogin(at: date.now, in: calendar)   // 1 day
/// streak.registeringLogin(at: tomorrow, in: calendar).current            // 2 days
/// ```
///
/// Days are the user's calendar days: `calendar` carries the time zone, so 23:30 and 00:30 in
/// Tokyo are two days even when they are one in UTC.
public struct Streak: Hashable, Sendable, Codable {
  /// Days in a row up to the last login.
  public let current: Int
  /// The longest run so far.
  public let longest: Int
  /// When the user last opened the app.
  public let lastLogin: Date?

  public init(current: Int, longest: Int, lastLogin: Date?) {
    self.current = max(current, 0)
    self.longest = max(longest, self.current)
    self.lastLogin = lastLogin
  }

  /// No login yet.
  public static let none = Streak(current: 0, longest: 0, lastLogin: nil)

  /// The streak after a login at `date`: the same day keeps it, the next day extends it, a later
  /// day starts again at 1.
  public func registeringLogin(at date: Date, in calendar: Calendar) -> Streak {
    guard let lastLogin else { return Streak(current: 1, longest: max(longest, 1), lastLogin: date) }
    let days =
      calendar.dateComponents([.day], from: calendar.startOfDay(for: lastLogin), to: calendar.startOfDay(for: date)).day
      ?? 0
    switch days {
    case ..<0: return self
    case 0: return Streak(current: max(current, 1), longest: longest, lastLogin: date)
    case 1: return Streak(current: current + 1, longest: max(longest, current + 1), lastLogin: date)
    default: return Streak(current: 1, longest: longest, lastLogin: date)
    }
  }
}
