import CalendarAppBridge
import CalendarAuth
import CalendarCore
import CalendarMeeting
import CalendarStats
import Evergreen
import Foundation
import SpecRun

/// What the OnlineCalendar scenarios do, in the product's words, through the whole app: "now" is
/// Monday 2026-11-23 10:00 in Tokyo, the calendar's weeks start on Monday, and the server is
/// ``CalendarServerFake``, which answers each request when a step says so (「サーバーが応答する」),
/// and at once while a `Given` sets the scene.
@MainActor
final class CalendarScenario: FeatureScenario {
  static let now = Date(timeIntervalSince1970: 1_795_395_600)
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current

  let server = CalendarServerFake()
  private(set) var store: ScenarioStoreOf<CalendarApp>?
  /// The filter the steps chose last.
  private var filter = MeetingFilter.all
  /// The meeting the last 「…を作る」 step asked for, with the id the app gives it.
  private var newMeeting: Meeting?
  /// How many meetings the steps asked the app to create (refused ones too): each takes an id.
  private var meetingsAskedFor: UInt64 = 0
  /// The error the server last answered with (「サーバーが「…」とエラーを返す」), until a step describes it.
  private var refusal: CalendarAPIError?

  static let notStartedHint = "アプリが始まっていません。「前提 ログインしていない」か「前提 「taro」でログインしている」から始めてください。"

  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = tokyo
    calendar.firstWeekday = 2
    return calendar
  }

  // MARK: Given

  func start(signedInAs name: String?, in context: ScenarioContext) {
    let state = name.map {
      CalendarApp.State(auth: .init(user: User(name: $0, email: "\($0)@example.com")), home: .init())
    }
    let client = server.client
    let store = ScenarioStoreOf<CalendarApp>(initialState: state ?? CalendarApp.State()) {
      CalendarApp()
    } withDependencies: {
      $0.calendarAPI = client
      $0.tokenStore = .inMemory()
      $0.date.now = Self.now
      $0.calendar = Self.calendar
      $0.timeZone = Self.tokyo
      $0.uuid = .incrementing
    }
    self.store = store
    context.start(store)
  }

  func arrangeForm(email: String, password: String, in context: ScenarioContext) async {
    start(signedInAs: nil, in: context)
    await store?.arrange(.auth(.set(\.form.email, email)))
    await store?.arrange(.auth(.set(\.form.password, password)))
  }

  /// Sets the scene (`Given`) with `action` and whatever the server answers to it, at once: the
  /// steps take the screen it leaves as described.
  func arrange(_ action: CalendarApp.Action) async throws {
    let store = try running()
    await server.answeringAtOnce { await store.arrange(action) }
  }

  func meeting(title: String, day: Int, hour: Int, minutes: Int) -> Meeting {
    let today = Self.calendar.startOfDay(for: Self.now)
    let start = today.addingTimeInterval(Double(day * 86_400 + hour * 3600))
    return Meeting(id: UUID(), title: title, start: start, end: start.addingTimeInterval(Double(minutes * 60)))
  }

  // MARK: When

  func type(email: String) async throws { try await running().send(.auth(.set(\.form.email, email))) }
  func type(password: String) async throws { try await running().send(.auth(.set(\.form.password, password))) }
  func tapSignIn() async throws { try await running().send(.auth(.signInTapped)) }
  func openMeetings() async throws { try await running().send(.home(.meetings(.onAppear))) }
  func openStats() async throws { try await running().send(.home(.stats(.onAppear))) }
  /// 「ログアウト」 on the meeting screen: the view sends the sign-out to the auth feature directly.
  func signOutFromMeetings() async throws { try await running().send(.auth(.signOutTapped)) }
  func cancelDeletion() async throws { try await running().send(.home(.meetings(.deleteCancelled))) }
  func confirmDeletion() async throws { try await running().send(.home(.meetings(.deleteConfirmed))) }

  /// The server answers the oldest request still waiting, and the app takes in the answer.
  func serverAnswers() async throws {
    let store = try running()
    try server.answer()
    await store.absorbReceived()
  }

  /// The server answers the oldest request still waiting with an error the user reads as `message`.
  func serverRefuses(saying message: String) async throws {
    let store = try running()
    let error = CalendarAPIError.unavailable(message)
    try server.refuse(with: error)
    refusal = error
    await store.absorbReceived()
  }

  /// 「再試行」 on the meeting list, after it could not be loaded.
  func retryMeetings() async throws { try await running().send(.home(.meetings(.retryTapped))) }

  func choose(filter name: String) async throws {
    let filters: [String: MeetingFilter] = ["すべて": .all, "今日": .today, "今後": .upcoming]
    guard let chosen = filters[name] else {
      throw StepFailure("「\(name)」という絞り込みはありません。絞り込みは「すべて」「今日」「今後」です。")
    }
    filter = chosen
    try await running().send(.home(.meetings(.filterChanged(chosen))))
  }

  /// Asks the app to create `meeting` (its id is the app's to give: the scenario's `uuid` counts
  /// from 0, one for every meeting asked for, so the scenario knows which id it gets).
  func create(_ meeting: Meeting) async throws {
    let store = try running()
    newMeeting = Meeting(
      id: UUID(counting: meetingsAskedFor), title: meeting.title, start: meeting.start, end: meeting.end)
    meetingsAskedFor += 1
    await store.send(.home(.meetings(.createTapped(title: meeting.title, start: meeting.start, end: meeting.end))))
  }

  func delete(title: String) async throws {
    let store = try running()
    guard let meeting = store.state.home?.meetings.meetings.first(where: { $0.title == title }) else {
      throw StepFailure("一覧に「\(title)」という会議はありません。")
    }
    await store.send(.home(.meetings(.deleteTapped(meeting))))
  }

  // MARK: Then

  func expectEmail(_ email: String, error: String?) throws {
    try running().expect(\.auth.form.email, email)
    try expectEqual(try running().state.auth.form.emailError, error, "メール欄のメッセージ")
  }

  func expectPassword(_ password: String, error: String?) throws {
    try running().expect(\.auth.form.password, password)
    try expectEqual(try running().state.auth.form.passwordError, error, "パスワード欄のメッセージ")
  }

  /// The form as the steps typed it is being sent: the screen shows it is signing in.
  func expectSigningIn() throws {
    try running().expect { $0.auth.signingIn = $0.auth.form }
  }

  /// The server's answer to the sign-in (the user named `name`, with the address the steps typed)
  /// came back, and the meeting and stats screens appeared.
  func expectSignedIn(as name: String) async throws {
    let store = try running()
    let user = User(name: name, email: store.described.auth.form.email)
    try await store.expectReceived(.auth(.signInResponse(.success(user))))
    try store.expect {
      $0.auth.signingIn = nil
      $0.auth.user = user
      $0.auth.form.password = ""
      $0.home = CalendarHome.State()
    }
  }

  /// Back on the sign-in screen after 「ログアウト」, without a message.
  func expectSignedOut() throws {
    try expectSignInScreen(saying: nil)
  }

  /// Signed out everywhere after a 401, with `message`: the screen the steps saw waiting for the
  /// server (the meetings, the stats) got the 401 and passed it up, and the auth feature ended the
  /// session.
  func expectSessionExpired(_ message: String) async throws {
    let store = try running()
    guard let waiting = store.described.home else {
      throw StepFailure("会議と統計の画面が表示されたと言う手順がまだありません。")
    }
    var answers: [CalendarApp.Action] = []
    switch waiting.meetings.request {
    case .loading: answers.append(.home(.meetings(.meetingsResponse(.failure(.unauthorized)))))
    case .creating: answers.append(.home(.meetings(.createResponse(.failure(.unauthorized)))))
    case .deleting: answers.append(.home(.meetings(.deleteResponse(.failure(.unauthorized)))))
    case nil: break
    }
    if !answers.isEmpty { answers.append(.home(.meetings(.delegate(.sessionExpired)))) }
    if waiting.stats.loadingWeek != nil {
      answers += [.home(.stats(.meetingsResponse(.failure(.unauthorized)))), .home(.stats(.delegate(.sessionExpired)))]
    }
    guard !answers.isEmpty else {
      throw StepFailure("サーバーを待っている画面（読み込み中、作成中、削除中）を言う手順がないので、401を受け取れる画面がありません。")
    }
    for answer in answers + [.auth(.sessionExpired)] { try await store.expectReceived(answer) }
    try expectSignInScreen(saying: message)
  }

  func expectSignInError(_ message: String) async throws {
    let store = try running()
    let error = try await store.expectReceived(
      (/CalendarApp.Action.auth).appending(/AuthFeature.Action.signInResponse).appending(
        /Result<User, CalendarAPIError>.failure))
    try expectEqual(error.message, message, "サーバーが返した理由")
    try store.expect {
      $0.auth.signingIn = nil
      $0.auth.errorMessage = message
    }
  }

  /// The list shows the meetings titled `titles`, in this order.
  func expectMeetings(_ titles: [String]) async throws {
    let meetings = try await answeredMeetings()
    let shown = try titles.map { title in
      guard let meeting = meetings.first(where: { $0.title == title }) else {
        throw StepFailure("「\(title)」は一覧の会議にありません。一覧にあるのは \(meetings.map(\.title)) です。")
      }
      return meeting
    }
    try expectMeetingList(meetings, showing: shown)
  }

  /// The list shows nothing, and says `message`.
  func expectEmptyMessage(_ message: String) async throws {
    let meetings = try await answeredMeetings()
    try expectMeetingList(meetings, showing: [])
    try expectEqual(try running().state.home?.meetings.emptyStateMessage, message, "空の一覧のメッセージ")
  }

  /// The list is loading (and shows no error while it does).
  func expectMeetingsLoading() throws {
    try expectHome {
      $0.meetings.request = .loading
      $0.meetings.errorMessage = nil
    }
  }

  /// The server's error (``serverRefuses(saying:)``) came back for the request the steps saw the
  /// list waiting for, and the list shows `message` instead of waiting.
  func expectMeetingsError(_ message: String) async throws {
    let store = try running()
    guard let described = store.described.home?.meetings else {
      throw StepFailure("会議の画面が表示されたと言う手順がありません。")
    }
    guard let error = refusal else {
      throw StepFailure("サーバーがエラーを返す手順がありません。先に「サーバーが「…」とエラーを返す」と書いてください。")
    }
    let failure: MeetingListFeature.Action
    switch described.request {
    case .loading: failure = .meetingsResponse(.failure(error))
    case .creating: failure = .createResponse(.failure(error))
    case .deleting: failure = .deleteResponse(.failure(error))
    case nil: throw StepFailure("一覧がサーバーを待っている（読み込み中、作成中、削除中）と言う手順がありません。")
    }
    refusal = nil
    try await store.expectReceived(.home(.meetings(failure)))
    try expectHome {
      $0.meetings.request = nil
      $0.meetings.errorMessage = message
    }
  }

  /// The meeting the last step asked for (its title, times and the id the app gives it) is being sent.
  func expectCreating(_ title: String) throws {
    guard let newMeeting, newMeeting.title == title else {
      throw StepFailure(
        "「\(title)」を作る手順がありません（最後に作ろうとしたのは \(newMeeting.map { "「\($0.title)」" } ?? "なし")）。")
    }
    try expectHome { $0.meetings.request = .creating(newMeeting) }
  }

  func expectDeleting(_ title: String) throws {
    let meeting = try describedMeeting(title)
    try expectHome { $0.meetings.request = .deleting(meeting) }
  }

  func expectNewMeetingProblem(_ message: String) throws {
    try expectHome { $0.meetings.newMeetingProblem = message }
  }

  func expectConfirmation(for title: String) throws {
    let meeting = try describedMeeting(title)
    try expectHome { $0.meetings.pendingDeletion = meeting }
  }

  func expectConfirmationClosed() throws { try expectHome { $0.meetings.pendingDeletion = nil } }

  /// The stats screen is loading this week's meetings (the week from Monday, in Tokyo).
  func expectStatsLoading() throws {
    let week = WeekStats.week(containing: Self.now, calendar: Self.calendar)
    try expectHome { $0.stats.loadingWeek = week }
  }

  /// This week's stats as the step's words give them (`busiestDay` as 2026/11/24, in Tokyo). When a
  /// step saw the stats loading, the server's answer (the meetings it keeps) came back.
  func expectStats(count: Int, minutes: Int, busiestDay: String?) async throws {
    let store = try running()
    guard let described = store.described.home?.stats else {
      throw StepFailure("統計の画面が表示されたと言う手順がありません。")
    }
    if described.loadingWeek != nil {
      let sent = try await store.expectReceived(
        (/CalendarApp.Action.home).appending(/CalendarHome.Action.stats).appending(
          /WeekStatsFeature.Action.meetingsResponse
        )
        .appending(/Result<[Meeting], CalendarAPIError>.success))
      try expectEqual(sent, server.meetings, "サーバーが送った会議")
    }
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy/MM/dd"
    formatter.calendar = Self.calendar
    formatter.timeZone = Self.tokyo
    let day = try busiestDay.map { text in
      guard let day = formatter.date(from: text) else {
        throw StepFailure("「\(text)」は日付ではありません。2026/11/24 のように書いてください。")
      }
      return day
    }
    let week = WeekStats.week(containing: Self.now, calendar: Self.calendar)
    let expected = WeekStats(week: week, meetingCount: count, totalMinutes: minutes, busiestDay: day)
    try expectHome {
      $0.stats.loadingWeek = nil
      $0.stats.stats = expected
    }
  }

  /// How many requests the server holds unanswered: one screen has one request at a time, and a
  /// request the app cancelled no longer waits.
  func expectWaitingRequests(_ count: Int) throws {
    try expectEqual(server.waitingRequests, count, "サーバーを待っているリクエストの数")
  }

  // MARK: Helpers

  /// Describes the signed-in screens with `describe`; fails when they are not shown, or when no
  /// step has said yet that they appeared.
  private func expectHome(_ describe: (inout CalendarHome.State) throws -> Void) throws {
    let store = try running()
    guard store.state.home != nil else {
      throw StepFailure("会議と統計の画面は表示されていません。ユーザーはログイン画面にいます。")
    }
    try store.expect { state in
      guard var home = state.home else {
        throw StepFailure("会議と統計の画面が表示されたと言う手順がまだありません。")
      }
      try describe(&home)
      state.home = home
    }
  }

  private func expectSignInScreen(saying message: String?) throws {
    try running().expect {
      $0.auth.user = nil
      $0.auth.form.password = ""
      $0.auth.errorMessage = message
      $0.home = nil
    }
  }

  /// The meetings the list holds once the server's answer to what the steps saw it waiting for
  /// came back: the meetings the server keeps (after 読み込み中), the described ones and the new
  /// one (after 作成中), the described ones without the deleted one (after 削除中), or the
  /// described ones (nothing was waiting). The answer counts as described; anything else that came
  /// back is left for its own step.
  private func answeredMeetings() async throws -> [Meeting] {
    let store = try running()
    guard let described = store.described.home?.meetings else {
      throw StepFailure("会議の画面が表示されたと言う手順がありません。")
    }
    switch described.request {
    case nil:
      return described.meetings
    case .loading:
      let sent = try await store.expectReceived(
        (/CalendarApp.Action.home).appending(/CalendarHome.Action.meetings).appending(
          /MeetingListFeature.Action.meetingsResponse
        )
        .appending(/Result<[Meeting], CalendarAPIError>.success))
      try expectEqual(sent, server.meetings, "サーバーが送った会議")
      return sent
    case .creating(let meeting):
      try await store.expectReceived(.home(.meetings(.createResponse(.success(meeting)))))
      return described.meetings + [meeting]
    case .deleting(let meeting):
      try await store.expectReceived(.home(.meetings(.deleteResponse(.success(meeting)))))
      return described.meetings.filter { $0.id != meeting.id }
    }
  }

  /// The list holds `meetings`, shows `shown` under the filter the steps chose, and waits for nothing.
  private func expectMeetingList(_ meetings: [Meeting], showing shown: [Meeting]) throws {
    try expectHome {
      $0.meetings.request = nil
      $0.meetings.filter = filter
      $0.meetings.meetings = meetings
      $0.meetings.filteredMeetings = shown
    }
  }

  /// The meeting titled `title` among those the steps have described on the list.
  private func describedMeeting(_ title: String) throws -> Meeting {
    guard let meeting = try running().described.home?.meetings.meetings.first(where: { $0.title == title }) else {
      throw StepFailure("一覧に会議「\(title)」があると言う手順がありません。")
    }
    return meeting
  }

  private func expectEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) throws {
    guard actual == expected else { throw StepFailure("\(what)は \(actual) で、\(expected) ではありません。") }
  }
}
