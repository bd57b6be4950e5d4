import CalendarAppBridge
import CalendarAuth
import CalendarCore
import CalendarMeeting
import CalendarStats
import Evergreen
import EvergreenTesting
import Foundation
import Synchronization
import Testing

@Suite("アプリ全体: ログイン前はログイン画面、ログイン後は会議と統計、ログアウトは認証へ直行")
struct CalendarAppTests {
  nonisolated static let taro = User(name: "太郎", email: "taro@example.com")
  nonisolated static let form = SignInForm(email: "taro@example.com", password: "password1")

  @Test("ログインしていなければ会議も統計もなく、ログインすると会議と統計の画面が現れる")
  func signInShowsHome() async {
    let store = TestStore(initialState: CalendarApp.State(auth: .init(form: Self.form))) {
      CalendarApp()
    } withDependencies: {
      $0.calendarAPI.signIn = { _, _ in .init(user: Self.taro, token: "t") }
      $0.tokenStore.save = { _ in }
    }
    #expect(store.state.home == nil)
    await store.send(.auth(.signInTapped)) { $0.auth.signingIn = Self.form }
    await store.receive(.auth(.signInResponse(.success(Self.taro)))) {
      $0.auth.signingIn = nil
      $0.auth.user = Self.taro
      $0.auth.form.password = ""
      $0.home = CalendarHome.State()
    }
  }

  @Test("会議画面の「ログアウト」は会議を通らず認証の持ち主に届き、ログアウトしてログイン画面に戻る")
  func signOutFromMeetings() async {
    let cleared = Mutex(0)
    let store = TestStore(initialState: CalendarApp.State(auth: .init(user: Self.taro), home: .init())) {
      CalendarApp()
    } withDependencies: {
      $0.tokenStore.clear = { cleared.withLock { $0 += 1 } }
    }
    await store.send(.auth(.signOutTapped)) {
      $0.auth.user = nil
      $0.home = nil
    }
    await store.finish()
    #expect(cleared.withLock { $0 } == 1)
  }

  @Test("会議の読み込みが401を受けると、どこでもログアウトし、期限切れの理由が出る")
  func unauthorizedFromMeetingsSignsOut() async {
    let store = TestStore(initialState: CalendarApp.State(auth: .init(user: Self.taro), home: .init())) {
      CalendarApp()
    } withDependencies: {
      $0.calendarAPI.fetchMeetings = { throw CalendarAPIError.unauthorized }
      $0.tokenStore.clear = {}
    }
    await store.send(.home(.meetings(.onAppear))) { $0.home?.meetings.request = .loading }
    await store.receive(.home(.meetings(.meetingsResponse(.failure(.unauthorized))))) {
      $0.home?.meetings.request = nil
    }
    await store.receive(.home(.meetings(.delegate(.sessionExpired))))
    await store.receive(.auth(.sessionExpired)) {
      $0.auth.user = nil
      $0.auth.errorMessage = "ログインの有効期限が切れました。もう一度ログインしてください"
      $0.home = nil
    }
  }

  @Test("統計の読み込みが401を受けても、同じようにログアウトする")
  func unauthorizedFromStatsSignsOut() async {
    let now = Date(timeIntervalSince1970: 1_795_392_000)
    let store = TestStore(initialState: CalendarApp.State(auth: .init(user: Self.taro), home: .init())) {
      CalendarApp()
    } withDependencies: {
      $0.calendarAPI.fetchMeetings = { throw CalendarAPIError.unauthorized }
      $0.tokenStore.clear = {}
      $0.date.now = now
    }
    let week = WeekStats.week(containing: now, calendar: store.dependencies.calendar)
    await store.send(.home(.stats(.onAppear))) { $0.home?.stats.loadingWeek = week }
    await store.receive(.home(.stats(.meetingsResponse(.failure(.unauthorized))))) { $0.home?.stats.loadingWeek = nil }
    await store.receive(.home(.stats(.delegate(.sessionExpired))))
    await store.receive(.auth(.sessionExpired)) {
      $0.auth.user = nil
      $0.auth.errorMessage = "ログインの有効期限が切れました。もう一度ログインしてください"
      $0.home = nil
    }
  }
}
