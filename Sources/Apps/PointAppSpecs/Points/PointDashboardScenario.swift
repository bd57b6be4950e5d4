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

  /// Opens the points screen; when `arranged` (a Given), the server answers at once and what
  /// loads counts as described.
  func open(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    let store = world.start(PointDashboardFeature.State(), in: context) { PointDashboardFeature() }
    self.store = store
    if arranged {
      await world.settingTheScene { await store.arrange(.onAppear) }
    } else {
      await store.send(.onAppear)
    }
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

  /// The screen shows that the balance is loading, waiting for the server.
  func expectLoading() throws { try running().expect(\.isLoading, true) }

  func expectNoError() throws { try running().expect(\.errorMessage, nil) }

  private func loaded() async throws -> ScenarioStoreOf<PointDashboardFeature> {
    let store = try running()
    await store.expectEveryReceived(/PointDashboardFeature.Action.balanceLoaded)
    return store
  }
}
