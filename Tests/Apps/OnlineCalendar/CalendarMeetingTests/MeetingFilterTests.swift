import CalendarCore
import CalendarMeeting
import Foundation
import Testing

@Suite("会議の絞り込み: 今と利用者のタイムゾーンを基準にする")
struct MeetingFilterTests {
  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = tokyo
    return calendar
  }

  @Test("「すべて」は全件を開始順に、「今日」は東京の今日に始まる会議を、「今後」はまだ始まっていない会議を残す")
  func filters() {
    let all = [tomorrow, review, lateYesterday, earlyStandUp]
    #expect(
      MeetingFilter.all.apply(to: all, now: now, calendar: calendar) == [lateYesterday, earlyStandUp, review, tomorrow])
    #expect(MeetingFilter.today.apply(to: all, now: now, calendar: calendar) == [earlyStandUp, review])
    #expect(MeetingFilter.upcoming.apply(to: all, now: now, calendar: calendar) == [review, tomorrow])
  }

  @Test("「今日」はタイムゾーンで決まる: 東京の朝8時半の会議は、UTCでは前日の会議になる")
  func todayFollowsTheTimeZone() {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let earlyInTokyo = meeting(5, "早朝の電話", hoursFromNow: -1.5)
    #expect(
      MeetingFilter.today.apply(to: [earlyInTokyo, review], now: now, calendar: calendar) == [earlyInTokyo, review])
    #expect(MeetingFilter.today.apply(to: [earlyInTokyo, review], now: now, calendar: utc) == [review])
  }

  @Test("空のときの文言は絞り込みごとに決まっている")
  func emptyMessages() {
    #expect(MeetingFilter.all.emptyStateMessage == "会議がありません")
    #expect(MeetingFilter.today.emptyStateMessage == "今日の会議はありません")
    #expect(MeetingFilter.upcoming.emptyStateMessage == "予定されている会議はありません")
  }

  @Test("「今後」は今より後に始まる会議だけ: ちょうど今始まる会議は入らない（種の `startDate > Date()`）")
  func upcomingStartsAfterNow() {
    let startingNow = meeting(6, "いま始まる会議", hoursFromNow: 0)
    #expect(MeetingFilter.upcoming.apply(to: [startingNow, review], now: now, calendar: calendar) == [review])
    #expect(
      MeetingFilter.today.apply(to: [startingNow, review], now: now, calendar: calendar) == [startingNow, review])
  }
}
