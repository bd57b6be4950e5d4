import Evergreen
import EvergreenReporting
import Foundation
import PointApp
import Synchronization
import Testing

/// What the app keeps on the device (``StorageClient``) and the user's days (``DateClient``).
@Suite("再起動しても残るもの（StorageClient と DateClient）")
struct PersistenceTests {
  @Test("アプリを再起動しても、台帳・回答済みのアンケート・ミッション・連続ログイン・アチーブメントは残る")
  func restartKeepsEverything() async throws {
    let disk = StorageClient.inMemory()
    let survey = Survey.fixture(title: "残る回答", reward: try PointAmount(70))
    let now = Tokyo.date(2026, 11, 15)
    let day = Tokyo.calendar.startOfDay(for: now)
    let first = try PointAppBackend.restoring(from: disk, catalogue: [survey], now: { now })
    let points = PointClient.inMemory(first)
    let game = GamificationClient.inMemory(first)
    let earned = try await SurveyClient.inMemory(first).submitAnswer(survey.id, [])
    try await points.addPoints(earned, .surveyAnswered(title: survey.title))
    let missions = DailyMission.daily.map { $0.recording(.surveyAnswered(points: earned)) }
    try await game.saveMissions(missions, day)
    let streak = Streak(current: 3, longest: 5, lastLogin: now)
    try await game.saveStreak(streak)
    let unlocked = Achievement.catalogue.map { $0.unlocking(given: AchievementProgress(surveysAnswered: 1), at: now) }
    try await game.saveAchievements(unlocked)

    let second = try PointAppBackend.restoring(from: disk, catalogue: [survey], now: { now })
    #expect(try await PointClient.inMemory(second).fetchBalance() == PointBalance(available: try PointAmount(70)))
    #expect(
      try await PointClient.inMemory(second).fetchHistory(1).transactions == [
        PointTransaction(
          id: PointTransactionID(1), amount: try PointAmount(70), reason: .surveyAnswered(title: "残る回答"),
          occurredAt: now)
      ])
    #expect(try await SurveyClient.inMemory(second).fetchAvailable() == [])
    #expect(try await GamificationClient.inMemory(second).fetchMissions(day) == missions)
    #expect(try await GamificationClient.inMemory(second).fetchStreak() == streak)
    #expect(try await GamificationClient.inMemory(second).fetchAchievements() == unlocked)
  }

  @Test("保存できない変更はされず、要求は失敗する")
  func unsavableChangeIsNotMade() async throws {
    struct DiskFull: Error {}
    let disk = StorageClient(load: { _ in nil }, save: { _, _ in throw DiskFull() })
    let backend = try PointAppBackend.restoring(from: disk, catalogue: [])
    #expect(throws: DiskFull.self) { try backend.credit(try PointAmount(10), for: .surveyAnswered(title: "保存できない")) }
    #expect(backend.ledgerEntries == [])
  }

  @Test("残るものを何も変えない要求は書き込まず、変える要求は毎回書き込む")
  func onlyChangesAreWritten() async throws {
    let writes = Mutex<[Data]>([])
    let disk = StorageClient(load: { _ in nil }, save: { data, _ in writes.withLock { $0.append(data) } })
    let now = Tokyo.date(2026, 11, 15)
    let game = GamificationClient.inMemory(try PointAppBackend.restoring(from: disk, catalogue: [], now: { now }))
    let streak = Streak(current: 3, longest: 5, lastLogin: now)
    try await game.saveStreak(streak)
    try await game.saveStreak(streak)
    #expect(writes.withLock { $0.count } == 1)
    try await game.saveStreak(Streak(current: 4, longest: 5, lastLogin: now))
    try await game.saveMissions(DailyMission.daily, Tokyo.calendar.startOfDay(for: now))
    #expect(writes.withLock { $0.count } == 3)
  }

  @Test("読めない保存データからは始めず、理由を投げる")
  func unreadableDataThrows() throws {
    let disk = StorageClient(load: { _ in Data("壊れた".utf8) }, save: { _, _ in })
    #expect(throws: DecodingError.self) { try PointAppBackend.restoring(from: disk, catalogue: []) }
  }

  @Test("負のポイントが保存されていたら読み込みを拒む")
  func negativePointsAreRefused() throws {
    let json =
      #"{"achievements":[],"answered":[],"ledger":[{"amount":-5,"id":{"value":1},"occurredAt":0,"reason":{"surveyAnswered":{"title":"x"}}}],"missions":[],"streak":{"current":0,"longest":0}}"#
    let disk = StorageClient(load: { _ in Data(json.utf8) }, save: { _, _ in })
    #expect(throws: PointAmountError.negativeValue) { try PointAppBackend.restoring(from: disk, catalogue: []) }
  }

  @Test("フォルダーの保存先は名前ごとのファイルに書き、読み戻す")
  func directoryStorageRoundTrips() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pointapp-storage-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let disk = StorageClient.directory(folder)
    #expect(try disk.load("ledger") == nil)
    try disk.save(Data("一".utf8), "ledger")
    try disk.save(Data("二".utf8), "ledger")
    #expect(try disk.load("ledger") == Data("二".utf8))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ledger.json").path))
  }

  @Test("テストで上書きしていない保存先を使うと、その窓口の名前で失敗する")
  func storageTestValueFails() {
    var thrown: (any Error)?
    let issues = IssueCollector.collect {
      do { _ = try StorageClient.testValue.load("ledger") } catch { thrown = error }
    }
    #expect(issues.count == 1)
    #expect(thrown as? UnimplementedFailure == UnimplementedFailure(endpoint: "StorageClient.load"))
  }

  @Test("DateClient の今日は、利用者のタイムゾーンでの日の始まり")
  func dateClientDaysAreTheUsers() {
    let lateInTokyo = Tokyo.date(2026, 11, 16, 0, 30)
    let dateClient = withDependencies {
      $0.date = DateGenerator { lateInTokyo }
      $0.calendar = Calendar(identifier: .gregorian)
      $0.timeZone = Tokyo.timeZone
    } operation: {
      DependencyValues.current.dateClient
    }
    #expect(dateClient.now() == lateInTokyo)
    #expect(dateClient.startOfToday() == Tokyo.date(2026, 11, 16, 0, 0))
  }
}
