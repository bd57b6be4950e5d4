import Evergreen
import Foundation

/// Where the game's progress is kept: each day's missions, the login streak, the achievements,
/// and the progress achievements are measured against.
///
/// ```swift
/// @Dependency(\.gamificationClient) var gamificationClient
/// let missions = try await gamificationClient.fetchMissions(calendar.startOfDay(for: date.now))
///
/// // In a test:
/// withDependencies: { $0.gamificationClient.fetchStreak = { .none } }
/// ```
public struct GamificationClient: Sendable {
  /// The missions of the day starting at the given date (a fresh set for a day not seen yet).
  public var fetchMissions: @Sendable (Date) async throws -> [DailyMission]
  public var saveMissions: @Sendable ([DailyMission], Date) async throws -> Void
  /// Credits a completed mission's reward for the day starting at the given date and records
  /// that day's mission rewarded, at once; a reward credited already is not credited again.
  public var creditReward: @Sendable (DailyMission, Date) async throws -> Void
  public var fetchStreak: @Sendable () async throws -> Streak
  public var saveStreak: @Sendable (Streak) async throws -> Void
  public var fetchAchievements: @Sendable () async throws -> [Achievement]
  public var saveAchievements: @Sendable ([Achievement]) async throws -> Void
  public var fetchProgress: @Sendable () async throws -> AchievementProgress

  public init(
    fetchMissions: @escaping @Sendable (Date) async throws -> [DailyMission],
    saveMissions: @escaping @Sendable ([DailyMission], Date) async throws -> Void,
    creditReward: @escaping @Sendable (DailyMission, Date) async throws -> Void,
    fetchStreak: @escaping @Sendable () async throws -> Streak,
    saveStreak: @escaping @Sendable (Streak) async throws -> Void,
    fetchAchievements: @escaping @Sendable () async throws -> [Achievement],
    saveAchievements: @escaping @Sendable ([Achievement]) async throws -> Void,
    fetchProgress: @escaping @Sendable () async throws -> AchievementProgress
  ) {
    self.fetchMissions = fetchMissions
    self.saveMissions = saveMissions
    self.creditReward = creditReward
    self.fetchStreak = fetchStreak
    self.saveStreak = saveStreak
    self.fetchAchievements = fetchAchievements
    self.saveAchievements = saveAchievements
    self.fetchProgress = fetchProgress
  }

  /// A client keeping the game in `backend`, beside the surveys answered and the ledger.
  public static func inMemory(_ backend: PointAppBackend) -> GamificationClient {
    GamificationClient(
      fetchMissions: { day in try backend.missions(on: day) },
      saveMissions: { missions, day in try backend.save(missions, on: day) },
      creditReward: { mission, day in try backend.creditReward(for: mission, on: day) },
      fetchStreak: { try backend.streak() },
      saveStreak: { streak in try backend.save(streak) },
      fetchAchievements: { try backend.achievements() },
      saveAchievements: { achievements in try backend.save(achievements) },
      fetchProgress: { try backend.achievementProgress() })
  }
}

extension GamificationClient: DependencyKey {
  /// The in-memory backend shared with ``SurveyClient`` and ``PointClient``.
  public static let liveValue = GamificationClient.inMemory(.shared)

  /// The previews' backend (``PointAppBackend/preview``): the sample surveys, in memory, answering
  /// at once.
  public static let previewValue = GamificationClient.inMemory(.preview)

  /// Every endpoint fails the test, naming itself, until the test overrides it. (The endpoints
  /// returning nothing are spelled as non-throwing ones: for a throwing endpoint returning Void both
  /// `unimplemented` overloads fit.)
  public static let testValue = GamificationClient(
    fetchMissions: unimplemented("GamificationClient.fetchMissions"),
    saveMissions: unimplemented("GamificationClient.saveMissions"),
    creditReward: unimplemented("GamificationClient.creditReward"),
    fetchStreak: unimplemented("GamificationClient.fetchStreak"),
    saveStreak: unimplemented("GamificationClient.saveStreak"),
    fetchAchievements: unimplemented("GamificationClient.fetchAchievements"),
    saveAchievements: unimplemented("GamificationClient.saveAchievements"),
    fetchProgress: unimplemented("GamificationClient.fetchProgress")
  )
}

extension DependencyValues {
  /// The game's progress. See ``GamificationClient``.
  public var gamificationClient: GamificationClient {
    get { self[GamificationClient.self] }
    set { self[GamificationClient.self] = newValue }
  }
}
