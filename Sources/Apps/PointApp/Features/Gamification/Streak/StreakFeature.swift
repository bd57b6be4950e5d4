import Evergreen
import Foundation

/// Consecutive days of opening the app.
///
/// - On appear, the saved streak loads and today's login is registered: the same day keeps the
///   streak, the day after the last login extends it, a later day starts again at 1 (days of the
///   user's calendar and time zone). The longest streak is kept. A changed streak is saved.
/// - A failure shows a readable error; the streak shown stays.
public struct StreakFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var streak: Streak
    public var isLoading: Bool
    public var errorMessage: String?

    public init(streak: Streak = .none, isLoading: Bool = false, errorMessage: String? = nil) {
      self.streak = streak
      self.isLoading = isLoading
      self.errorMessage = errorMessage
    }
  }

  public enum Action: Sendable {
    case onAppear
    case streakLoaded(Result<Streak, any Error>)
    case streakSaved(Result<Streak, any Error>)
  }

  @Dependency(\.gamificationClient) var gamificationClient
  @Dependency(\.dateClient) var dateClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        state.isLoading = true
        state.errorMessage = nil
        return .run { [gamificationClient] send in
          await send(.streakLoaded(Result { try await gamificationClient.fetchStreak() }))
        }

      case .streakLoaded(.success(let saved)):
        state.isLoading = false
        let streak = saved.registeringLogin(at: dateClient.now(), in: dateClient.calendar)
        state.streak = streak
        guard streak != saved else { return .none }
        return .run { [gamificationClient] send in
          await send(
            .streakSaved(
              Result {
                try await gamificationClient.saveStreak(streak)
                return streak
              }))
        }

      case .streakSaved(.success):
        return .none

      case .streakLoaded(.failure(let error)), .streakSaved(.failure(let error)):
        state.isLoading = false
        state.errorMessage = "連続ログインを記録できませんでした。\(error)"
        return .none
      }
    }
  }
}
