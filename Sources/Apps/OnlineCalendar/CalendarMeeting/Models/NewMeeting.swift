import CalendarCore
import Foundation

/// The rules a new meeting must keep before it is sent: a title, an end after its start, and no
/// overlap with a meeting already on the calendar (this app's choice: one person, one meeting at a time).
public enum NewMeeting {
  public static let titleRequiredMessage = "タイトルを入力してください"
  public static let endBeforeStartMessage = "終了は開始より後にしてください"
  public static let overlapMessage = "ほかの会議と時間が重なっています"

  /// Why `meeting` cannot be created beside `existing`, or `nil` when it can.
  public static func problem(with meeting: Meeting, among existing: [Meeting]) -> String? {
    if meeting.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return titleRequiredMessage }
    if meeting.end <= meeting.start { return endBeforeStartMessage }
    if existing.contains(where: meeting.overlaps) { return overlapMessage }
    return nil
  }
}
