import Evergreen
import PointApp
import SpecRun

/// What the points history scenarios do, in the product's words.
@MainActor
final class PointHistoryScenario {
  private(set) var store: ScenarioStoreOf<PointHistoryFeature>?

  static func of(_ context: ScenarioContext) -> PointHistoryScenario { context.value(default: PointHistoryScenario.init) }

  /// Opens the history; when `arranged` (a Given), the server answers at once and what loads
  /// counts as described.
  func open(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    let store = world.start(PointHistoryFeature.State(), in: context) { PointHistoryFeature() }
    self.store = store
    if arranged {
      await world.settingTheScene { await store.arrange(.onAppear) }
    } else {
      await store.send(.onAppear)
    }
  }

  func running() throws -> ScenarioStoreOf<PointHistoryFeature> {
    guard let store else { throw StepFailure("The history is not open yet: start with 「もし ポイント履歴を開く」.") }
    return store
  }

  func loadMore() async throws { try await running().send(.loadMore) }

  /// The history shows `count` entries, and whether more can be loaded.
  func expectEntries(_ count: Int, more: Bool) async throws {
    let store = try await loaded()
    let shown = store.state
    guard shown.transactions.count == count, shown.hasMore == more else {
      throw StepFailure(
        "The history shows \(shown.transactions.count) entries \(shown.hasMore ? "with" : "without") more to load; expected \(count) \(more ? "with" : "without").")
    }
    try store.expect {
      $0.transactions = shown.transactions
      $0.loadedPages = shown.loadedPages
      $0.hasMore = more
      $0.isLoading = false
    }
  }

  /// The entries shown from the top are the rows of `table` (columns 内容, ポイント).
  func expectTop(_ table: DataTable?) throws {
    guard let table else { throw StepFailure("Give the entries as a table: | 内容 | ポイント |") }
    let expected = table.rows.map { $0.joined(separator: " ") }
    let shown = try running().state.transactions.prefix(expected.count).map { "\($0.reason) \($0.amount.value)" }
    guard shown == expected else {
      throw StepFailure("The history starts with \(shown), not \(expected).")
    }
  }

  func expectError(_ message: String) async throws {
    let store = try await loaded()
    try store.expect {
      $0.errorMessage = message
      $0.isLoading = false
    }
  }

  /// The history shows that a page is loading, waiting for the server.
  func expectLoading() throws { try running().expect(\.isLoading, true) }

  func expectNoError() throws { try running().expect(\.errorMessage, nil) }

  private func loaded() async throws -> ScenarioStoreOf<PointHistoryFeature> {
    let store = try running()
    await store.expectEveryReceived(/PointHistoryFeature.Action.pageLoaded)
    return store
  }
}
