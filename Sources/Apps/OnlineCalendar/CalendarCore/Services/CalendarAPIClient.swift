import Evergreen
import Foundation

/// The calendar server, as the features see it. Endpoints other than `signIn` authenticate with
/// the token in ``TokenStore`` themselves, so no feature ever holds it; any of them may throw
/// ``CalendarAPIError/unauthorized`` (401), which signs the user out.
///
/// ```swift
/// TestStore(initialState: MeetingList.State()) { MeetingList() } withDependencies: {
///   $0.calendarAPI.fetchMeetings = { [standUp] }
/// }
/// ```
public struct CalendarAPIClient: Sendable {
  /// Signs in; returns the user and the session token (to be saved in ``TokenStore``, never in state).
  public var signIn: @Sendable (_ email: String, _ password: String) async throws -> SignedIn
  /// Every meeting of the signed-in user.
  public var fetchMeetings: @Sendable () async throws -> [Meeting]
  /// Saves a new meeting; returns it as saved.
  public var createMeeting: @Sendable (_ meeting: Meeting) async throws -> Meeting
  /// Deletes the meeting with this id.
  public var deleteMeeting: @Sendable (_ id: Meeting.ID) async throws -> Void

  public init(
    signIn: @escaping @Sendable (_ email: String, _ password: String) async throws -> SignedIn,
    fetchMeetings: @escaping @Sendable () async throws -> [Meeting],
    createMeeting: @escaping @Sendable (_ meeting: Meeting) async throws -> Meeting,
    deleteMeeting: @escaping @Sendable (_ id: Meeting.ID) async throws -> Void
  ) {
    self.signIn = signIn
    self.fetchMeetings = fetchMeetings
    self.createMeeting = createMeeting
    self.deleteMeeting = deleteMeeting
  }

  /// What a successful sign-in returns.
  public struct SignedIn: Equatable, Sendable {
    public var user: User
    public var token: String
    public init(user: User, token: String) {
      self.user = user
      self.token = token
    }
  }
}

extension CalendarAPIClient: DependencyKey {
  /// A server in memory on the device, as in previews (``previewValue``), keeping its token in
  /// ``TokenStore/liveValue``. The HTTP client lives in its own module, `CalendarCoreLive`, so that
  /// the scenarios and `specrun` never load the system's networking library; the app's entry point
  /// installs it:
  ///
  /// ```swift
  /// import CalendarCoreLive
  /// let store = Store(initialState: CalendarApp.State()) { CalendarApp() } withDependencies: {
  ///   $0.calendarAPI = CalendarAPIClient(environment: ProcessInfo.processInfo.environment, tokens: .liveValue)
  /// }
  /// ```
  public static let liveValue = CalendarAPIClient(server: InMemoryCalendarServer(), tokens: TokenStore.liveValue)

  /// A server in memory (``InMemoryCalendarServer``): any address with a password of eight
  /// characters or more signs in; the meetings last as long as the process.
  public static var previewValue: CalendarAPIClient {
    CalendarAPIClient(server: InMemoryCalendarServer(), tokens: TokenStore.inMemory())
  }

  public static var testValue: CalendarAPIClient {
    CalendarAPIClient(
      signIn: unimplemented("CalendarAPIClient.signIn"),
      fetchMeetings: unimplemented("CalendarAPIClient.fetchMeetings"),
      createMeeting: unimplemented("CalendarAPIClient.createMeeting"),
      deleteMeeting: unimplemented("CalendarAPIClient.deleteMeeting"))
  }
}

extension DependencyValues {
  /// The calendar server. See ``CalendarAPIClient``.
  public var calendarAPI: CalendarAPIClient {
    get { self[CalendarAPIClient.self] }
    set { self[CalendarAPIClient.self] = newValue }
  }
}
