import CalendarCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension CalendarAPIClient {
  /// The name of the environment variable that holds the server's base URL.
  public static let baseURLVariable = "ONLINE_CALENDAR_API_URL"

  /// The HTTP client of the server at `environment[baseURLVariable]`, or a server in memory when
  /// the variable is missing or not a URL; what the app's entry point installs:
  ///
  /// ```swift
  /// $0.calendarAPI = CalendarAPIClient(environment: ProcessInfo.processInfo.environment, tokens: .liveValue)
  /// ```
  public init(environment: [String: String], tokens: TokenStore) {
    if let text = environment[Self.baseURLVariable], let url = URL(string: text), url.scheme != nil {
      self = .live(baseURL: url, tokens: tokens)
    } else {
      self = CalendarAPIClient(server: InMemoryCalendarServer(), tokens: tokens)
    }
  }

  /// A client speaking HTTP and JSON to the calendar server at `baseURL`, authenticating with the
  /// token in `tokens` (`Authorization: Bearer <token>`), over `session`.
  ///
  /// ```swift
  /// $0.calendarAPI = .live(baseURL: URL(string: "https://calendar.example.com/api")!, tokens: .liveValue)
  /// ```
  ///
  /// The contract, relative to `baseURL` (dates in ISO 8601, ids as UUID strings):
  ///
  /// | call | request | answer |
  /// |---|---|---|
  /// | `signIn` | `POST signin` `{"email", "password"}` | `200` `{"user": {"name", "email"}, "token"}`; `401`: wrong credentials |
  /// | `fetchMeetings` | `GET meetings` | `200` `[{"id", "title", "start", "end"}]` |
  /// | `createMeeting` | `POST meetings` with the meeting | `200`/`201` the meeting as saved |
  /// | `deleteMeeting` | `DELETE meetings/<id>` | `200`/`204` |
  ///
  /// Any call but `signIn` answered `401` throws ``CalendarAPIError/unauthorized`` (the session is
  /// over); another status, an unreachable server or an answer that is not the JSON above throws
  /// ``CalendarAPIError/unavailable(_:)`` with a message for the user.
  public static func live(baseURL: URL, tokens: TokenStore, session: URLSession = .shared) -> CalendarAPIClient {
    let http = CalendarHTTP(baseURL: baseURL, tokens: tokens, session: session)
    return CalendarAPIClient(
      signIn: { email, password in
        let answer = try await http.send(
          "POST", "signin", body: SignInBody(email: email, password: password), signedIn: false)
        if answer.status == 401 { throw CalendarAPIError.wrongCredentials }
        let signedIn: SignedInBody = try http.decode(answer)
        return SignedIn(user: signedIn.user, token: signedIn.token)
      },
      fetchMeetings: { try http.decode(await http.send("GET", "meetings")) },
      createMeeting: { meeting in try http.decode(await http.send("POST", "meetings", body: meeting)) },
      deleteMeeting: { id in _ = try await http.send("DELETE", "meetings/\(id.uuidString)") })
  }
}

private struct SignInBody: Encodable {
  let email: String
  let password: String
}

private struct SignedInBody: Decodable {
  let user: User
  let token: String
}

/// The requests and answers of ``CalendarAPIClient/live(baseURL:tokens:session:)``.
private struct CalendarHTTP: Sendable {
  let baseURL: URL
  let tokens: TokenStore
  let session: URLSession

  struct Answer {
    let status: Int
    let body: Data
  }

  static let unreachable = "サーバーに接続できませんでした。時間をおいて再度お試しください"
  static let unreadable = "サーバーの応答を読み取れませんでした"
  static func failed(_ status: Int) -> String { "サーバーでエラーが起きました（HTTP \(status)）" }

  func send(_ method: String, _ path: String, signedIn: Bool = true) async throws -> Answer {
    try await perform(method, path, body: nil, signedIn: signedIn)
  }

  func send(_ method: String, _ path: String, body: some Encodable, signedIn: Bool = true) async throws -> Answer {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return try await perform(method, path, body: try encoder.encode(body), signedIn: signedIn)
  }

  /// Sends the request; a `401` to a signed-in call is ``CalendarAPIError/unauthorized``, any other
  /// status outside 200–299 (but a sign-in's `401`, left to the caller) is `unavailable`.
  private func perform(_ method: String, _ path: String, body: Data?, signedIn: Bool) async throws -> Answer {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    if signedIn, let token = tokens.load() { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      if Task.isCancelled { throw CancellationError() }
      throw CalendarAPIError.unavailable(Self.unreachable)
    }
    guard let status = (response as? HTTPURLResponse)?.statusCode else {
      throw CalendarAPIError.unavailable(Self.unreadable)
    }
    if status == 401, signedIn { throw CalendarAPIError.unauthorized }
    guard (200..<300).contains(status) || status == 401 else { throw CalendarAPIError.unavailable(Self.failed(status)) }
    return Answer(status: status, body: data)
  }

  func decode<Value: Decodable>(_ answer: Answer) throws -> Value {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
      return try decoder.decode(Value.self, from: answer.body)
    } catch {
      throw CalendarAPIError.unavailable(Self.unreadable)
    }
  }
}
