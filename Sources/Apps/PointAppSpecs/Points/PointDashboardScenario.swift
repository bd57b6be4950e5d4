import Evergreen
import Foundation
import PointApp
import SpecRun

/// What the points screen scenarios do, in the product's words.
@MainActor
final class PointDashboardScenario {
  private(set) var store: ScenarioStoreOf<PointDashboardFeature>?

  static func of(_ context: ScenarioContext) -> PointDashboardScenario {
    context.value(default: PointDashboardScenario.init)
  }

  func open(in context: ScenarioContext) async {
    let store = PointAppWorld.of(context).start(PointDashboardFeature.State(), in: context) { PointDashboardFeature() }
    self.store = store
    await store.send(.onAppear)
  }

  func running() throws -> ScenarioStoreOf<PointDashboardFeature> {
    guard let store else { throw StepFailure("The points screen is not open yet: start with 「もし ポイント画面を開く」.") }
    return store
  }

  func refresh() async throws { try await running().send(.refreshTapped) }

  func expectBalance(_ points: Int, yen: Int) async throws {
    let store = try await loaded()
    guard let balance = store.state.balance else { throw StepFailure("No balance is shown.") }
    guard balance.available.value == points, balance.toYen() == Decimal(yen) else {
      throw StepFailure("The screen shows \(balance.available.value) points (\(balance.toYen()) yen), not \(points) (\(yen) yen).")
    }
    try store.expect {
      $0.balance = balance
      $0.isLoading = false
    }
  }

  func expectError(_ message: String) async throws {
    let store = try await loaded()
    try store.expect {
      $0.errorMessage = message
      $0.isLoading = false
    }
  }

  func expectNoError() throws { try running().expect(\.errorMessage, nil) }

  private func loaded() async throws -> ScenarioStoreOf<PointDashboardFeature> {
    let store = try running()
    await store.expectEveryReceived(/PointDashboardFeature.Action.balanceLoaded)
    return store
  }
}
