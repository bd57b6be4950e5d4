import CalendarCore
import Evergreen
import Foundation

/// Monday 2026-11-23, 10:00 in Tokyo (01:00 UTC): "now" in these specs.
nonisolated let now = Date(timeIntervalSince1970: 1_795_395_600)
nonisolated let tokyo = TimeZone(identifier: "Asia/Tokyo")!

nonisolated func meeting(_ number: Int, _ title: String, hoursFromNow hours: Double, minutes: Double = 30) -> Meeting {
  Meeting(
    id: UUID(counting: UInt64(100 + number)), title: title,
    start: now.addingTimeInterval(hours * 3600), end: now.addingTimeInterval(hours * 3600 + minutes * 60))
}

/// 08:00 today (already over), 14:00 today, tomorrow 10:00, and 23:30 yesterday in Tokyo.
nonisolated let earlyStandUp = meeting(1, "朝会", hoursFromNow: -2)
nonisolated let review = meeting(2, "レビュー", hoursFromNow: 4)
nonisolated let tomorrow = meeting(3, "定例", hoursFromNow: 24)
nonisolated let lateYesterday = meeting(4, "夜の打ち合わせ", hoursFromNow: -10.5)
