import Foundation

extension Calendar {
  /// This calendar in `timeZone`: the user's days, which is what streaks and daily missions count.
  ///
  /// ```swift
  /// let days = calendar.in(timeZone)
  /// days.startOfDay(for: date.now)
  /// ```
  func `in`(_ timeZone: TimeZone) -> Calendar {
    var calendar = self
    calendar.timeZone = timeZone
    return calendar
  }
}
