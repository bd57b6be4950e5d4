import CalendarCore
import Foundation
import Testing

@Suite("会議: 長さと重なり")
struct MeetingTests {
  let nine = Date(timeIntervalSince1970: 1_795_392_000)  // 2026-11-23 09:00 JST (00:00 UTC)

  func meeting(_ title: String, from start: Double, minutes: Double) -> Meeting {
    Meeting(
      id: UUID(), title: title, start: nine.addingTimeInterval(start * 60),
      end: nine.addingTimeInterval((start + minutes) * 60))
  }

  @Test("会議の長さは分で数える")
  func minutes() {
    #expect(meeting("朝会", from: 0, minutes: 15).minutes == 15)
    #expect(meeting("定例", from: 0, minutes: 90).minutes == 90)
  }

  @Test("時間が一瞬でも重なれば重なり、終わりと始まりが接するだけなら重ならない")
  func overlap() {
    let standUp = meeting("朝会", from: 0, minutes: 30)
    #expect(standUp.overlaps(meeting("定例", from: 15, minutes: 30)))
    #expect(meeting("定例", from: 15, minutes: 30).overlaps(standUp))
    #expect(!standUp.overlaps(meeting("1on1", from: 30, minutes: 30)))
  }

  @Test("日時は日本語の中くらいの長さで、指定したタイムゾーンで表示する")
  func japaneseMediumDateTime() throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let utc = try #require(TimeZone(identifier: "UTC"))
    #expect(MeetingDateFormat.mediumDateTime(nine, in: tokyo) == "2026/11/23 9:00")
    #expect(MeetingDateFormat.mediumDateTime(nine, in: utc) == "2026/11/23 0:00")
  }
}
