import Evergreen
import Foundation
import PointApp
import SpecRun
import Synchronization

/// What every PointApp scenario shares: the app's in-memory backend (the survey catalogue and the
/// points ledger, the real one, not a fake), the time the scenario says it is, and when the server
/// answers (``ScenarioServer``: requests wait until a step lets it answer). Features started by a
/// scenario read the same backend, so answering a survey in one shows in the balance of another.
@MainActor
final class PointAppWorld {
  let today = Today()
  /// The device's disk: what the backend keeps survives ``restart()``.
  let disk = StorageClient.inMemory()
  private(set) var backend: PointAppBackend
  let server = ScenarioServer()
  /// What the app asked the server to do, as the server saw it.
  let log = ServerLog()
  /// Every survey the scenario published, open or not.
  private(set) var published: [Survey] = []

  init() {
    let today = self.today
    // An empty disk holds nothing to read, so restoring from it cannot fail.
    backend = try! PointAppBackend.restoring(from: disk, catalogue: [], now: { today.now })
  }

  /// The app is restarted: a new backend starts from what the disk keeps, with the catalogue
  /// published so far and the network as it is.
  func restart() throws {
    let reachable = backend.isReachable
    let today = self.today
    backend = try PointAppBackend.restoring(from: disk, catalogue: published, now: { today.now })
    backend.setReachable(reachable)
  }

  static func of(_ context: ScenarioContext) -> PointAppWorld { context.value(default: PointAppWorld.init) }

  /// The app's dependencies, pointing at this world's backend and clock. Every request waits for
  /// the server's answer (``ScenarioServer``) before the backend answers it.
  func install(into dependencies: inout DependencyValues) {
    let server = server
    let log = log
    let surveys = SurveyClient.inMemory(backend)
    dependencies.surveyClient = SurveyClient(
      fetchAvailable: {
        try await server.waitForAnswer()
        return try await surveys.fetchAvailable()
      },
      fetchByCategory: {
        try await server.waitForAnswer()
        return try await surveys.fetchByCategory($0)
      },
      findById: {
        try await server.waitForAnswer()
        return try await surveys.findById($0)
      },
      submitAnswer: {
        try await server.waitForAnswer()
        let earned = try await surveys.submitAnswer($0, $1)
        log.record(.answered(earned))
        return earned
      })
    let points = PointClient.inMemory(backend)
    dependencies.pointClient = PointClient(
      fetchBalance: {
        try await server.waitForAnswer()
        defer { log.record(.balanceRead) }
        return try await points.fetchBalance()
      },
      fetchHistory: {
        try await server.waitForAnswer()
        return try await points.fetchHistory($0)
      },
      addPoints: { amount, reason in
        try await server.waitForAnswer()
        try await log.recordingCredit(reason) { try await points.addPoints(amount, reason) }
      })
    let game = GamificationClient.inMemory(backend)
    dependencies.gamificationClient = GamificationClient(
      fetchMissions: {
        try await server.waitForAnswer()
        return try await game.fetchMissions($0)
      },
      saveMissions: {
        try await server.waitForAnswer()
        try await game.saveMissions($0, $1)
      },
      creditReward: { mission, day in
        try await server.waitForAnswer()
        try await log.recordingCredit(.missionCompleted(title: mission.title)) {
          try await game.creditReward(mission, day)
        }
      },
      fetchStreak: {
        try await server.waitForAnswer()
        return try await game.fetchStreak()
      },
      saveStreak: { streak in
        try await server.waitForAnswer()
        try await game.saveStreak(streak)
        log.record(.streakSaved(streak))
      },
      fetchAchievements: {
        try await server.waitForAnswer()
        do {
          return try await game.fetchAchievements()
        } catch {
          log.record(.boardRead)  // the board's load stops here
          throw error
        }
      },
      saveAchievements: {
        try await server.waitForAnswer()
        try await game.saveAchievements($0)
      },
      fetchProgress: {
        try await server.waitForAnswer()
        defer { log.record(.boardRead) }
        return try await game.fetchProgress()
      })
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

  /// Shows a screen: its `onAppear` sent as the user opening it (a `When`) or, `arranged`, as a
  /// `Given` that sets the scene, the server answering at once and what loads taken as described.
  ///
  /// ```swift
  /// let store = world.start(StreakFeature.State(), in: context) { StreakFeature() }
  /// await world.show(store, appearing: .onAppear, arranged: arranged)
  /// ```
  func show<State, Action>(_ store: ScenarioStore<State, Action>, appearing onAppear: Action, arranged: Bool) async {
    if arranged {
      await settingTheScene { await store.arrange(onAppear) }
    } else {
      await store.send(onAppear)
    }
  }

  /// Runs `body`, a `Given` that sets the scene, with the server answering every request at once:
  /// what it loads is a precondition, not something the scenario watches.
  ///
  /// ```swift
  /// await world.settingTheScene { await store.arrange(.onAppear) }
  /// ```
  func settingTheScene(_ body: () async throws -> Void) async rethrows {
    server.answerAtOnce(true)
    defer { server.answerAtOnce(false) }
    try await body()
  }

  /// 「サーバーが応答する」 (`unreachable` false) or 「通信がタイムアウトする」 (`unreachable` true):
  /// every waiting request gets its answer, and so do the requests those answers lead to; or, with
  /// `onlyWaiting` (「サーバーが届いている要求にだけ応答する」), only the requests waiting now.
  func answerRequests(unreachable: Bool, onlyWaiting: Bool = false) async throws {
    guard server.waitingRequests > 0 else {
      throw StepFailure(
        "サーバーを待っているリクエストはありません。先の手順でリクエストを出してください（画面を開く・更新する、回答を送る）。")
    }
    let reachable = backend.isReachable
    guard reachable == !unreachable else {
      throw StepFailure(
        reachable
          ? "通信はつながっているので、サーバーは応答します。「サーバーが応答する」と書いてください。"
          : "通信が切れているので、リクエストはタイムアウトします。「通信がタイムアウトする」と書いてください。")
    }
    if onlyWaiting { await server.answerWaiting() } else { await server.answerEverything() }
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
      throw StepFailure("「\(title)」というアンケートは公開されていません。先に公開してください（前提 次のアンケートが公開されている）。")
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

  /// What achievements are measured against, as the server keeps it.
  func progress() async throws -> AchievementProgress {
    try await GamificationClient.inMemory(backend).fetchProgress()
  }

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
            "「\(name)」というカテゴリはありません。\(SurveyCategory.allCases.map(\.displayName).joined(separator: "、"))のどれかを書いてください。"
          )
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
