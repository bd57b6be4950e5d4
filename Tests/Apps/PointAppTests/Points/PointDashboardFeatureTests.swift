import Evergreen
import EvergreenTesting
import Foundation
import PointApp
import Testing

@MainActor
@Suite("ポイントダッシュボード")
struct PointDashboardFeatureTests {
  static let balanceLoaded = /PointDashboardFeature.Action.balanceLoaded
  static let thirty = PointBalance(available: try! PointAmount(30))

  @Test("表示すると残高を読み込み、残高とその円換算を表示する")
  func loadsBalance() async throws {
    let store = TestStore(initialState: PointDashboardFeature.State()) {
      PointDashboardFeature()
    } withDependencies: {
      $0.pointClient.fetchBalance = { PointBalance(available: try PointAmount(1_250)) }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(Self.balanceLoaded) {
      $0.isLoading = false
      $0.balance = PointBalance(available: try PointAmount(1_250))
    }
    #expect(store.state.yen == 125)
  }

  @Test("更新すると台帳に加わったポイントが残高に反映される")
  func refreshShowsNewCredits() async throws {
    let backend = try Ledger.backend(credits: 3)
    let store = TestStore(initialState: PointDashboardFeature.State(balance: Self.thirty)) {
      PointDashboardFeature()
    } withDependencies: {
      $0.pointClient = .inMemory(backend)
    }
    try backend.credit(PointAmount(100), for: .surveyAnswered(title: "新しいアンケート"))
    await store.send(.refreshTapped) { $0.isLoading = true }
    await store.receive(Self.balanceLoaded) {
      $0.isLoading = false
      $0.balance = PointBalance(available: try PointAmount(130))
    }
  }

  @Test("アプリ内でポイントが加算されると、読み込み中を出さずに表示中の残高が新しい残高に変わる")
  func quietReloadAfterCredit() async throws {
    let backend = try Ledger.backend(credits: 3)
    let store = TestStore(initialState: PointDashboardFeature.State(balance: Self.thirty)) {
      PointDashboardFeature()
    } withDependencies: {
      $0.pointClient = .inMemory(backend)
    }
    try backend.credit(PointAmount(100), for: .surveyAnswered(title: "新しいアンケート"))
    await store.send(.balanceChanged)
    await store.receive(Self.balanceLoaded) {
      $0.balance = PointBalance(available: try PointAmount(130))
    }
  }

  @Test("読み込みに失敗すると理由を表示し、表示中の残高は残す")
  func failureKeepsBalance() async throws {
    let store = TestStore(initialState: PointDashboardFeature.State(balance: Self.thirty)) {
      PointDashboardFeature()
    } withDependencies: {
      $0.pointClient.fetchBalance = { throw BackendError.unreachable }
    }
    await store.send(.refreshTapped) { $0.isLoading = true }
    await store.receive(Self.balanceLoaded) {
      $0.isLoading = false
      $0.errorMessage = "ポイント残高を読み込めませんでした。通信できませんでした。電波の良い場所でもう一度お試しください。"
    }
    #expect(store.state.yen == 3)
  }

  @Test("失敗のあと更新するとエラーは消えて残高が表示される")
  func retry() async throws {
    let store = TestStore(initialState: PointDashboardFeature.State(errorMessage: "ポイント残高を読み込めませんでした。")) {
      PointDashboardFeature()
    } withDependencies: {
      $0.pointClient.fetchBalance = { .empty }
    }
    await store.send(.refreshTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(Self.balanceLoaded) {
      $0.isLoading = false
      $0.balance = .empty
    }
  }

  @Test("読み込み中に更新すると最初の要求は取り消され、新しい残高だけが届く")
  func reloadReplaces() async throws {
    let clock = TestClock()
    let calls = Calls()
    let store = TestStore(initialState: PointDashboardFeature.State()) {
      PointDashboardFeature()
    } withDependencies: {
      $0.pointClient.fetchBalance = {
        let call = calls.next()
        try await clock.sleep(for: .seconds(1))
        return PointBalance(available: try PointAmount(call))
      }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.send(.refreshTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(Self.balanceLoaded) {
      $0.isLoading = false
      $0.balance = PointBalance(available: try PointAmount(2))
    }
    await store.finish()
  }
}
