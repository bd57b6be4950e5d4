import Evergreen
import PointApp
import SpecRun

/// What the whole-app scenarios do, in the product's words: the app with all its tabs, against
/// the scenario's backend.
@MainActor
final class AppScenario {
  typealias Action = AppFeature.Action
  private(set) var store: ScenarioStoreOf<AppFeature>?

  static func of(_ context: ScenarioContext) -> AppScenario { context.value(default: AppScenario.init) }

  /// Starts the app; when `arranged`, what it loads counts as described (a Given).
  func launch(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    let store = world.start(AppFeature.State(), in: context) { AppFeature() }
    self.store = store
    if arranged {
      await world.settingTheScene { await store.arrange(.onAppear) }
    } else {
      await store.send(.onAppear)
    }
  }

  func running() throws -> ScenarioStoreOf<AppFeature> {
    guard let store else { throw StepFailure("The app is not running: start with 「もし アプリを起動する」.") }
    return store
  }

  func select(_ tab: AppFeature.Tab) async throws { try await running().send(.tabSelected(tab)) }

  /// Taps the survey titled `title` in the list and sends the (empty) answers of a survey without
  /// questions.
  func answer(_ title: String) async throws {
    let store = try running()
    guard let survey = store.state.surveyList.surveys.first(where: { $0.title == title }) else {
      throw StepFailure("「\(title)」 is not in the survey list.")
    }
    await store.send(.surveyList(.surveyTapped(survey)))
    await store.send(.surveyList(.detail(.presented(.submitButtonTapped))))
  }

  func expectSurveys(_ titles: [String]) async throws {
    let store = try await settled()
    let shown = store.state.surveyList
    guard shown.surveys.map(\.title) == titles else {
      throw StepFailure("The survey tab shows \(shown.surveys.map(\.title)), not \(titles).")
    }
    try store.expect {
      $0.surveyList.surveys = shown.surveys
      $0.surveyList.isLoading = false
    }
  }

  func expectEarned(_ points: Int, answering title: String) async throws {
    let store = try await settled()
    let list = store.state.surveyList
    guard let detail = list.detail, detail.survey.title == title, detail.earnedPoints?.value == points else {
      throw StepFailure("The answer screen of 「\(title)」 does not show \(points) points earned.")
    }
    try store.expect {
      $0.surveyList.detail = detail
      $0.surveyList.surveys = list.surveys
    }
  }

  func expectBalance(_ points: Int) async throws {
    let store = try await settled()
    let dashboard = store.state.pointDashboard
    guard dashboard.balance?.available.value == points else {
      throw StepFailure("The points tab shows \(dashboard.balance?.available.value ?? 0) points, not \(points).")
    }
    try store.expect {
      $0.pointDashboard.balance = dashboard.balance
      $0.pointDashboard.isLoading = false
    }
  }

  func expectHistory(_ count: Int) async throws {
    let store = try await settled()
    let history = store.state.pointHistory
    guard history.transactions.count == count else {
      throw StepFailure("The history shows \(history.transactions.count) entries, not \(count).")
    }
    try store.expect { $0.pointHistory = history }
  }

  /// Today's missions, as `ミッション | 進み具合 | 報酬` rows.
  func expectMissions(_ table: DataTable?) async throws {
    guard let table else { throw StepFailure("Give the missions as a table: | ミッション | 進み具合 | 報酬 |") }
    let store = try await settled()
    let missions = store.state.dailyMission
    let shown = missions.missions.map { mission in
      [mission.title, "\(mission.progress)/\(mission.goal)", mission.isRewarded ? "受け取り済み" : mission.isCompleted ? "未受け取り" : "未達成"]
    }
    guard shown == table.rows else { throw StepFailure("The missions are \(shown), not \(table.rows).") }
    try store.expect { $0.dailyMission = missions }
  }

  func expectStreak(_ days: Int) async throws {
    let store = try await settled()
    let streak = store.state.streak
    guard streak.streak.current == days else { throw StepFailure("The streak is \(streak.streak.current) days, not \(days).") }
    try store.expect { $0.streak = streak }
  }

  func expectNewlyUnlocked(_ titles: [String]) async throws {
    let store = try await settled()
    let achievement = store.state.achievement
    guard achievement.newlyUnlocked == titles else {
      throw StepFailure("Newly unlocked are \(achievement.newlyUnlocked), not \(titles).")
    }
    try store.expect { $0.achievement = achievement }
  }

  /// Every tab shows that it is loading, waiting for the server (the history loads once its tab
  /// is shown).
  func expectEveryTabLoading() async throws {
    let store = try await settled()
    try store.expect {
      $0.surveyList.isLoading = true
      $0.pointDashboard.isLoading = true
      $0.dailyMission.isLoading = true
      $0.dailyMission.day = store.state.dailyMission.day
      $0.streak.isLoading = true
      $0.achievement.isLoading = true
    }
  }

  /// The answer screen of `title` shows that its answers are being sent.
  func expectSubmitting(_ title: String) async throws {
    let store = try await settled()
    guard let detail = store.state.surveyList.detail, detail.survey.title == title, detail.isSubmitting else {
      throw StepFailure("The answer screen of 「\(title)」 is not sending its answers.")
    }
    try store.expect { $0.surveyList.detail = detail }
  }

  /// The points tab shows that the history is loading.
  func expectHistoryLoading() async throws {
    let store = try await settled()
    try store.expect { $0.pointHistory.isLoading = true }
  }

  func expectTab(_ tab: AppFeature.Tab) throws { try running().expect(\.selectedTab, tab) }

  /// The store, after taking every action that came back as seen (the state steps describe what
  /// they did).
  private func settled() async throws -> ScenarioStoreOf<AppFeature> {
    let store = try running()
    await store.expectEveryReceived(/Action.surveyList)
    await store.expectEveryReceived(/Action.pointDashboard)
    await store.expectEveryReceived(/Action.pointHistory)
    await store.expectEveryReceived(/Action.dailyMission)
    await store.expectEveryReceived(/Action.streak)
    await store.expectEveryReceived(/Action.achievement)
    return store
  }
}
