import Evergreen
import Foundation

/// Today's missions and how far the user got.
///
/// - On appear, today's missions load (today in the user's calendar and time zone).
/// - Progress events (a survey answered, the app opened) advance the missions they count; the
///   missions are saved after each event.
/// - A mission that becomes complete credits its reward once (`pointClient.addPoints`). Until the
///   server answers, the reward shows 受け取り中 (``State/crediting``) and "受け取る" does nothing;
///   when the server credits it, the mission is rewarded (受け取り済み) and saved so. If crediting
///   fails, the error is shown, the mission stays not rewarded (so reopening the app still offers
///   it) and "受け取る" (`claimRewardTapped`) tries again.
/// - An event on a new day starts that day's fresh missions first.
public struct DailyMissionFeature: Reducer {
  public struct State: Equatable, Sendable {
    /// The start of the day the missions belong to.
    public var day: Date?
    public var missions: [DailyMission]
    public var isLoading: Bool
    public var errorMessage: String?
    /// The missions whose reward was sent and the server has not answered yet (受け取り中).
    public var crediting: Set<DailyMission.Kind>

    public init(
      day: Date? = nil, missions: [DailyMission] = [], isLoading: Bool = false, errorMessage: String? = nil,
      crediting: Set<DailyMission.Kind> = []
    ) {
      self.day = day
      self.missions = missions
      self.isLoading = isLoading
      self.errorMessage = errorMessage
      self.crediting = crediting
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
            credits.append(credit(state.missions[index], in: &state))
          }
        }
        return .merge(credits + [save(state)])

      case .claimRewardTapped(let kind):
        guard let mission = state.missions.first(where: { $0.kind == kind }), mission.isCompleted,
          !mission.isRewarded, !state.crediting.contains(kind)
        else { return .none }
        state.errorMessage = nil
        return credit(mission, in: &state)

      case .rewardCredited(let kind, .success):
        state.crediting.remove(kind)
        guard let index = state.missions.firstIndex(where: { $0.kind == kind }) else { return .none }
        state.missions[index].isRewarded = true
        return save(state)

      case .rewardCredited(let kind, .failure(let error)):
        state.crediting.remove(kind)
        state.errorMessage = "ミッションの報酬を受け取れませんでした。\(error)"
        return .none
      }
    }
  }

  /// Credits `mission`'s reward, showing it 受け取り中 until the server answers; while it is
  /// there, nothing credits the mission again (so it never pays twice).
  private func credit(_ mission: DailyMission, in state: inout State) -> Effect<Action> {
    state.crediting.insert(mission.kind)
    return .run { [pointClient] send in
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
