import Evergreen
import Foundation
import PointApp
import SpecRun
import Synchronization

/// What every PointApp scenario shares: the app's in-memory backend (the survey catalogue and the
/// points ledger, the real one, not a fake) and the time the scenario says it is. Features started
/// by a scenario read the same backend, so answering a survey in one shows in the balance of
/// another.
@MainActor
final class PointAppWorld {
  let today = Today()
  let backend: PointAppBackend
  /// Every survey the scenario published, open or not.
  private(set) var published: [Survey] = []

  init() {
    let today = self.today
    backend = PointAppBackend(catalogue: [], now: { today.now })
  }

  static func of(_ context: ScenarioContext) -> PointAppWorld { context.value(default: PointAppWorld.init) }

  /// The app's dependencies, pointing at this world's backend and clock.
  func install(into dependencies: inout DependencyValues) {
    dependencies.surveyClient = .inMemory(backend)
    dependencies.pointClient = .inMemory(backend)
    dependencies.gamificationClient = .inMemory(backend)
    let today = self.today
    dependencies.date = DateGenerator { today.now }
    dependencies.calendar = ScenarioDates.calendar
    dependencies.timeZone = ScenarioDates.timeZone
  }

  /// Starts the scenario's feature on this world's backend and clock.
  ///
  /// ```swift
  /// let store = PointAppWorld.of(context).start(PointHistoryFeature.State(), in: context) { PointHistoryFeature() }
  /// ```
  func start<R: Reducer>(
    _ initialState: R.State, in context: ScenarioContext, _ reducer: () -> R
  ) -> ScenarioStoreOf<R> where R.State: Equatable {
    let store = ScenarioStoreOf<R>(initialState: initialState, reducer: reducer) { install(into: &$0) }
    context.start(store)
    return store
  }

  /// The surveys of `table` (columns タイトル, カテゴリ, ポイント, 所要時間 and 締切; only タイトル is
  /// required), published in the catalogue.
  func publishSurveys(_ table: DataTable?) throws {
    try publish(table.decode([PublishedSurvey].self).map { try $0.survey() })
  }

  func publish(_ surveys: [Survey]) {
    published += surveys
    backend.publish(surveys)
  }

  /// The published survey titled `title`.
  func survey(titled title: String) throws -> Survey {
    guard let survey = published.first(where: { $0.title == title }) else {
      throw StepFailure("No survey 「\(title)」 is published; publish it first (前提 次のアンケートが公開されている).")
    }
    return survey
  }

  /// Credits each row of `table` (columns 日付 as 2026-11-15, アンケート, ポイント) for answering
  /// that survey, on that day.
  func credit(_ table: DataTable?) throws {
    let now = today.now
    defer { today.set(now) }
    for row in try table.decode([Credit].self) {
      today.set(try ScenarioDates.day(row.日付).addingTimeInterval(12 * 3_600))
      try credit(row.ポイント, forSurvey: row.アンケート)
    }
  }

  /// A row of 「これまでに次のポイントをもらっている:」.
  private struct Credit: Decodable {
    var 日付: String
    var アンケート: String
    var ポイント: Int
  }

  /// Publishes `times` surveys of `points` points (「アンケート1」, 「アンケート2」…), answers each and
  /// credits its points, as the app does.
  func answerSurveys(times: Int, points: Int) async throws {
    let client = SurveyClient.inMemory(backend)
    for number in 0..<times {
      let survey = Survey.fixture(title: "アンケート\(number + 1)", reward: try PointAmount(points))
      publish([survey])
      let earned = try await client.submitAnswer(survey.id, [])
      try backend.credit(earned, for: .surveyAnswered(title: survey.title))
    }
  }

  func credit(_ points: Int, forSurvey title: String) throws {
    try backend.credit(PointAmount(points), for: .surveyAnswered(title: title))
  }

  /// Sets the streak the app keeps.
  func saveStreak(_ streak: Streak) async throws { try await GamificationClient.inMemory(backend).saveStreak(streak) }

  /// The points balance the ledger adds up to.
  func balance() -> PointAmount { backend.ledgerBalance.available }

  /// A row of 「次のアンケートが公開されている:」; every column but タイトル may be left out.
  private struct PublishedSurvey: Decodable {
    var タイトル: String
    var カテゴリ: String?
    var ポイント: Int?
    var 所要時間: Int?
    var 締切: String?

    func survey() throws -> Survey {
      let category = try カテゴリ.map { name in
        guard let category = SurveyCategory(displayName: name) else {
          throw StepFailure(
            "Unknown category 「\(name)」; use one of \(SurveyCategory.allCases.map(\.displayName).joined(separator: "、")).")
        }
        return category
      }
      return Survey.fixture(
        title: タイトル, description: "", reward: try PointAmount(ポイント ?? 100), estimatedMinutes: 所要時間 ?? 5,
        expiresAt: try 締切.map(ScenarioDates.endOfDay) ?? .distantFuture, category: category ?? .product)
    }
  }
}

/// The scenario's "now", which steps may move.
final class Today: Sendable {
  private let date = Mutex(ScenarioDates.startOfScenario)
  var now: Date { date.withLock { $0 } }
  func set(_ now: Date) { date.withLock { $0 = now } }
}

