import Foundation
import Synchronization
import Testing

@testable import PointApp

/// The backend saves what survives a restart part by part (``SavedJSON``): the bytes must be those
/// `JSONEncoder` makes of the whole value, whatever changed since the last save.
@Suite("保存データは部分ごとに作っても、全体を JSONEncoder で書いたものと同じ")
struct SavedJSONTests {
  private static func wholeJSON(_ saved: PointAppBackend.Saved) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(saved)
  }

  @Test("変更のたびに書かれるのは、そのときの保存データ全体の JSON")
  func everySaveWritesTheWholeJSON() async throws {
    let writes = Mutex<[Data]>([])
    let disk = StorageClient(load: { _ in nil }, save: { data, _ in writes.withLock { $0.append(data) } })
    let now = Tokyo.date(2026, 11, 15)
    let day = Tokyo.calendar.startOfDay(for: now)
    let surveys = (1...3).map { Survey.fixture(title: "回答\($0)", reward: try! PointAmount($0 * 10)) }
    let backend = try PointAppBackend.restoring(from: disk, catalogue: surveys, now: { now })
    let game = GamificationClient.inMemory(backend)
    func expectLastWriteIsWhole() throws {
      let saved = backend.storage.withLock { $0.saved }
      #expect(writes.withLock { $0.last } == (try Self.wholeJSON(saved)))
    }
    for survey in surveys {
      let earned = try await SurveyClient.inMemory(backend).submitAnswer(survey.id, [])
      try expectLastWriteIsWhole()
      try await PointClient.inMemory(backend).addPoints(earned, .surveyAnswered(title: "「\(survey.title)」\n\\/"))
      try expectLastWriteIsWhole()
    }
    try await game.saveMissions(
      DailyMission.daily.map { $0.recording(.surveyAnswered(points: try PointAmount(10))) }, day)
    try expectLastWriteIsWhole()
    try await game.saveStreak(Streak(current: 2, longest: 4, lastLogin: now))
    try expectLastWriteIsWhole()
    let unlocked = Achievement.catalogue.map { $0.unlocking(given: AchievementProgress(surveysAnswered: 3), at: now) }
    try await game.saveAchievements(unlocked)
    try expectLastWriteIsWhole()
    #expect(writes.withLock { $0.count } == 9)
  }

  @Test("前回と違う台帳（短い、入れ替わった）でも、全体の JSON と同じ")
  func anotherLedgerIsEncodedWhole() throws {
    let now = Tokyo.date(2026, 11, 15)
    func entry(_ id: Int, _ title: String) throws -> PointTransaction {
      PointTransaction(
        id: PointTransactionID(id), amount: try PointAmount(id * 5), reason: .missionCompleted(title: title),
        occurredAt: now.addingTimeInterval(Double(id) * 0.25))
    }
    func saved(_ ledger: [PointTransaction], answered: [String]) -> PointAppBackend.Saved {
      PointAppBackend.Saved(
        answered: answered, ledger: ledger, missions: [], streak: .none, achievements: Achievement.catalogue)
    }
    var json = SavedJSON()
    let values = [
      saved([try entry(1, "一"), try entry(2, "二"), try entry(3, "三")], answered: ["a", "b"]),
      saved([try entry(1, "一"), try entry(2, "二")], answered: ["a"]),
      saved([try entry(1, "一"), try entry(2, "別の二"), try entry(3, "三")], answered: []),
      saved([], answered: []),
      saved([try entry(7, "七")], answered: ["z"]),
    ]
    for value in values {
      #expect(try json.encode(value) == (try Self.wholeJSON(value)))
    }
  }
}
