import Foundation
import PointApp
import Testing

@Suite("ポイント残高と履歴（ドメインと台帳）")
struct PointLedgerTests {
  @Test("残高は台帳の合計で、円に換算できる")
  func balanceIsLedgerSum() throws {
    let balance = PointBalance(transactions: [Ledger.entry(1), Ledger.entry(2), Ledger.entry(3)])
    #expect(balance == PointBalance(available: try PointAmount(30)))
    #expect(balance.toYen() == 3)
    #expect(PointBalance(transactions: []) == .empty)
  }

  @Test("ポイントを加えた残高")
  func credited() throws {
    #expect(PointBalance.empty.credited(try PointAmount(150)).available == (try PointAmount(150)))
  }

  @Test("記帳するたびに残高と履歴がそろって増える")
  func creditingAgrees() async throws {
    let backend = try Ledger.backend(credits: 2)
    let client = PointClient.inMemory(backend)
    try await client.addPoints(try PointAmount(150), .missionCompleted(title: "アンケートに3件回答"))
    #expect(try await client.fetchBalance() == PointBalance(available: try PointAmount(170)))
    let page = try await client.fetchHistory(1)
    #expect(page.transactions.map(\.id) == [PointTransactionID(3), PointTransactionID(2), PointTransactionID(1)])
    #expect(page.transactions.first?.reason == .missionCompleted(title: "アンケートに3件回答"))
    #expect(!page.hasMore)
  }

  @Test("履歴は新しい順に1ページ20件ずつで、最後のページには続きがない")
  func paging() async throws {
    let client = PointClient.inMemory(try Ledger.backend(credits: 45))
    let first = try await client.fetchHistory(1)
    let third = try await client.fetchHistory(3)
    let beyond = try await client.fetchHistory(4)
    #expect(first.transactions == Ledger.newestFirst(26...45))
    #expect(first.hasMore)
    #expect(third.transactions == Ledger.newestFirst(1...5))
    #expect(!third.hasMore)
    #expect(beyond.transactions.isEmpty && !beyond.hasMore)
  }

  @Test("履歴の理由は利用者に読める言葉で表示される")
  func reasons() {
    #expect(PointTransaction.Reason.surveyAnswered(title: "通勤").description == "アンケート回答「通勤」")
    #expect(PointTransaction.Reason.missionCompleted(title: "ログイン").description == "ミッション達成「ログイン」")
  }

  @Test("通信できないときは残高も履歴も記帳も失敗する")
  func unreachable() async throws {
    let backend = try Ledger.backend(credits: 1)
    backend.setReachable(false)
    let client = PointClient.inMemory(backend)
    await #expect(throws: BackendError.unreachable) { try await client.fetchBalance() }
    await #expect(throws: BackendError.unreachable) { try await client.fetchHistory(1) }
    await #expect(throws: BackendError.unreachable) { try await client.addPoints(.zero, .surveyAnswered(title: "x")) }
    #expect(backend.ledgerBalance == PointBalance(available: try PointAmount(10)))
  }
}
