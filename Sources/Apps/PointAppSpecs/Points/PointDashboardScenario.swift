import Evergreen
import Foundation
import PointApp
import SpecRun

/// What the points screen scenarios do, in the product's words.
@MainActor
final class PointDashboardScenario: FeatureScenario {
  private(set) var store: ScenarioStoreOf<PointDashboardFeature>?

  static let notStartedHint = "ポイント画面がまだ開いていません。「もし ポイント画面を開く」から始めてください。"

  /// Opens the points screen; when `arranged` (a Given), the server answers at once and what
  /// loads counts as described.
  func open(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    let store = world.start(PointDashboardFeature.State(), in: context) { PointDashboardFeature() }
    self.store = store
    await world.show(store, appearing: .onAppear, arranged: arranged)
  }

  func refresh() async throws { try await running().send(.refreshTapped) }

  /// The screen shows a balance of `points`, worth `yen`: the load it was seen waiting for came
  /// back with it.
  func expectBalance(_ points: Int, yen: Int) async throws {
    let store = try running()
    let balance = PointBalance(available: try PointAmount(points))
    guard balance.toYen() == Decimal(yen) else {
      throw StepFailure("\(points)ポイントは\(balance.toYen())円で、\(yen)円ではありません。")
    }
    for result in try await loaded(store) { _ = try result.succeeded("残高の読み込み") }
    try store.expect {
      $0.balance = balance
      $0.isLoading = false
    }
  }

  /// The load the screen was seen waiting for failed, and the screen says why.
  func expectError(_ message: String) async throws {
    let store = try running()
    let results = try await loaded(store)
    guard !results.isEmpty else {
      throw StepFailure("ポイント画面が読み込み中になったところを見ていないので、読み込みが失敗したはずはありません。")
    }
    for result in results { _ = try result.failed("残高の読み込み") }
    try store.expect {
      $0.errorMessage = message
      $0.isLoading = false
    }
  }

  /// The screen shows that the balance is loading, waiting for the server.
  func expectLoading() throws { try running().expect(\.isLoading, true) }

  func expectNoError() throws { try running().expect(\.errorMessage, nil) }

  /// The results of the one load a step saw the screen waiting for (none if it was not loading).
  private func loaded(_ store: ScenarioStoreOf<PointDashboardFeature>) async throws -> [Result<PointBalance, any Error>]
  {
    try await store.expectReceived(
      /PointDashboardFeature.Action.balanceLoaded, times: store.described.isLoading ? 1 : 0, "残高の読み込み結果")
  }
}
