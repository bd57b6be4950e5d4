import Evergreen
import Foundation

/// The user's clock and days: the time now, and the day it falls in by the user's calendar and
/// time zone (what streaks and daily missions count). It is made from the kit's `date`,
/// `calendar` and `timeZone` dependencies, so a test that sets those sets this too.
///
/// ```swift
/// @Dependency(\.dateClient) var dateClient
/// let today = dateClient.startOfToday()
/// streak.registeringLogin(at: dateClient.now(), in: dateClient.calendar)
/// ```
public struct DateClient: Sendable {
  /// The time now.
  public var now: @Sendable () -> Date
  /// The user's calendar, in the user's time zone.
  public var calendar: Calendar

  public init(now: @escaping @Sendable () -> Date, calendar: Calendar) {
    self.now = now
    self.calendar = calendar
  }

  /// The start of the user's day now.
  public func startOfToday() -> Date { calendar.startOfDay(for: now()) }

  /// The real clock, in the device's calendar and time zone (previews).
  public static var system: DateClient { DateClient(now: { Date() }, calendar: .current) }
}

extension DependencyValues {
  /// The user's clock and days, from `date`, `calendar` and `timeZone`. See ``DateClient``.
  public var dateClient: DateClient {
    let date = self.date
    return DateClient(now: { date.now }, calendar: calendar.in(timeZone))
  }
}
