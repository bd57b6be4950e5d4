import Foundation
import SpecRun

/// How scenarios write dates: dates as `2026-11-15` in Japan time.
enum ScenarioDates {
  static let timeZone = TimeZone(identifier: "Asia/Tokyo")!

  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }()

  /// 15 November 2026, 10:00 in Japan: "now" until a step moves it.
  static let startOfScenario = calendar.date(from: DateComponents(year: 2026, month: 11, day: 15, hour: 10))!

  /// The start of the day `text` (`2026-11-15`) in Japan.
  static func day(_ text: String) throws -> Date {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3,
      let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    else { throw StepFailure("「\(text)」は日付ではありません。2026-11-15 のように書いてください。") }
    return date
  }

  /// The moment `text` (`2026-11-15 23:30`) in Japan.
  static func moment(_ text: String) throws -> Date {
    let parts = text.split(separator: " ")
    guard parts.count == 2 else { throw StepFailure("「\(text)」は日時ではありません。2026-11-15 23:30 のように書いてください。") }
    let time = parts[1].split(separator: ":").compactMap { Int($0) }
    guard time.count == 2 else { throw StepFailure("「\(text)」は日時ではありません。2026-11-15 23:30 のように書いてください。") }
    return try day(String(parts[0])).addingTimeInterval(TimeInterval(time[0] * 3_600 + time[1] * 60))
  }

  /// `date` as a scenario writes a day (`2026-11-15`), in Japan.
  static func dayText(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  /// The end of the day `text`: a deadline written as a day lasts until that day's midnight.
  static func endOfDay(_ text: String) throws -> Date {
    calendar.date(byAdding: .day, value: 1, to: try day(text))!
  }
}
