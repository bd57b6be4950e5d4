import Evergreen
import EvergreenTesting
import Foundation
import PointApp
import Synchronization
import Testing

@MainActor
@Suite("ポイント履歴")
struct PointHistoryFeatureTests {
  static let pageLoaded = /PointHistoryFeature.Action.pageLoaded

  @Test("表示すると最初のページを読み込む")
  func firstPage() async throws {
    let store = TestStore(initialState: PointHistoryFeature.State()) {
      PointHistoryFeature()
    } withDependencies: {
      $0.pointClient = .inMemory(try! Ledger.backend(credits: 25))
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(Self.pageLoaded) {
      $0.isLoading = false
      $0.transactions = Ledger.newestFirst(6...25)
      $0.loadedPages = 1
      $0.hasMore = true
    }
  }

  @Test("もっと見ると次のページが後ろに加わり、最後のページのあとは何もしない")
  func loadMoreUntilEnd() async throws {
    let store = TestStore(
      initialState: PointHistoryFeature.State(transactions: Ledger.newestFirst(6...25), loadedPages: 1)
    ) {
      PointHistoryFeature()
    } withDependencies: {
      $0.pointClient = .inMemory(try! Ledger.backend(credits: 25))
    }
    await store.send(.loadMore) { $0.isLoading = true }
    await store.receive(Self.pageLoaded) {
      $0.isLoading = false
      $0.transactions = Ledger.newestFirst(1...25)
      $0.loadedPages = 2
      $0.hasMore = false
    }
    await store.send(.loadMore)
  }

  @Test("読み込み中にもう一度もっと見ても、同じページは二度読み込まれない")
  func neverTheSamePageTwice() async throws {
    let clock = TestClock()
    let requested = Requested()
    let store = TestStore(
      initialState: PointHistoryFeature.State(transactions: Ledger.newestFirst(21...40), loadedPages: 1)
    ) {
      PointHistoryFeature()
    } withDependencies: {
      $0.pointClient.fetchHistory = { page in
        requested.append(page)
        try await clock.sleep(for: .seconds(1))
        return PointHistoryPage(number: page, transactions: Ledger.newestFirst(1...20), hasMore: false)
      }
    }
    await store.send(.loadMore) { $0.isLoading = true }
    await store.send(.loadMore)
    await clock.advance(by: .seconds(1))
    await store.receive(Self.pageLoaded) {
      $0.isLoading = false
      $0.transactions = Ledger.newestFirst(1...40)
      $0.loadedPages = 2
      $0.hasMore = false
    }
    #expect(requested.pages == [2])
  }

  @Test("ページの読み込みに失敗しても表示中の履歴は残り、もう一度同じページを読み込める")
  func failedPageRetried() async throws {
    let backend = try Ledger.backend(credits: 25)
    let store = TestStore(
      initialState: PointHistoryFeature.State(transactions: Ledger.newestFirst(6...25), loadedPages: 1)
    ) {
      PointHistoryFeature()
    } withDependencies: {
      $0.pointClient = .inMemory(backend)
    }
    backend.setReachable(false)
    await store.send(.loadMore) { $0.isLoading = true }
    await store.receive(Self.pageLoaded) {
      $0.isLoading = false
      $0.errorMessage = "ポイント履歴を読み込めませんでした。通信できませんでした。電波の良い場所でもう一度お試しください。"
    }
    backend.setReachable(true)
    await store.send(.loadMore) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(Self.pageLoaded) {
      $0.isLoading = false
      $0.transactions = Ledger.newestFirst(1...25)
      $0.loadedPages = 2
      $0.hasMore = false
    }
  }

  @Test("戻ってきても読み込み済みのページはそのまま")
  func reappearKeepsPages() async {
    let store = TestStore(
      initialState: PointHistoryFeature.State(transactions: Ledger.newestFirst(1...3), loadedPages: 1, hasMore: false)
    ) {
      PointHistoryFeature()
    }
    await store.send(.onAppear)
  }

  @Test("履歴がなければ空のまま続きもない")
  func emptyHistory() async throws {
    let store = TestStore(initialState: PointHistoryFeature.State()) {
      PointHistoryFeature()
    } withDependencies: {
      $0.pointClient = .inMemory(try! Ledger.backend(credits: 0))
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(Self.pageLoaded) {
      $0.isLoading = false
      $0.loadedPages = 1
      $0.hasMore = false
    }
  }
}

/// The pages a fake history endpoint was asked for.
final class Requested: Sendable {
  private let storage = Mutex<[Int]>([])
  func append(_ page: Int) { storage.withLock { $0.append(page) } }
  var pages: [Int] { storage.withLock { $0 } }
}
