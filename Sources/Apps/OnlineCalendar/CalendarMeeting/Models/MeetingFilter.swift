import CalendarCore
import Foundation

/// Which meetings the list shows, judged against "now" in the user's calendar and time zone.
///
/// ```swift
/// MeetingFilter.today.apply(to: meetings, now: date.now, calendar: calendar)
/// MeetingFilter.upcoming.emptyStateMessage   // "予定されている会議はありません"
/// ```
public enum MeetingFilter: String, CaseIterable, Equatable, Sendable {
  /// Every meeting.
  case all
  /// Meetings that start on today's date (in the calendar's time zone).
  case today
  /// Meetings that start after now (the seed's `$0.startDate > Date()`: one starting this very
  /// moment is not upcoming any more).
  case upcoming

  /// What the list says when this filter leaves nothing to show.
  public var emptyStateMessage: String {
    switch self {
    case .all: "会議がありません"
    case .today: "今日の会議はありません"
    case .upcoming: "予定されている会議はありません"
    }
  }

  /// The meetings this filter keeps, earliest first.
  public func apply(to meetings: [Meeting], now: Date, calendar: Calendar) -> [Meeting] {
    meetings.filter { meeting in
      switch self {
      case .all: true
      case .today: calendar.isDate(meeting.start, inSameDayAs: now)
      case .upcoming: meeting.start > now
      }
    }
    .sorted { ($0.start, $0.title) < ($1.start, $1.title) }
  }
}
