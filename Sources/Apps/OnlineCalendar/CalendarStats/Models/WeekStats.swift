import CalendarCore
import Foundation

/// This week's numbers: how many meetings, how many minutes, and the busiest day. "This week" is
/// the calendar's week, so it starts on Monday or Sunday as the calendar's `firstWeekday` says.
///
/// ```swift
/// let stats = WeekStats(meetings: meetings, now: date.now, calendar: calendar)
/// stats.meetingCount   // 3
/// stats.totalMinutes   // 120
/// stats.busiestDay     // the start of the day with the most minutes of meetings
/// ```
///
/// A week without meetings is all zeros and no busiest day, not an error.
public struct WeekStats: Equatable, Sendable {
  /// The week counted.
  public var week: DateInterval
  public var meetingCount: Int
  public var totalMinutes: Int
  /// The start of the day with the most minutes of meetings (the earlier day on a tie); `nil` for
  /// an empty week.
  public var busiestDay: Date?

  public init(week: DateInterval, meetingCount: Int = 0, totalMinutes: Int = 0, busiestDay: Date? = nil) {
    self.week = week
    self.meetingCount = meetingCount
    self.totalMinutes = totalMinutes
    self.busiestDay = busiestDay
  }

  /// The stats of the meetings that start in the week containing `now`.
  public init(meetings: [Meeting], now: Date, calendar: Calendar) {
    let week = Self.week(containing: now, calendar: calendar)
    let thisWeek = meetings.filter { week.start <= $0.start && $0.start < week.end }
    let minutesByDay = Dictionary(grouping: thisWeek) { calendar.startOfDay(for: $0.start) }
      .mapValues { $0.reduce(0) { $0 + $1.minutes } }
    let busiest = minutesByDay.sorted { $0.key < $1.key }.max {
      $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key)
    }
    self.init(
      week: week, meetingCount: thisWeek.count, totalMinutes: thisWeek.reduce(0) { $0 + $1.minutes },
      busiestDay: busiest?.key)
  }

  /// The calendar's week containing `date`.
  public static func week(containing date: Date, calendar: Calendar) -> DateInterval {
    calendar.dateInterval(of: .weekOfYear, for: date) ?? DateInterval(start: date, duration: 7 * 24 * 3600)
  }
}
