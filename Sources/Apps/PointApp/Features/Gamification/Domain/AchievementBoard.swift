/// The achievements as saved, with the progress they are measured against.
///
/// ```swift
/// let board = AchievementBoard(achievements: saved, progress: progress)
/// ```
public struct AchievementBoard: Hashable, Sendable {
  public let achievements: [Achievement]
  public let progress: AchievementProgress

  public init(achievements: [Achievement], progress: AchievementProgress) {
    self.achievements = achievements
    self.progress = progress
  }
}
