import Foundation

/// Fixed moments the specs use as "now".
enum TestDates {
  /// 15 November 2026, 10:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_794_736_800)
  static let oneHourAgo = now.addingTimeInterval(-3_600)
  static let inOneHour = now.addingTimeInterval(3_600)
}
