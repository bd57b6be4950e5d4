import Evergreen
import PointApp
import SpecRun

/// What the daily mission scenarios do, in the product's words.
@MainActor
final class DailyMissionScenario {
  private(set) var store: ScenarioStoreOf<DailyMissionFeature>?

  static func of(_ context: ScenarioContext) -> DailyMissionScenario { context.value(default: DailyMissionScenario.init) }

  /// Opens the missions; when `arranged` (a Given), the server answers at once and what loads
  /// counts as described.
  func open(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    let store = world.start(DailyMissionFeature.State(), in: context) { DailyMissionFeature() }
    self.store = store
    if arranged {
      await world.settingTheScene { await store.arrange(.onAppear) }
    } else {
      await store.send(.onAppear)
    }
  }

  func running() throws -> ScenarioStoreOf<DailyMissionFeature> {
    guard let store else { throw StepFailure("The missions are not open yet: start with 「もし ミッション画面を開く」.") }
    return store
  }

  func record(_ event: MissionEvent) async throws { try await running().send(.progressRecorded(event)) }

  func claim(_ title: String) async throws {
    let store = try running()
    guard let mission = store.state.missions.first(where: { $0.title == title }) else {
      throw StepFailure("No mission 「\(title)」; today's are \(store.state.missions.map { "「\($0.title)」" }.joined()).")
    }
    await store.send(.claimRewardTapped(mission.kind))
  }

  /// Today's missions are the rows of `table` (ミッション, 進み具合, 目標, 報酬 = 受け取り済み or
  /// 未受け取り or 未達成), for the day `day`.
  func expectMissions(_ table: DataTable?, on day: String) async throws {
    guard let table else { throw StepFailure("Give the missions as a table: | ミッション | 進み具合 | 目標 | 報酬 |") }
    let store = try await settled()
    let shown = store.state.missions.map { mission in
      [mission.title, "\(mission.progress)", "\(mission.goal)", Self.rewardStatus(mission)]
    }
    guard shown == table.rows else {
      throw StepFailure("Today's missions are \(shown), not \(table.rows).")
    }
    guard let shownDay = store.state.day, ScenarioDates.dayText(shownDay) == day else {
      throw StepFailure("The missions are of \(store.state.day.map(ScenarioDates.dayText) ?? "no day"), not \(day).")
    }
    let missions = store.state.missions
    try store.expect {
      $0.missions = missions
      $0.day = shownDay
      $0.isLoading = false
    }
  }

  func expectError(_ message: String) async throws {
    let store = try await settled()
    try store.expect { $0.errorMessage = message }
  }

  /// The screen shows that the missions of `day` are loading, waiting for the server.
  func expectLoading(on day: String) throws {
    let store = try running()
    guard let shownDay = store.state.day, ScenarioDates.dayText(shownDay) == day else {
      throw StepFailure("The missions loading are of \(store.state.day.map(ScenarioDates.dayText) ?? "no day"), not \(day).")
    }
    try store.expect {
      $0.day = shownDay
      $0.isLoading = true
    }
  }

  func expectNoError() throws { try running().expect(\.errorMessage, nil) }

  private static func rewardStatus(_ mission: DailyMission) -> String {
    mission.isRewarded ? "受け取り済み" : mission.isCompleted ? "未受け取り" : "未達成"
  }

  private func settled() async throws -> ScenarioStoreOf<DailyMissionFeature> {
    let store = try running()
    await store.expectEveryReceived(/DailyMissionFeature.Action.missionsLoaded)
    await store.expectEveryReceived(/DailyMissionFeature.Action.rewardCredited)
    return store
  }
}
