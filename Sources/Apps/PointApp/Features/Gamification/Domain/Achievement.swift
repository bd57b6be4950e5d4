import Foundation

/// A badge unlocked once, for good, when its condition is first met.
///
/// ```swift
/// let first = Achievement.catalogue[0]                        // 初めての回答
/// first.unlocking(given: progress, at: date.now).unlockedAt   // the date, once met
/// ```
public struct Achievement: Identifiable, Hashable, Sendable, Codable {
  /// What unlocks an achievement.
  public enum Condition: Hashable, Sendable, Codable {
    /// At least this many surveys answered.
    case surveysAnswered(Int)
    /// A login streak of at least this many days.
    case streakDays(Int)
    /// At least this many points earned in all.
    case pointsEarned(PointAmount)
  }

  public let id: String
  public let title: String
  public let condition: Condition
  /// When it was unlocked; `nil` while locked.
  public let unlockedAt: Date?

  public init(id: String, title: String, condition: Condition, unlockedAt: Date? = nil) {
    self.id = id
    self.title = title
    self.condition = condition
    self.unlockedAt = unlockedAt
  }

  public var isUnlocked: Bool { unlockedAt != nil }

  /// Whether `progress` meets the condition.
  public func isMet(by progress: AchievementProgress) -> Bool {
    switch condition {
    case .surveysAnswered(let count): progress.surveysAnswered >= count
    case .streakDays(let days): progress.longestStreak >= days
    case .pointsEarned(let points): progress.pointsEarned >= points
    }
  }

  /// Unlocked at `date` when still locked and `progress` meets the condition; otherwise unchanged
  /// (an unlocked achievement keeps its first date).
  public func unlocking(given progress: AchievementProgress, at date: Date) -> Achievement {
    guard !isUnlocked, isMet(by: progress) else { return self }
    return Achievement(id: id, title: title, condition: condition, unlockedAt: date)
  }

  /// Every achievement there is, locked.
  public static let catalogue: [Achievement] = [
    Achievement(id: "first-survey", title: "はじめての回答", condition: .surveysAnswered(1)),
    Achievement(id: "ten-surveys", title: "アンケート10件", condition: .surveysAnswered(10)),
    Achievement(id: "streak-3", title: "3日連続ログイン", condition: .streakDays(3)),
    Achievement(id: "streak-7", title: "7日連続ログイン", condition: .streakDays(7)),
    Achievement(id: "points-1000", title: "1000ポイント獲得", condition: .pointsEarned(try! PointAmount(1_000))),
  ]
}

/// What achievements are measured against.
public struct AchievementProgress: Hashable, Sendable {
  public var surveysAnswered: Int
  public var longestStreak: Int
  public var pointsEarned: PointAmount

  public init(surveysAnswered: Int = 0, longestStreak: Int = 0, pointsEarned: PointAmount = .zero) {
    self.surveysAnswered = surveysAnswered
    self.longestStreak = longestStreak
    self.pointsEarned = pointsEarned
  }
}
