import Foundation

/// The server behind ``CalendarAPIClient/liveValue``: meetings in memory, one session token at a
/// time; a request with any other token is answered with 401 (``CalendarAPIError/unauthorized``).
public actor InMemoryCalendarServer {
  private var meetings: [Meeting] = []
  private var sessionToken: String?

  public init() {}

  public func signIn(email: String, password: String) throws -> CalendarAPIClient.SignedIn {
    guard password.count >= 8 else { throw CalendarAPIError.wrongCredentials }
    let token = UUID().uuidString
    sessionToken = token
    return .init(user: User(name: String(email.prefix { $0 != "@" }), email: email), token: token)
  }

  /// Ends the session: every later request with its token is answered with 401.
  public func expireSession() { sessionToken = nil }

  public func meetings(token: String?) throws -> [Meeting] {
    try authorize(token)
    return meetings.sorted { $0.start < $1.start }
  }

  public func create(_ meeting: Meeting, token: String?) throws -> Meeting {
    try authorize(token)
    meetings.append(meeting)
    return meeting
  }

  public func delete(_ id: Meeting.ID, token: String?) throws {
    try authorize(token)
    meetings.removeAll { $0.id == id }
  }

  private func authorize(_ token: String?) throws {
    guard let token, token == sessionToken else { throw CalendarAPIError.unauthorized }
  }
}

extension CalendarAPIClient {
  /// A client talking to `server`, authenticating with the token in `tokens`.
  public init(server: InMemoryCalendarServer, tokens: TokenStore) {
    self.init(
      signIn: { try await server.signIn(email: $0, password: $1) },
      fetchMeetings: { try await server.meetings(token: tokens.load()) },
      createMeeting: { try await server.create($0, token: tokens.load()) },
      deleteMeeting: { try await server.delete($0, token: tokens.load()) })
  }
}
