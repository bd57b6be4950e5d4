import Evergreen
import Foundation
import PointApp
import SpecRun

/// What the login streak scenarios do, in the product's words.
@MainActor
final class StreakScenario: FeatureScenario {
  private(set) var store: ScenarioStoreOf<StreakFeature>?

  static let notStartedHint = "連続ログインがまだ開いていません。「もし アプリを開く」から始めてください。"

  func open(in context: ScenarioContext) async {
    let store = PointAppWorld.of(context).start(StreakFeature.State(), in: context) { StreakFeature() }
    self.store = store
    await store.send(.onAppear)
  }

  /// The streak shows `current` days in a row and `longest` at most, the login now counted: it
  /// was loaded (if seen loading) and saved when it changed.
  func expectStreak(current: Int, longest: Int, in context: ScenarioContext) async throws {
    let store = try running()
    let expected = Streak(current: current, longest: longest, lastLogin: PointAppWorld.of(context).today.now)
    if store.described.isLoading {
      let loaded = try await store.expectReceived(/StreakFeature.Action.streakLoaded, times: 1, "連続ログインの読み込み結果")[0]
      let saves = try loaded.succeeded("連続ログインの読み込み") == expected ? 0 : 1
      for result in try await store.expectReceived(/StreakFeature.Action.streakSaved, times: saves, "連続ログインの保存結果") {
        guard try result.succeeded("連続ログインの保存") == expected else {
          throw StepFailure("保存された連続ログインは \(result) で、\(expected) ではありません。")
        }
      }
    }
    try store.expect {
      $0.streak = expected
      $0.isLoading = false
    }
  }

  /// The streak shows that it is loading, waiting for the server.
  func expectLoading() throws { try running().expect(\.isLoading, true) }

  /// The streak the app keeps says the last login was at `moment`.
  func expectSavedLogin(_ moment: String, in context: ScenarioContext) async throws {
    let saved = try await GamificationClient.inMemory(PointAppWorld.of(context).backend).fetchStreak()
    guard saved.lastLogin == (try ScenarioDates.moment(moment)) else {
      throw StepFailure("保存された最後のログインは \(saved.lastLogin.map { "\($0)" } ?? "なし") で、\(moment) ではありません。")
    }
  }
}
