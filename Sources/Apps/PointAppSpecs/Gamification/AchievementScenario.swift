import Evergreen
import PointApp
import SpecRun

/// What the achievement scenarios do, in the product's words.
@MainActor
final class AchievementScenario: FeatureScenario {
  private(set) var store: ScenarioStoreOf<AchievementFeature>?

  static let notStartedHint = "アチーブメントがまだ開いていません。「もし アチーブメント画面を開く」から始めてください。"

  /// Opens the achievements (again: the screen appears again); when `arranged` (a Given), the
  /// server answers at once and what loads counts as described.
  func open(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    let store = self.store ?? world.start(AchievementFeature.State(), in: context) { AchievementFeature() }
    self.store = store
    await world.show(store, appearing: .onAppear, arranged: arranged)
  }

  /// The screen shows that the achievements are loading, waiting for the server.
  func expectLoading() throws { try running().expect(\.isLoading, true) }

  /// The unlocked achievements are the rows of `table` (アチーブメント, 解除日), the others locked;
  /// the newly unlocked are `newly`, unlocked now, the others on the day they were unlocked before.
  /// The board it was seen loading came back, with the progress the server keeps.
  func expectUnlocked(_ table: DataTable?, newly: [String], in context: ScenarioContext) async throws {
    let rows = table?.hashes ?? []
    let store = try running()
    let world = PointAppWorld.of(context)
    let now = world.today.now
    let before = store.described.achievements
    let unlocked = Dictionary(
      rows.map { ($0["アチーブメント"] ?? "", $0["解除日"] ?? "") }, uniquingKeysWith: { first, _ in first })
    for title in unlocked.keys where !before.contains(where: { $0.title == title }) {
      throw StepFailure("「\(title)」というアチーブメントはありません。")
    }
    let expected = try before.map { achievement in
      guard let day = unlocked[achievement.title] else { return achievement }
      let date = newly.contains(achievement.title) ? now : achievement.unlockedAt
      guard let date, ScenarioDates.dayText(date) == day else {
        throw StepFailure(
          "「\(achievement.title)」が \(day) に解除されたはずはありません。\(newly.contains(achievement.title) ? "今日新しく解除されたものです" : "新しく解除されたものではありません")。"
        )
      }
      return Achievement(
        id: achievement.id, title: achievement.title, condition: achievement.condition, unlockedAt: date)
    }
    for title in newly where unlocked[title] == nil {
      throw StepFailure("「\(title)」は新しく解除されましたが、表にありません。")
    }
    let loads = store.described.isLoading ? 1 : 0
    for result in try await store.expectReceived(
      /AchievementFeature.Action.boardLoaded, times: loads, "アチーブメント一覧の読み込み結果")
    {
      _ = try result.succeeded("アチーブメントの読み込み")
    }
    let progress = try await world.progress()
    try store.expect {
      $0.achievements = expected
      $0.progress = progress
      $0.newlyUnlocked = newly
      $0.isLoading = false
    }
  }
}
