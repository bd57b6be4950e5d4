import Evergreen
import PointApp
import SpecRun

/// What the points history scenarios do, in the product's words.
@MainActor
final class PointHistoryScenario: FeatureScenario {
  private(set) var store: ScenarioStoreOf<PointHistoryFeature>?
  private var world: PointAppWorld?

  static let notStartedHint = "ポイント履歴がまだ開いていません。「もし ポイント履歴を開く」から始めてください。"

  /// Opens the history; when `arranged` (a Given), the server answers at once and what loads
  /// counts as described.
  func open(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    self.world = world
    let store = world.start(PointHistoryFeature.State(), in: context) { PointHistoryFeature() }
    self.store = store
    await world.show(store, appearing: .onAppear, arranged: arranged)
  }

  func loadMore() async throws { try await running().send(.loadMore) }

  /// The history shows `count` entries, the ledger's newest first, and whether more can be
  /// loaded: the page it was seen waiting for came back with them.
  func expectEntries(_ count: Int, more: Bool) async throws {
    let store = try running()
    guard let world else { throw StepFailure(Self.notStartedHint) }
    let ledger = Array(world.backend.ledgerEntries.reversed())
    guard count <= ledger.count, (count < ledger.count) == more else {
      throw StepFailure(
        "台帳には\(ledger.count)件あります。そのうち\(count)件を、続きが\(more ? "ある" : "ない")ように見せることはできません。"
      )
    }
    let pages = try await loaded(store)
    for result in pages { _ = try result.succeeded("履歴の読み込み") }
    let loadedPages = store.described.loadedPages + pages.count
    try store.expect {
      $0.transactions = Array(ledger.prefix(count))
      $0.loadedPages = loadedPages
      $0.hasMore = more
      $0.isLoading = false
    }
  }

  /// The entries shown from the top are the rows of `table` (columns 内容, ポイント).
  func expectTop(_ table: DataTable?) throws {
    guard let table else { throw StepFailure("履歴は表で書いてください: | 内容 | ポイント |") }
    let shown = try running().state.transactions.prefix(table.rows.count).map {
      ["\($0.reason)", "\($0.amount.value)"]
    }
    try table.expect(seen: DataTable(raw: [table.raw.first ?? []] + shown))
  }

  /// The page the history was seen waiting for failed, and the history says why.
  func expectError(_ message: String) async throws {
    let store = try running()
    let pages = try await loaded(store)
    guard !pages.isEmpty else { throw StepFailure("履歴が読み込み中になったところを見ていないので、ページの読み込みが失敗したはずはありません。") }
    for result in pages { _ = try result.failed("履歴の読み込み") }
    try store.expect {
      $0.errorMessage = message
      $0.isLoading = false
    }
  }

  /// The history shows that a page is loading, waiting for the server.
  func expectLoading() throws { try running().expect(\.isLoading, true) }

  func expectNoError() throws { try running().expect(\.errorMessage, nil) }

  /// The page a step saw the history waiting for (none if it was not loading).
  private func loaded(_ store: ScenarioStoreOf<PointHistoryFeature>) async throws -> [Result<
    PointHistoryPage, any Error
  >] {
    try await store.expectReceived(
      /PointHistoryFeature.Action.pageLoaded, times: store.described.isLoading ? 1 : 0, "履歴のページ")
  }
}
