import CalendarCore
import CalendarStats
import Evergreen
import EvergreenTesting
import Foundation
import Synchronization
import Testing

/// Wednesday 2026-11-25 12:00 UTC is "now"; the week runs Mon 23 – Sun 29 or Sun 22 – Sat 28.
nonisolated let wednesdayNoon = Date(timeIntervalSince1970: 1_795_392_000 + 2 * 86_400 + 12 * 3600)

nonisolated func day(_ dayOfMonth: Int, hour: Double, minutes: Double, _ title: String = "会議") -> Meeting {
  let start = Date(timeIntervalSince1970: 1_795_392_000 + Double(dayOfMonth - 23) * 86_400 + hour * 3600)
  return Meeting(
    id: UUID(counting: UInt64(dayOfMonth * 100 + Int(hour))), title: title, start: start,
    end: start.addingTimeInterval(minutes * 60))
}

nonisolated func utcCalendar(firstWeekday: Int) -> Calendar {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  calendar.firstWeekday = firstWeekday
  return calendar
}

@Suite("今週の統計: 件数、合計時間、いちばん忙しい日")
struct WeekStatsTests {
  let meetings = [
    day(22, hour: 10, minutes: 60),  // Sunday
    day(23, hour: 9, minutes: 30),  // Monday
    day(24, hour: 9, minutes: 30), day(24, hour: 14, minutes: 60),  // Tuesday, 90 minutes
    day(29, hour: 10, minutes: 45),  // Sunday
    day(30, hour: 10, minutes: 120),  // next Monday
  ]

  @Test("月曜始まりの暦では、月曜から日曜までの会議を数え、合計の分と、いちばん長く会議のある日を出す")
  func mondayFirst() {
    let stats = WeekStats(meetings: meetings, now: wednesdayNoon, calendar: utcCalendar(firstWeekday: 2))
    #expect(stats.meetingCount == 4)
    #expect(stats.totalMinutes == 165)
    #expect(stats.busiestDay == Date(timeIntervalSince1970: 1_795_392_000 + 86_400))
  }

  @Test("日曜始まりの暦では、週は日曜から土曜になる")
  func sundayFirst() {
    let stats = WeekStats(meetings: meetings, now: wednesdayNoon, calendar: utcCalendar(firstWeekday: 1))
    #expect(stats.meetingCount == 4)
    #expect(stats.totalMinutes == 180)
    #expect(stats.week.start == Date(timeIntervalSince1970: 1_795_392_000 - 86_400))
  }

  @Test("同じ長さの日が並べば、早い日がいちばん忙しい日になる")
  func tieGoesToTheEarlierDay() {
    let stats = WeekStats(
      meetings: [day(26, hour: 9, minutes: 30), day(24, hour: 9, minutes: 30)], now: wednesdayNoon,
      calendar: utcCalendar(firstWeekday: 2))
    #expect(stats.busiestDay == Date(timeIntervalSince1970: 1_795_392_000 + 86_400))
  }

  @Test("会議のない週はすべて0で、いちばん忙しい日はない（エラーではない）")
  func emptyWeekIsZeros() {
    let stats = WeekStats(
      meetings: [day(30, hour: 9, minutes: 30)], now: wednesdayNoon, calendar: utcCalendar(firstWeekday: 2))
    #expect(stats == WeekStats(week: stats.week))
    #expect(stats.meetingCount == 0 && stats.totalMinutes == 0 && stats.busiestDay == nil)
  }
}

@Suite("統計画面: 読み込み中は読み込む週が状態にあり、401は親に伝える")
struct WeekStatsFeatureSpecs {
  func store(_ dependencies: @escaping (inout DependencyValues) -> Void) -> TestStore<
    WeekStatsFeature.State, WeekStatsFeature.Action
  > {
    TestStore(initialState: WeekStatsFeature.State()) {
      WeekStatsFeature()
    } withDependencies: {
      $0.date.now = wednesdayNoon
      $0.calendar = utcCalendar(firstWeekday: 2)
      $0.timeZone = TimeZone(identifier: "UTC")!
      dependencies(&$0)
    }
  }

  var week: DateInterval { WeekStats.week(containing: wednesdayNoon, calendar: utcCalendar(firstWeekday: 2)) }

  @Test("開くと今週を読み込み中になり、届いた会議から統計を出す")
  func loads() async {
    let meetings = [day(24, hour: 9, minutes: 30)]
    let store = store { $0.calendarAPI.fetchMeetings = { meetings } }
    await store.send(.onAppear) { $0.loadingWeek = self.week }
    await store.receive(.meetingsResponse(.success(meetings))) {
      $0.loadingWeek = nil
      $0.stats = WeekStats(
        week: self.week, meetingCount: 1, totalMinutes: 30,
        busiestDay: Date(timeIntervalSince1970: 1_795_392_000 + 86_400))
    }
  }

  @Test("会議が1件もなければ統計は0になる")
  func emptyIsZeros() async {
    let store = store { $0.calendarAPI.fetchMeetings = { [] } }
    await store.send(.onAppear) { $0.loadingWeek = self.week }
    await store.receive(.meetingsResponse(.success([]))) {
      $0.loadingWeek = nil
      $0.stats = WeekStats(week: self.week)
    }
  }

  @Test("読み込みに失敗すると理由が出て、401ならセッション切れを親に伝える")
  func failures() async {
    let store = store { $0.calendarAPI.fetchMeetings = { throw CalendarAPIError.unavailable("サーバーに接続できません") } }
    await store.send(.onAppear) { $0.loadingWeek = self.week }
    await store.receive(.meetingsResponse(.failure(.unavailable("サーバーに接続できません")))) {
      $0.loadingWeek = nil
      $0.errorMessage = "統計を読み込めませんでした。サーバーに接続できません"
    }
    store.dependencies.calendarAPI.fetchMeetings = { throw CalendarAPIError.unauthorized }
    await store.send(.onAppear) {
      $0.loadingWeek = self.week
      $0.errorMessage = nil
    }
    await store.receive(.meetingsResponse(.failure(.unauthorized))) { $0.loadingWeek = nil }
    await store.receive(.delegate(.sessionExpired))
  }

  @Test("読み込み中にもう一度開くと、前の読み込みは取り消され、後の答えだけが届く")
  func reopeningCancelsTheLoadInFlight() async {
    let clock = TestClock()
    let calls = Mutex(0)
    let early = [day(24, hour: 9, minutes: 30)]
    let store = store {
      $0.calendarAPI.fetchMeetings = {
        let call = calls.withLock { count in
          count += 1
          return count
        }
        if call == 1 {
          try await clock.sleep(for: .seconds(5))
          return early
        }
        return []
      }
    }
    await store.send(.onAppear) { $0.loadingWeek = self.week }
    await store.send(.onAppear)
    await store.receive(.meetingsResponse(.success([]))) {
      $0.loadingWeek = nil
      $0.stats = WeekStats(week: self.week)
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }
}
