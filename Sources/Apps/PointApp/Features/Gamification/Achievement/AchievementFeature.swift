import Evergreen
import Foundation

/// The achievements, locked and unlocked.
///
/// - On appear (showing loading), and when a parent says progress changed (`progressChanged`,
///   quietly: the achievements shown stay, without a loading indicator), the saved achievements
///   and the progress load; each locked achievement whose condition is now met unlocks, dated now,
///   exactly once, and is announced (`newlyUnlocked`). Unlocks are saved.
/// - A failure shows a readable error; the achievements shown stay.
public struct AchievementFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var achievements: [Achievement]
    public var progress: AchievementProgress
    /// The titles of the achievements unlocked by the last check, to announce.
    public var newlyUnlocked: [String]
    public var isLoading: Bool
    public var errorMessage: String?

    public init(
      achievements: [Achievement] = Achievement.catalogue, progress: AchievementProgress = AchievementProgress(),
      newlyUnlocked: [String] = [], isLoading: Bool = false, errorMessage: String? = nil
    ) {
      self.achievements = achievements
      self.progress = progress
      self.newlyUnlocked = newlyUnlocked
      self.isLoading = isLoading
      self.errorMessage = errorMessage
    }
  }

  public enum Action: Sendable {
    case onAppear
    case progressChanged
    case boardLoaded(Result<AchievementBoard, any Error>)
  }

  @Dependency(\.gamificationClient) var gamificationClient
  @Dependency(\.date) var date

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        state.isLoading = true
        state.errorMessage = nil
        return load()

      case .progressChanged:
        state.errorMessage = nil
        return load()

      case .boardLoaded(.success(let board)):
        state.isLoading = false
        state.progress = board.progress
        let now = date.now
        let checked = board.achievements.map { $0.unlocking(given: board.progress, at: now) }
        state.newlyUnlocked = zip(board.achievements, checked).filter { !$0.isUnlocked && $1.isUnlocked }.map(\.1.title)
        state.achievements = checked
        guard checked != board.achievements else { return .none }
        return .run { [gamificationClient] _ in
          try await gamificationClient.saveAchievements(checked)
        } catch: { _, _ in
        }

      case .boardLoaded(.failure(let error)):
        state.isLoading = false
        state.errorMessage = "アチーブメントを読み込めませんでした。\(error)"
        return .none
      }
    }
  }

  /// Loads the saved achievements and the progress they are measured against.
  private func load() -> Effect<Action> {
    .run { [gamificationClient] send in
      await send(
        .boardLoaded(
          Result {
            AchievementBoard(
              achievements: try await gamificationClient.fetchAchievements(),
              progress: try await gamificationClient.fetchProgress())
          }))
    }
  }
}
