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
final class CalendarScenario {
  static let now = Date(timeIntervalSince1970: 1_795_395_600)
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current

  let server = CalendarServerFake()
  private(set) var store: ScenarioStoreOf<CalendarApp>?
  private var filter = MeetingFilter.all

  static func of(_ context: ScenarioContext) -> CalendarScenario { context.value(default: CalendarScenario.init) }

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
    let store = ScenarioStoreOf<CalendarApp>(initialState: state ?? CalendarApp.State()) { CalendarApp() } withDependencies: {
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

  func running() throws -> ScenarioStoreOf<CalendarApp> {
    guard let store else {
      throw StepFailure("The app was not started: begin with 「前提 ログインしていない」 or 「前提 「taro」でログインしている」.")
    }
    return store
  }

  // MARK: When

  func type(email: String) async throws { try await running().send(.auth(.set(\.form.email, email))) }
  func type(password: String) async throws { try await running().send(.auth(.set(\.form.password, password))) }
  func tapSignIn() async throws { try await running().send(.auth(.signInTapped)) }
  func openMeetings() async throws { try await running().send(.home(.meetings(.onAppear))) }
  func openStats() async throws { try await running().send(.home(.stats(.onAppear))) }
  func signOutFromMeetings() async throws { try await running().send(.home(.meetings(.signOutTapped))) }
  func cancelDeletion() async throws { try await running().send(.home(.meetings(.deleteCancelled))) }
  func confirmDeletion() async throws { try await running().send(.home(.meetings(.deleteConfirmed))) }

  /// The server answers the oldest request still waiting, and the app takes in the answer.
  func serverAnswers() async throws {
    let store = try running()
    try server.answer()
    await store.absorbReceived()
  }

  func choose(filter name: String) async throws {
    let filters: [String: MeetingFilter] = ["すべて": .all, "今日": .today, "今後": .upcoming]
    guard let chosen = filters[name] else { throw StepFailure("There is no filter 「\(name)」; the filters are すべて, 今日 and 今後.") }
    filter = chosen
    try await running().send(.home(.meetings(.filterChanged(chosen))))
  }

  func create(_ meeting: Meeting) async throws {
    try await running().send(.home(.meetings(.createTapped(title: meeting.title, start: meeting.start, end: meeting.end))))
  }

  func delete(title: String) async throws {
    try await running().send(.home(.meetings(.deleteTapped(try meetingOnScreen(title)))))
  }

  // MARK: Then

  func expectEmail(_ email: String, error: String?) throws {
    try running().expect(\.auth.form.email, email)
    try expectEqual(try running().state.auth.form.emailError, error, "the e-mail field's message")
  }

  func expectPassword(_ password: String, error: String?) throws {
    try running().expect(\.auth.form.password, password)
    try expectEqual(try running().state.auth.form.passwordError, error, "the password field's message")
  }

  /// The form as typed is being sent: the screen shows it is signing in.
  func expectSigningIn() throws {
    try running().expect { $0.auth.signingIn = $0.auth.form }
  }

  func expectSignedIn(as name: String) async throws {
    let store = try running()
    let user = User(name: name, email: store.state.auth.form.email)
    try await store.expectReceived(.auth(.signInResponse(.success(user))))
    try store.expect {
      $0.auth.signingIn = nil
      $0.auth.user = user
      $0.auth.form.password = ""
      $0.home = CalendarHome.State()
    }
  }

  /// Back on the sign-in screen: signed out from the meeting screen, or, with the message of an
  /// expired session, signed out everywhere after a 401.
  func expectSignInScreen(message: String? = nil) async throws {
    let store = try running()
    let cause: CalendarApp.Action = message == nil ? .auth(.signOutTapped) : .auth(.sessionExpired)
    guard store.undescribedActions.contains(cause) else {
      throw StepFailure("The app did not sign out (\(cause) did not come back; came back: \(store.undescribedActions)).")
    }
    for action in store.undescribedActions { try await store.expectReceived(action) }
    try store.expect {
      $0.auth.user = nil
      $0.auth.form.password = ""
      $0.auth.errorMessage = message
      $0.home = nil
    }
  }

  func expectSignInError(_ message: String) async throws {
    let store = try running()
    let answer = try await store.expectReceived(/CalendarApp.Action.auth)
    guard case .signInResponse(.failure) = answer else { throw StepFailure("The sign-in answered \(answer), not a failure.") }
    try store.expect {
      $0.auth.signingIn = nil
      $0.auth.errorMessage = message
    }
  }

  func expectMeetings(_ titles: [String]) async throws {
    let meetings = try await describeMeetingList()
    try expectEqual(meetings.visibleMeetings.map(\.title), titles, "the meetings on screen")
  }

  func expectEmptyMessage(_ message: String) async throws {
    let meetings = try await describeMeetingList()
    try expectEqual(meetings.emptyStateMessage, message, "what the empty list says")
  }

  func expectMeetingsLoading() throws {
    try running().expect { $0.home?.meetings.request = .loading }
  }

  func expectCreating(_ title: String) throws {
    let store = try running()
    guard case .creating(let meeting)? = store.state.home?.meetings.request, meeting.title == title else {
      throw StepFailure("「\(title)」 is not being created; the meeting screen waits for \(String(describing: store.state.home?.meetings.request)).")
    }
    try store.expect { $0.home?.meetings.request = .creating(meeting) }
  }

  func expectDeleting(_ title: String) throws {
    let meeting = try meetingOnScreen(title)
    try running().expect { $0.home?.meetings.request = .deleting(meeting) }
  }

  func expectNewMeetingProblem(_ message: String) throws {
    try running().expect { $0.home?.meetings.newMeetingProblem = message }
  }

  func expectConfirmation(for title: String) throws {
    let meeting = try meetingOnScreen(title)
    try running().expect { $0.home?.meetings.pendingDeletion = meeting }
  }

  func expectConfirmationClosed() throws { try running().expect { $0.home?.meetings.pendingDeletion = nil } }

  /// The stats screen is loading this week's meetings (the week from Monday, in Tokyo).
  func expectStatsLoading() throws {
    let week = WeekStats.week(containing: Self.now, calendar: Self.calendar)
    try running().expect { $0.home?.stats.loadingWeek = week }
  }

  func expectStats(count: Int, minutes: Int, busiestDay: String?) async throws {
    let store = try running()
    // The server's answer, when a step let it come back; a `Given` that opened the stats took it already.
    for answer in store.undescribedActions {
      guard case .home(.stats(.meetingsResponse(.success))) = answer else { continue }
      try await store.expectReceived(answer)
    }
    guard let stats = store.state.home?.stats.stats else { throw StepFailure("No stats are shown.") }
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy/MM/dd"
    formatter.timeZone = Self.tokyo
    try expectEqual(stats.meetingCount, count, "the number of meetings")
    try expectEqual(stats.totalMinutes, minutes, "the total minutes")
    try expectEqual(stats.busiestDay.map(formatter.string(from:)), busiestDay, "the busiest day")
    try store.expect {
      $0.home?.stats.loadingWeek = nil
      $0.home?.stats.stats = stats
    }
  }

  // MARK: Helpers

  /// Takes the server's answers to the meeting list (loaded, created, deleted) as described and
  /// describes the list as it is now, with nothing in flight. Anything else that came back is left
  /// for its own step.
  private func describeMeetingList() async throws -> MeetingListFeature.State {
    let store = try running()
    for action in store.undescribedActions {
      switch action {
      case .home(.meetings(.meetingsResponse(.success))), .home(.meetings(.createResponse(.success))),
        .home(.meetings(.deleteResponse(.success))):
        try await store.expectReceived(action)
      default:
        continue
      }
    }
    guard let meetings = store.state.home?.meetings else { throw StepFailure("The meeting screen is not shown.") }
    try store.expect {
      $0.home?.meetings.request = nil
      $0.home?.meetings.filter = filter
      $0.home?.meetings.meetings = meetings.meetings
      $0.home?.meetings.visibleMeetings = meetings.visibleMeetings
    }
    return meetings
  }

  private func meetingOnScreen(_ title: String) throws -> Meeting {
    guard let meeting = try running().state.home?.meetings.meetings.first(where: { $0.title == title }) else {
      throw StepFailure("No meeting 「\(title)」 is on the list.")
    }
    return meeting
  }

  private func expectEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String) throws {
    guard actual == expected else { throw StepFailure("\(what) is \(actual), not \(expected).") }
  }
}
