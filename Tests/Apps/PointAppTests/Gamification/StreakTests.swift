import Foundation
import PointApp
import Testing

@Suite("連続ログイン（ドメイン）")
struct StreakTests {
  @Test("初めてのログインで1日になる")
  func firstLogin() {
    let login = Tokyo.date(2026, 11, 15)
    #expect(
      Streak.none.registeringLogin(at: login, in: Tokyo.calendar) == Streak(current: 1, longest: 1, lastLogin: login))
  }

  @Test("同じ日にもう一度ログインしても日数は変わらない")
  func sameDay() {
    let streak = Streak(current: 4, longest: 6, lastLogin: Tokyo.date(2026, 11, 15, 8))
    let later = Tokyo.date(2026, 11, 15, 22)
    #expect(streak.registeringLogin(at: later, in: Tokyo.calendar) == Streak(current: 4, longest: 6, lastLogin: later))
  }

  @Test("翌日のログインで1日伸び、最長記録も更新される")
  func nextDay() {
    let streak = Streak(current: 6, longest: 6, lastLogin: Tokyo.date(2026, 11, 15))
    let next = Tokyo.date(2026, 11, 16, 7)
    #expect(streak.registeringLogin(at: next, in: Tokyo.calendar) == Streak(current: 7, longest: 7, lastLogin: next))
  }

  @Test("1日以上空くと1日からやり直しになり、最長記録は残る")
  func gapResets() {
    let streak = Streak(current: 5, longest: 9, lastLogin: Tokyo.date(2026, 11, 13))
    let login = Tokyo.date(2026, 11, 15)
    #expect(streak.registeringLogin(at: login, in: Tokyo.calendar) == Streak(current: 1, longest: 9, lastLogin: login))
  }

  @Test("月末から月初へ、年末から年始へも続けて数える")
  func acrossMonthAndYearEnds() {
    let october = Streak(current: 2, longest: 2, lastLogin: Tokyo.date(2026, 10, 31, 23))
    #expect(october.registeringLogin(at: Tokyo.date(2026, 11, 1, 6), in: Tokyo.calendar).current == 3)
    let february = Streak(current: 1, longest: 1, lastLogin: Tokyo.date(2027, 2, 28))
    #expect(february.registeringLogin(at: Tokyo.date(2027, 3, 1), in: Tokyo.calendar).current == 2)
    let december = Streak(current: 10, longest: 10, lastLogin: Tokyo.date(2026, 12, 31, 23, 59))
    #expect(december.registeringLogin(at: Tokyo.date(2027, 1, 1, 0, 1), in: Tokyo.calendar).current == 11)
  }

  @Test("日付の区切りは利用者のタイムゾーンで決まる")
  func userTimeZone() {
    // 23:30 and 00:30 in Tokyo are 14:30 and 15:30 of the same day in UTC.
    let lateNight = Tokyo.date(2026, 11, 15, 23, 30)
    let afterMidnight = Tokyo.date(2026, 11, 16, 0, 30)
    let streak = Streak(current: 3, longest: 3, lastLogin: lateNight)
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    #expect(streak.registeringLogin(at: afterMidnight, in: Tokyo.calendar).current == 4)
    #expect(streak.registeringLogin(at: afterMidnight, in: utc).current == 3)
  }

  @Test("最長記録は今の日数より短くならない")
  func longestNeverBelowCurrent() {
    #expect(Streak(current: 5, longest: 2, lastLogin: nil).longest == 5)
  }
}
