import Evergreen
import PointApp
import SpecRun

/// What the achievement scenarios do, in the product's words.
@MainActor
final class AchievementScenario {
  private(set) var store: ScenarioStoreOf<AchievementFeature>?

  static func of(_ context: ScenarioContext) -> AchievementScenario { context.value(default: AchievementScenario.init) }

  /// Opens the achievements (again: the screen appears again); when `arranged` (a Given), the
  /// server answers at once and what loads counts as described.
  func open(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    let store = self.store ?? world.start(AchievementFeature.State(), in: context) { AchievementFeature() }
    self.store = store
    if arranged {
      await world.settingTheScene { await store.arrange(.onAppear) }
    } else {
      await store.send(.onAppear)
    }
  }

  /// The screen shows that the achievements are loading, waiting for the server.
  func expectLoading() throws { try running().expect(\.isLoading, true) }

  func running() throws -> ScenarioStoreOf<AchievementFeature> {
    guard let store else { throw StepFailure("The achievements are not open yet: start with 「もし アチーブメント画面を開く」.") }
    return store
  }

  /// The unlocked achievements are the rows of `table` (アチーブメント, 解除日), the others locked;
  /// the newly unlocked are `newly`.
  func expectUnlocked(_ table: DataTable?, newly: [String]) async throws {
    let expected = table?.rows ?? []
    let store = try running()
    await store.expectEveryReceived(/AchievementFeature.Action.boardLoaded)
    let state = store.state
    let shown = state.achievements.compactMap { achievement in
      achievement.unlockedAt.map { [achievement.title, ScenarioDates.dayText($0)] }
    }
    guard shown == expected else { throw StepFailure("The unlocked achievements are \(shown), not \(expected).") }
    guard state.newlyUnlocked == newly else {
      throw StepFailure("Newly unlocked are \(state.newlyUnlocked), not \(newly).")
    }
    try store.expect {
      $0.achievements = state.achievements
      $0.progress = state.progress
      $0.newlyUnlocked = newly
      $0.isLoading = false
    }
  }
}
