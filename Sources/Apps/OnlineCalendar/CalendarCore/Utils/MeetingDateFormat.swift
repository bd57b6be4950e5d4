import Foundation

/// Display formatting for dates, kept out of the features (the seed: 表示ロジックはUtilに切り出す).
/// Formatters are expensive, so one is made per time zone and reused.
///
/// ```swift
/// MeetingDateFormat.mediumDateTime(meeting.start, in: timeZone)   // "2026/11/23 9:00"
/// ```
public enum MeetingDateFormat {
  private static let cache = FormatterCache()

  /// A Japanese medium date and short time: `2026/11/23 9:00`.
  public static func mediumDateTime(_ date: Date, in timeZone: TimeZone) -> String {
    cache.formatter(for: timeZone).string(from: date)
  }
}

/// One `DateFormatter` per time zone, made on first use.
final class FormatterCache: @unchecked Sendable {
  private let lock = NSLock()
  private var formatters: [String: DateFormatter] = [:]

  func formatter(for timeZone: TimeZone) -> DateFormatter {
    lock.withLock {
      if let formatter = formatters[timeZone.identifier] { return formatter }
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "ja_JP")
      formatter.timeZone = timeZone
      formatter.dateStyle = .medium
      formatter.timeStyle = .short
      formatters[timeZone.identifier] = formatter
      return formatter
    }
  }
}
