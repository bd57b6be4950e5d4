import Evergreen
import Foundation
import PointApp
import SpecRun

/// What the login streak scenarios do, in the product's words.
@MainActor
final class StreakScenario {
  private(set) var store: ScenarioStoreOf<StreakFeature>?

  static func of(_ context: ScenarioContext) -> StreakScenario { context.value(default: StreakScenario.init) }

  func open(in context: ScenarioContext) async {
    let store = PointAppWorld.of(context).start(StreakFeature.State(), in: context) { StreakFeature() }
    self.store = store
    await store.send(.onAppear)
  }

  func running() throws -> ScenarioStoreOf<StreakFeature> {
    guard let store else { throw StepFailure("The streak is not open yet: start with 「もし アプリを開く」.") }
    return store
  }

  /// The streak shows `current` days in a row and `longest` at most.
  func expectStreak(current: Int, longest: Int) async throws {
    let store = try running()
    await store.expectEveryReceived(/StreakFeature.Action.streakLoaded)
    await store.expectEveryReceived(/StreakFeature.Action.streakSaved)
    let streak = store.state.streak
    guard streak.current == current, streak.longest == longest else {
      throw StepFailure("The streak shows \(streak.current) days (longest \(streak.longest)), not \(current) (longest \(longest)).")
    }
    try store.expect {
      $0.streak = streak
      $0.isLoading = false
    }
  }

  /// The streak the app keeps says the last login was at `moment`.
  /// The streak shows that it is loading, waiting for the server.
  func expectLoading() throws { try running().expect(\.isLoading, true) }

  func expectSavedLogin(_ moment: String, in context: ScenarioContext) async throws {
    let saved = try await GamificationClient.inMemory(PointAppWorld.of(context).backend).fetchStreak()
    guard saved.lastLogin == (try ScenarioDates.moment(moment)) else {
      throw StepFailure("The last login kept is \(saved.lastLogin.map { "\($0)" } ?? "none"), not \(moment).")
    }
  }
}
