import CalendarCore
import Foundation

/// The calendar server as the scenarios set it up: accounts with their passwords, the meetings on
/// it, and a session that a step can expire (every later call answers 401).
final class CalendarServerFake: @unchecked Sendable {
  private let lock = NSLock()
  private var passwords: [String: String] = [:]
  private var meetings: [Meeting] = []
  private var expired = false

  func add(account email: String, password: String) { lock.withLock { passwords[email] = password } }
  func add(_ meeting: Meeting) { lock.withLock { meetings.append(meeting) } }
  func expireSession() { lock.withLock { expired = true } }

  var client: CalendarAPIClient {
    CalendarAPIClient(
      signIn: { email, password in
        try self.lock.withLock {
          guard self.passwords[email] == password else { throw CalendarAPIError.wrongCredentials }
          return .init(user: User(name: String(email.prefix { $0 != "@" }), email: email), token: "token-of-\(email)")
        }
      },
      fetchMeetings: { try self.authorized { self.meetings.sorted { $0.start < $1.start } } },
      createMeeting: { meeting in try self.authorized { self.meetings.append(meeting); return meeting } },
      deleteMeeting: { id in try self.authorized { self.meetings.removeAll { $0.id == id } } })
  }

  private func authorized<Value>(_ body: () throws -> Value) throws -> Value {
    try lock.withLock {
      guard !expired else { throw CalendarAPIError.unauthorized }
      return try body()
    }
  }
}
