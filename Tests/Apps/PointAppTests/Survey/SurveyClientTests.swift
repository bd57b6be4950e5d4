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
