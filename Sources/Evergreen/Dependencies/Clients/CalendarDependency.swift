import Foundation

/// The calendar date arithmetic uses (`calendar.isDate(_:inSameDayAs:)`, start of day, …).
///
/// In the app it is the user's current calendar; in tests and previews a fixed Gregorian calendar in
/// UTC, so that results do not depend on the machine running the tests.
private enum CalendarKey: DependencyKey {
  static let liveValue = Calendar.autoupdatingCurrent
  static var testValue: Calendar { fixedGregorianUTC }
  static var previewValue: Calendar { fixedGregorianUTC }

  static let fixedGregorianUTC: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
  }()
}

extension DependencyValues {
  /// The calendar for date arithmetic: `@Dependency(\.calendar) var calendar`.
  /// Gregorian in UTC in tests; override with `$0.calendar = …`.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}
