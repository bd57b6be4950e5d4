import Evergreen
import PointApp
import SpecRun

/// What the daily mission scenarios do, in the product's words.
@MainActor
final class DailyMissionScenario: FeatureScenario {
  private(set) var store: ScenarioStoreOf<DailyMissionFeature>?
  private var world: PointAppWorld?
  /// How much of the server's log the steps have accounted for.
  private var seenByMissions = 0
  private var seenByError = 0

  static let notStartedHint = "ミッションがまだ開いていません。「もし ミッション画面を開く」から始めてください。"

  /// Opens the missions; when `arranged` (a Given), the server answers at once and what loads
  /// counts as described.
  func open(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    self.world = world
    let store = world.start(DailyMissionFeature.State(), in: context) { DailyMissionFeature() }
    self.store = store
    await world.show(store, appearing: .onAppear, arranged: arranged)
    let seen = world.log.all.count
    (seenByMissions, seenByError) = (seen, seen)
  }

  func record(_ event: MissionEvent) async throws { try await running().send(.progressRecorded(event)) }

  func claim(_ title: String) async throws {
    let store = try running()
    guard let mission = store.state.missions.first(where: { $0.title == title }) else {
      throw StepFailure("「\(title)」というミッションはありません。今日のミッションは\(store.state.missions.map { "「\($0.title)」" }.joined())です。")
    }
    await store.send(.claimRewardTapped(mission.kind))
  }

  /// The missions of `day` are the rows of `table` (ミッション, 進み具合, 目標, 報酬 = 受け取り済み,
  /// 受け取り中, 未受け取り or 未達成): loaded if the screen was seen loading, and each reward the
  /// server credited since the last look came back.
  func expectMissions(_ table: DataTable?, on day: String) async throws {
    guard let table else { throw StepFailure("ミッションは表で書いてください: | ミッション | 進み具合 | 目標 | 報酬 |") }
    let (store, world) = try scene()
    let expected = try ExpectedMissions.screen(table.hashes) { row in
      guard let progress = Int(row["進み具合"] ?? ""), let goal = Int(row["目標"] ?? "") else {
        throw StepFailure("進み具合と目標は整数で書いてください。この行は \(row) です。")
      }
      return (progress, goal)
    }
    let start = try ScenarioDates.day(day)
    let loads = store.described.isLoading ? 1 : 0
    for result in try await store.expectReceived(
      /DailyMissionFeature.Action.missionsLoaded, times: loads, "ミッション一覧")
    {
      _ = try result.succeeded("ミッションの読み込み")
    }
    let (entries, seen) = world.log.since(seenByMissions)
    let rewards = entries.credits(failed: false)
    let credited = try await store.expectReceived(
      /DailyMissionFeature.Action.rewardCredited, times: rewards.count, "報酬の付与結果")
    for (_, _, result) in credited { _ = try result.succeeded("報酬の付与") }
    seenByMissions = seen
    let shown = { (state: DailyMissionFeature.State) in
      ExpectedMissions.seen(state.missions, crediting: state.crediting, columns: table.raw.first ?? [])
    }
    try store.expect(table, seen: shown) {
      $0.missions = expected.missions
      $0.crediting = expected.crediting
      $0.day = start
      $0.isLoading = false
    }
  }

  /// The screen shows the error `message`: each reward the server could not credit since the last
  /// look came back failed.
  func expectError(_ message: String) async throws {
    let (store, world) = try scene()
    let (entries, seen) = world.log.since(seenByError)
    let failures = entries.credits(failed: true)
    guard !failures.isEmpty else {
      throw StepFailure("前に見たあと、サーバーが断った報酬はありません。エラーは出ようがありません。")
    }
    let credited = try await store.expectReceived(
      /DailyMissionFeature.Action.rewardCredited, times: failures.count, "断られた報酬")
    for (_, _, result) in credited { _ = try result.failed("報酬の付与") }
    seenByError = seen
    try store.expect { $0.errorMessage = message }
  }

  /// The screen shows that the missions of `day` are loading, waiting for the server.
  func expectLoading(on day: String) throws {
    let start = try ScenarioDates.day(day)
    try running().expect {
      $0.day = start
      $0.isLoading = true
    }
  }

  func expectNoError() throws { try running().expect(\.errorMessage, nil) }

  private func scene() throws -> (store: ScenarioStoreOf<DailyMissionFeature>, world: PointAppWorld) {
    let store = try running()
    guard let world else { throw StepFailure(Self.notStartedHint) }
    return (store, world)
  }
}
