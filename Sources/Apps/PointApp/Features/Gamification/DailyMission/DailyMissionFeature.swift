import Evergreen
import Foundation

/// Today's missions and how far the user got.
///
/// - On appear, today's missions load (today in the user's calendar and time zone).
/// - Progress events (a survey answered, the app opened) advance the missions they count; the
///   missions are saved after each event.
/// - A mission that becomes complete credits its reward once (`pointClient.addPoints`); if that
///   fails, the error is shown, the mission is saved as not rewarded (so reopening the app still
///   offers it) and "受け取る" (`claimRewardTapped`) tries again.
/// - An event on a new day starts that day's fresh missions first.
public struct DailyMissionFeature: Reducer {
  public struct State: Equatable, Sendable {
    /// The start of the day the missions belong to.
    public var day: Date?
    public var missions: [DailyMission]
    public var isLoading: Bool
    public var errorMessage: String?

    public init(day: Date? = nil, missions: [DailyMission] = [], isLoading: Bool = false, errorMessage: String? = nil) {
      self.day = day
      self.missions = missions
      self.isLoading = isLoading
      self.errorMessage = errorMessage
    }

    /// Missions completed, of all today's.
    public var completedCount: Int { missions.filter(\.isCompleted).count }
  }

  public enum Action: Sendable {
    case onAppear
    case missionsLoaded(Result<[DailyMission], any Error>)
    case progressRecorded(MissionEvent)
    case claimRewardTapped(DailyMission.Kind)
    case rewardCredited(DailyMission.Kind, Result<Void, any Error>)
  }

  @Dependency(\.gamificationClient) var gamificationClient
  @Dependency(\.pointClient) var pointClient
  @Dependency(\.dateClient) var dateClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        let today = dateClient.startOfToday()
        state.day = today
        state.isLoading = true
        state.errorMessage = nil
        return .run { [gamificationClient] send in
          await send(.missionsLoaded(Result { try await gamificationClient.fetchMissions(today) }))
        }

      case .missionsLoaded(.success(let missions)):
        state.isLoading = false
        state.missions = missions
        return .none

      case .missionsLoaded(.failure(let error)):
        state.isLoading = false
        state.errorMessage = "ミッションを読み込めませんでした。\(error)"
        return .none

      case .progressRecorded(let event):
        let today = dateClient.startOfToday()
        if state.day != today {
          state.day = today
          state.missions = DailyMission.daily
        }
        var credits: [Effect<Action>] = []
        for index in state.missions.indices {
          let before = state.missions[index]
          state.missions[index] = before.recording(event)
          if state.missions[index].isCompleted, !before.isCompleted {
            credits.append(credit(&state.missions[index]))
          }
        }
        return .merge(credits + [save(state)])

      case .claimRewardTapped(let kind):
        guard let index = state.missions.firstIndex(where: { $0.kind == kind }),
          state.missions[index].isCompleted, !state.missions[index].isRewarded
        else { return .none }
        state.errorMessage = nil
        return credit(&state.missions[index])

      case .rewardCredited(_, .success):
        return .none

      case .rewardCredited(let kind, .failure(let error)):
        if let index = state.missions.firstIndex(where: { $0.kind == kind }) {
          state.missions[index].isRewarded = false
        }
        state.errorMessage = "ミッションの報酬を受け取れませんでした。\(error)"
        return save(state)
      }
    }
  }

  /// Marks `mission` rewarded (so it never pays twice) and credits its reward.
  private func credit(_ mission: inout DailyMission) -> Effect<Action> {
    mission.isRewarded = true
    return .run { [mission, pointClient] send in
      await send(
        .rewardCredited(
          mission.kind,
          Result { try await pointClient.addPoints(mission.reward, .missionCompleted(title: mission.title)) }))
    }
  }

  /// Saves the missions; a failed save is made good by the next one, which saves them all.
  private func save(_ state: State) -> Effect<Action> {
    guard let day = state.day else { return .none }
    return .run { [missions = state.missions, gamificationClient] _ in
      try await gamificationClient.saveMissions(missions, day)
    } catch: { _, _ in
    }
  }
}
