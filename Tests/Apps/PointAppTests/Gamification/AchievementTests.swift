import Foundation
import PointApp
import Testing

@Suite("アチーブメント（ドメイン）")
struct AchievementTests {
  static let first = Achievement.catalogue[0]

  @Test("条件を満たすと、その日時で解除される")
  func unlocks() {
    let unlocked = Self.first.unlocking(given: AchievementProgress(surveysAnswered: 1), at: TestDates.now)
    #expect(unlocked.unlockedAt == TestDates.now)
    #expect(unlocked.isUnlocked)
  }

  @Test("条件を満たさなければ解除されない")
  func staysLocked() {
    #expect(!Self.first.unlocking(given: AchievementProgress(), at: TestDates.now).isUnlocked)
  }

  @Test("一度解除されたら、最初の日時のまま変わらない")
  func onlyOnce() {
    let unlocked = Self.first.unlocking(given: AchievementProgress(surveysAnswered: 1), at: TestDates.oneHourAgo)
    #expect(
      unlocked.unlocking(given: AchievementProgress(surveysAnswered: 5), at: TestDates.now).unlockedAt
        == TestDates.oneHourAgo)
  }

  @Test("回答数、連続ログイン日数、獲得ポイントの条件がそれぞれ判定される")
  func conditions() throws {
    let progress = AchievementProgress(surveysAnswered: 10, longestStreak: 3, pointsEarned: try PointAmount(999))
    let met = Achievement.catalogue.filter { $0.isMet(by: progress) }.map(\.title)
    #expect(met == ["はじめての回答", "アンケート10件", "3日連続ログイン"])
  }
}
