import Evergreen
import PointApp
import SpecRun

/// What the achievement scenarios do, in the product's words.
@MainActor
final class AchievementScenario {
  private(set) var store: ScenarioStoreOf<AchievementFeature>?

  static func of(_ context: ScenarioContext) -> AchievementScenario { context.value(default: AchievementScenario.init) }

  func open(in context: ScenarioContext) async {
    if let store {
      await store.send(.progressChanged)
      return
    }
    let store = PointAppWorld.of(context).start(AchievementFeature.State(), in: context) { AchievementFeature() }
    self.store = store
    await store.send(.onAppear)
  }

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
