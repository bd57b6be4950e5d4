import Evergreen
import EvergreenReporting
import Foundation
import PointApp
import Testing

@Suite("アンケートの通信窓口")
struct SurveyClientTests {
  @Test("テストで差し替えていない窓口を使うと、その窓口の名前と差し替え方を知らせて失敗する")
  func testValueNamesEndpoint() async {
    var thrown: (any Error)?
    let issues = await IssueCollector.collect {
      do { _ = try await SurveyClient.testValue.fetchByCategory(.food) } catch { thrown = error }
    }
    #expect(
      issues.map(\.message) == [
        """
        Unimplemented: SurveyClient.fetchByCategory was called with (food) in a test that did not override it.

        Override it where the test creates its store, for example:
          withDependencies: { $0.surveyClient.fetchByCategory = { … } }
        """
      ])
    #expect(thrown as? UnimplementedFailure == UnimplementedFailure(endpoint: "SurveyClient.fetchByCategory"))
  }

  @Test("メモリ上のバックエンドは、回答済みと期限切れを除いたアンケートをカテゴリごとにも返す")
  func inMemoryCatalogue() async throws {
    let food = Survey.fixture(title: "食品", category: .food)
    let product = Survey.fixture(title: "商品", category: .product)
    let closed = Survey.fixture(title: "締切", expiresAt: TestDates.oneHourAgo)
    let backend = PointAppBackend(catalogue: [food, product, closed], now: { TestDates.now })
    let client = SurveyClient.inMemory(backend)
    #expect(try await client.fetchAvailable() == [food, product])
    #expect(try await client.fetchByCategory(.food) == [food])
    #expect(try await client.findById(closed.id) == closed)
    #expect(try await client.submitAnswer(food.id, []) == food.reward)
    #expect(try await client.fetchAvailable() == [product])
  }

  @Test("メモリ上のバックエンドは、不完全な回答と期限切れのアンケートを受け付けない")
  func inMemoryRejects() async throws {
    let asking = Survey.fixture(title: "質問あり", questions: [.fixture()])
    let closed = Survey.fixture(title: "締切", expiresAt: TestDates.oneHourAgo)
    let client = SurveyClient.inMemory(PointAppBackend(catalogue: [asking, closed], now: { TestDates.now }))
    await #expect(throws: SurveyError.incompleteAnswers) { try await client.submitAnswer(asking.id, []) }
    await #expect(throws: SurveyError.expired) { try await client.submitAnswer(closed.id, []) }
    await #expect(throws: BackendError.surveyNotFound(SurveyID("none"))) {
      try await client.submitAnswer(SurveyID("none"), [])
    }
  }
}

@Suite("プレビュー用のバックエンド")
struct PreviewBackendTests {
  @Test("サンプルのアンケートを出し、回答して記帳すると一覧・残高・履歴がそろって変わる")
  func coherentPreview() async throws {
    let backend = PointAppBackend(now: { TestDates.now })
    let surveys = SurveyClient.inMemory(backend)
    let points = PointClient.inMemory(backend)
    #expect(try await surveys.fetchAvailable() == Survey.samples)
    let travel = try #require(Survey.samples.first { $0.category == .travel })
    let answers = travel.questions.map { SurveyAnswer(questionId: $0.id, choosing: $0.kind.options[0]) }
    let earned = try await surveys.submitAnswer(travel.id, answers)
    try await points.addPoints(earned, .surveyAnswered(title: travel.title))
    #expect(try await surveys.fetchAvailable() == Survey.samples.filter { $0.id != travel.id })
    #expect(try await points.fetchBalance() == PointBalance(available: travel.reward))
    #expect(try await points.fetchHistory(1).transactions.map(\.amount) == [travel.reward])
  }
}
