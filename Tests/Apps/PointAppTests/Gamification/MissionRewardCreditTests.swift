import Foundation
import PointApp
import Testing

/// The server's side of a mission's reward (`GamificationClient.creditReward`): the credit and the
/// mission's 受け取り済み are one change, so the reward is credited once whatever the app does.
@Suite("ミッションの報酬（サーバー）")
struct MissionRewardCreditTests {
  static let day = Tokyo.date(2026, 11, 15, 0)

  static var loginDone: DailyMission { DailyMission.daily[0].recording(.loggedIn) }

  @Test("達成したミッションの報酬は、その日のミッションを受け取り済みと記録して、何度求められても一度だけ加算される")
  func creditedOnce() async throws {
    let backend = PointAppBackend(catalogue: [])
    let game = GamificationClient.inMemory(backend)
    try await game.creditReward(Self.loginDone, Self.day)
    try await game.creditReward(Self.loginDone, Self.day)
    #expect(backend.ledgerEntries.map(\.reason) == [.missionCompleted(title: "アプリを開く")])
    #expect(backend.ledgerBalance.available == (try PointAmount(5)))
    var rewarded = Self.loginDone
    rewarded.isRewarded = true
    #expect(try await game.fetchMissions(Self.day) == [rewarded] + DailyMission.daily.dropFirst())
  }

  @Test("加算より前に送られた保存が後から届いても、受け取り済みの記録は取り消されない")
  func saveDoesNotUndoCredit() async throws {
    let backend = PointAppBackend(catalogue: [])
    let game = GamificationClient.inMemory(backend)
    try await game.creditReward(Self.loginDone, Self.day)
    try await game.saveMissions([Self.loginDone] + DailyMission.daily.dropFirst(), Self.day)
    #expect(try await game.fetchMissions(Self.day)[0].isRewarded)
    try await game.creditReward(Self.loginDone, Self.day)
    #expect(backend.ledgerBalance.available == (try PointAmount(5)))
  }

  @Test("達成していないミッションの報酬は加算されず、まだ達成されていないと伝える")
  func notCompletedIsRefused() async throws {
    let backend = PointAppBackend(catalogue: [])
    let game = GamificationClient.inMemory(backend)
    let error = await #expect(throws: BackendError.missionNotCompleted(.login)) {
      try await game.creditReward(DailyMission.daily[0], Self.day)
    }
    #expect(error?.description == "ミッションはまだ達成されていません。")
    #expect(backend.ledgerEntries.isEmpty)
    #expect(try await !game.fetchMissions(Self.day)[0].isRewarded)
  }
}
