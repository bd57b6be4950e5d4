import Foundation
import PointApp
import PointAppLive
import TestSupport
import Testing

/// The live survey client's contract, against a small HTTP server on the loopback interface that
/// the test starts itself (``LoopbackHTTPServer``).
@Suite("アンケートの通信窓口（HTTP）")
struct SurveyClientLiveTests {
  static let survey = Survey(
    id: SurveyID("s-1"), title: "お菓子の好み", description: "好きなお菓子について",
    questions: [try! SurveyQuestion(id: SurveyQuestionID("q1"), text: "甘いものは好き？", kind: .singleChoice(["はい", "いいえ"]))],
    reward: try! PointAmount(50), estimatedMinutes: 2, expiresAt: Date(timeIntervalSince1970: 1_798_729_200),
    category: .food)

  static func json(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return try! encoder.encode(value)
  }

  @Test("開いているアンケートを GET /surveys/available で読み込む")
  func fetchAvailable() async throws {
    let server = try LoopbackHTTPServer(basePath: "/v1") { _ in .json(200, Self.json([Self.survey])) }
    defer { server.stop() }
    let surveys = try await SurveyClient.live(baseURL: server.baseURL).fetchAvailable()
    #expect(surveys == [Self.survey])
    #expect(server.requests.map { "\($0.method) \($0.path)" } == ["GET /v1/surveys/available"])
  }

  @Test("カテゴリのアンケートを GET /surveys?category= で読み込む")
  func fetchByCategory() async throws {
    let server = try LoopbackHTTPServer(basePath: "/v1") { _ in .json(200, Self.json([Self.survey])) }
    defer { server.stop() }
    let surveys = try await SurveyClient.live(baseURL: server.baseURL).fetchByCategory(.food)
    #expect(surveys == [Self.survey])
    #expect(server.requests.map(\.path) == ["/v1/surveys?category=food"])
  }

  @Test("1件を GET /surveys/<id> で読み、なければ（404）nil")
  func findById() async throws {
    let server = try LoopbackHTTPServer(basePath: "/v1") { request in
      request.path == "/v1/surveys/s-1" ? .json(200, Self.json(Self.survey)) : .empty(404)
    }
    defer { server.stop() }
    let client = SurveyClient.live(baseURL: server.baseURL)
    #expect(try await client.findById(SurveyID("s-1")) == Self.survey)
    #expect(try await client.findById(SurveyID("none")) == nil)
  }

  @Test("回答を POST /surveys/<id>/answer に JSON で送り、獲得ポイントを受け取る")
  func submitAnswer() async throws {
    let server = try LoopbackHTTPServer(basePath: "/v1") { _ in .json(200, #"{"points":50}"#) }
    defer { server.stop() }
    let answers = [SurveyAnswer(questionId: SurveyQuestionID("q1"), choosing: "はい")]
    let earned = try await SurveyClient.live(baseURL: server.baseURL).submitAnswer(SurveyID("s-1"), answers)
    #expect(earned == (try PointAmount(50)))
    let request = try #require(server.requests.first)
    #expect("\(request.method) \(request.path)" == "POST /v1/surveys/s-1/answer")
    #expect(try JSONDecoder().decode([SurveyAnswer].self, from: request.body) == answers)
  }

  @Test("2xx 以外の応答はその状態コードで失敗する")
  func serverErrorThrows() async throws {
    let server = try LoopbackHTTPServer(basePath: "/v1") { _ in .empty(503) }
    defer { server.stop() }
    await #expect(throws: SurveyAPIError.status(503)) {
      try await SurveyClient.live(baseURL: server.baseURL).fetchAvailable()
    }
  }

  @Test("負の獲得ポイントは受け取らない")
  func negativePointsAreRefused() async throws {
    let server = try LoopbackHTTPServer(basePath: "/v1") { _ in .json(200, #"{"points":-5}"#) }
    defer { server.stop() }
    await #expect(throws: PointAmountError.negativeValue) {
      try await SurveyClient.live(baseURL: server.baseURL).submitAnswer(SurveyID("s-1"), [])
    }
  }

  @Test("アプリが入れる値は環境変数 POINTAPP_SURVEY_API のサーバーと話し、なければ端末内のデータを使う")
  func environmentChoosesTheServer() async throws {
    let server = try LoopbackHTTPServer(basePath: "/v1") { _ in .json(200, Self.json([Self.survey])) }
    defer { server.stop() }

    let overHTTP = SurveyClient(environment: ["POINTAPP_SURVEY_API": server.baseURL.absoluteString])
    #expect(try await overHTTP.fetchAvailable() == [Self.survey])

    let inMemory = SurveyClient(environment: [:])
    _ = try await inMemory.fetchAvailable()
    #expect(server.requests.map(\.path) == ["/v1/surveys/available"])
  }
}
