import CalendarCore
import CalendarCoreLive
import Foundation
import TestSupport
import Testing

/// The live client's HTTP contract, against a small server on 127.0.0.1 that each test starts.
@Suite("本番のクライアントはHTTPとJSONでサーバーと話す（ループバックのサーバーで確かめる）", .serialized)
struct LiveCalendarAPITests {
  nonisolated static let standUp = Meeting(
    id: UUID(uuidString: "00000000-0000-0000-0000-000000000007")!, title: "朝会",
    start: Date(timeIntervalSince1970: 1_795_395_600), end: Date(timeIntervalSince1970: 1_795_397_400))
  nonisolated static let standUpJSON =
    #"{"id":"00000000-0000-0000-0000-000000000007","title":"朝会","start":"2026-11-23T01:00:00Z","end":"2026-11-23T01:30:00Z"}"#

  func signedIn(_ token: String = "t-1") -> TokenStore {
    let tokens = TokenStore.inMemory()
    tokens.save(token)
    return tokens
  }

  @Test("ログインはメールアドレスとパスワードをJSONでPOSTし、利用者とトークンを受け取る")
  func signIn() async throws {
    let server = try LoopbackHTTPServer(basePath: "/api") { _ in
      .json(200, #"{"user":{"name":"taro","email":"taro@example.com"},"token":"t-1"}"#)
    }
    defer { server.stop() }
    let client = CalendarAPIClient.live(baseURL: server.baseURL, tokens: .inMemory())

    let answer = try await client.signIn("taro@example.com", "password1")

    #expect(answer == .init(user: User(name: "taro", email: "taro@example.com"), token: "t-1"))
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.path == "/api/signin")
    #expect(request.headers["content-type"] == "application/json")
    #expect(request.headers["authorization"] == nil)
    let body = try #require(request.json as? [String: String])
    #expect(body == ["email": "taro@example.com", "password": "password1"])
  }

  @Test("ログインが401なら、メールアドレスかパスワードの誤り")
  func signInRefused() async throws {
    let server = try LoopbackHTTPServer(basePath: "/api") { _ in .empty(401) }
    defer { server.stop() }
    let client = CalendarAPIClient.live(baseURL: server.baseURL, tokens: .inMemory())
    await #expect(throws: CalendarAPIError.wrongCredentials) {
      try await client.signIn("taro@example.com", "password2")
    }
  }

  @Test("会議はトークンをAuthorizationに付けてGETし、ISO 8601の日時で読む")
  func fetchMeetings() async throws {
    let server = try LoopbackHTTPServer(basePath: "/api") { _ in .json(200, "[\(Self.standUpJSON)]") }
    defer { server.stop() }
    let client = CalendarAPIClient.live(baseURL: server.baseURL, tokens: signedIn())

    #expect(try await client.fetchMeetings() == [Self.standUp])
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.path == "/api/meetings")
    #expect(request.headers["authorization"] == "Bearer t-1")
  }

  @Test("作成は会議をJSONでPOSTして保存された会議を受け取り、削除はidのURLへDELETEする")
  func createAndDelete() async throws {
    let server = try LoopbackHTTPServer(basePath: "/api") { request in
      request.method == "POST" ? .json(201, String(decoding: request.body, as: UTF8.self)) : .empty(204)
    }
    defer { server.stop() }
    let client = CalendarAPIClient.live(baseURL: server.baseURL, tokens: signedIn())

    #expect(try await client.createMeeting(Self.standUp) == Self.standUp)
    try await client.deleteMeeting(Self.standUp.id)

    #expect(server.requests.map(\.method) == ["POST", "DELETE"])
    #expect(server.requests.map(\.path) == ["/api/meetings", "/api/meetings/00000000-0000-0000-0000-000000000007"])
    let sent = try #require(server.requests.first?.json as? [String: String])
    #expect(
      sent == [
        "id": "00000000-0000-0000-0000-000000000007", "title": "朝会", "start": "2026-11-23T01:00:00Z",
        "end": "2026-11-23T01:30:00Z",
      ])
    #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer t-1" })
  }

  @Test("ログイン後の呼び出しが401ならセッション切れ、ほかのエラーや読めない応答は利用者向けの理由になる")
  func failures() async throws {
    let server = try LoopbackHTTPServer(basePath: "/api") { request in
      switch request.path {
      case "/api/meetings": request.method == "GET" ? .empty(401) : .json(500, "{}")
      default: .json(200, "not json")
      }
    }
    defer { server.stop() }
    let client = CalendarAPIClient.live(baseURL: server.baseURL, tokens: signedIn())

    await #expect(throws: CalendarAPIError.unauthorized) { try await client.fetchMeetings() }
    await #expect(throws: CalendarAPIError.unavailable("サーバーでエラーが起きました（HTTP 500）")) {
      try await client.createMeeting(Self.standUp)
    }
    await #expect(throws: CalendarAPIError.unavailable("サーバーの応答を読み取れませんでした")) {
      try await client.signIn("taro@example.com", "password1")
    }
  }

  @Test("サーバーにつながらなければ、つながらないという理由になる")
  func unreachable() async throws {
    let server = try LoopbackHTTPServer(basePath: "/api") { _ in .empty(204) }
    let closedPort = server.baseURL
    try await server.closed()
    let client = CalendarAPIClient.live(baseURL: closedPort, tokens: signedIn())
    await #expect(throws: CalendarAPIError.unavailable("サーバーに接続できませんでした。時間をおいて再度お試しください")) {
      try await client.fetchMeetings()
    }
  }

  @Test("アプリが入れる値は環境変数ONLINE_CALENDAR_API_URLのサーバーと話し、なければ端末内のサーバーを使う")
  func liveValueFollowsTheEnvironment() async throws {
    let server = try LoopbackHTTPServer(basePath: "/api") { _ in .json(200, "[]") }
    defer { server.stop() }
    let tokens = signedIn()

    let overHTTP = CalendarAPIClient(
      environment: ["ONLINE_CALENDAR_API_URL": server.baseURL.absoluteString], tokens: tokens)
    #expect(try await overHTTP.fetchMeetings() == [])
    #expect(server.requests.map(\.path) == ["/api/meetings"])

    let inMemory = CalendarAPIClient(environment: [:], tokens: tokens)
    await #expect(throws: CalendarAPIError.unauthorized) { try await inMemory.fetchMeetings() }
    #expect(server.requests.count == 1)
  }
}
