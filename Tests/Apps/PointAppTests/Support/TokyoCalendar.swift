import Foundation

/// Dates in Japan time for the streak and mission specs.
enum Tokyo {
  static let timeZone = TimeZone(identifier: "Asia/Tokyo")!
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }()

  /// `year-month-day hour:minute` in Tokyo.
  static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 10, _ minute: Int = 0) -> Date {
    calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
  }
}
