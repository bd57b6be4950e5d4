import Evergreen
import Foundation

/// Today's missions and how far the user got.
///
/// - On appear, today's missions load (today in the user's calendar and time zone).
/// - Progress events (a survey answered, the app opened) advance the missions they count; the
///   missions are saved after each event.
/// - A mission that becomes complete credits its reward (`gamificationClient.creditReward`): the
///   server credits it and records the mission rewarded in one change, and never credits a
///   mission twice, so quitting the app before the answer arrives cannot pay twice. Until the
///   server answers, the reward shows 受け取り中 (``State/crediting``) and "受け取る" does nothing;
///   when it answers, the mission is rewarded (受け取り済み). If crediting fails, the error is
///   shown, the mission stays not rewarded (so reopening the app still offers it) and "受け取る"
///   (`claimRewardTapped`) tries again.
/// - An event on a new day starts that day's fresh missions first, none of them 受け取り中. An
///   answer to a credit of an earlier day (`rewardCredited` carries the day) leaves today's
///   missions as they are: the server recorded that day's mission rewarded; a failure is still
///   shown.
///
/// ```swift
/// store.send(.progressRecorded(.loggedIn))   // アプリを開く 1/1, 受け取り中
/// // → .rewardCredited(.login, day: today, .success(()))   受け取り済み
/// ```
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
    /// The server's answer to crediting the reward of the mission of this kind, of the day
    /// starting at `day`.
    case rewardCredited(DailyMission.Kind, day: Date, Result<Void, any Error>)
  }

  @Dependency(\.gamificationClient) var gamificationClient
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
          state.crediting = []
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

      case .rewardCredited(let kind, let day, .success):
        guard day == state.day else { return .none }
        state.crediting.remove(kind)
        guard let index = state.missions.firstIndex(where: { $0.kind == kind }) else { return .none }
        state.missions[index].isRewarded = true
        return .none

      case .rewardCredited(let kind, let day, .failure(let error)):
        if day == state.day { state.crediting.remove(kind) }
        state.errorMessage = "ミッションの報酬を受け取れませんでした。\(error)"
        return .none
      }
    }
  }

  /// Credits `mission`'s reward for the missions' day, showing it 受け取り中 until the server
  /// answers; while it is there, a tap does not ask again.
  private func credit(_ mission: DailyMission, in state: inout State) -> Effect<Action> {
    guard let day = state.day else { return .none }
    state.crediting.insert(mission.kind)
    return .run { [gamificationClient] send in
      await send(
        .rewardCredited(mission.kind, day: day, Result { try await gamificationClient.creditReward(mission, day) }))
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
