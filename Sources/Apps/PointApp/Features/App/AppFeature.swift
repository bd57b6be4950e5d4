import Evergreen

/// The app: tabs for surveys, points, missions and achievements, each its own feature composed
/// with `Scope`, and the rules that tie them together.
///
/// - On appear, the survey list, the balance, today's missions, the login streak and the
///   achievements load. Once today's missions are there, opening the app counts for them.
/// - A survey answered (its points credited) refreshes the balance, advances today's missions
///   and checks the achievements, once each.
/// - A mission reward credited refreshes the balance; a registered login checks the achievements
///   (the streak may unlock one).
/// - These refreshes are the app's own, not the user's: they happen quietly, without a loading
///   indicator on the tabs (``PointDashboardFeature/Action/balanceChanged``,
///   ``AchievementFeature/Action/progressChanged``).
/// - Showing the points tab loads the history's first page.
public struct AppFeature: Reducer {
  /// The tabs of the app.
  public enum Tab: Hashable, Sendable {
    case surveys, points, missions, achievements
  }

  public struct State: Equatable, Sendable {
    public var selectedTab: Tab
    public var surveyList: SurveyListFeature.State
    public var pointDashboard: PointDashboardFeature.State
    public var pointHistory: PointHistoryFeature.State
    public var dailyMission: DailyMissionFeature.State
    public var streak: StreakFeature.State
    public var achievement: AchievementFeature.State

    public init(
      selectedTab: Tab = .surveys,
      surveyList: SurveyListFeature.State = SurveyListFeature.State(),
      pointDashboard: PointDashboardFeature.State = PointDashboardFeature.State(),
      pointHistory: PointHistoryFeature.State = PointHistoryFeature.State(),
      dailyMission: DailyMissionFeature.State = DailyMissionFeature.State(),
      streak: StreakFeature.State = StreakFeature.State(),
      achievement: AchievementFeature.State = AchievementFeature.State()
    ) {
      self.selectedTab = selectedTab
      self.surveyList = surveyList
      self.pointDashboard = pointDashboard
      self.pointHistory = pointHistory
      self.dailyMission = dailyMission
      self.streak = streak
      self.achievement = achievement
    }
  }

  public enum Action: Sendable {
    case onAppear
    case tabSelected(Tab)
    case surveyList(SurveyListFeature.Action)
    case pointDashboard(PointDashboardFeature.Action)
    case pointHistory(PointHistoryFeature.Action)
    case dailyMission(DailyMissionFeature.Action)
    case streak(StreakFeature.Action)
    case achievement(AchievementFeature.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.surveyList, action: /Action.surveyList) { SurveyListFeature() }
    Scope(state: \.pointDashboard, action: /Action.pointDashboard) { PointDashboardFeature() }
    Scope(state: \.pointHistory, action: /Action.pointHistory) { PointHistoryFeature() }
    Scope(state: \.dailyMission, action: /Action.dailyMission) { DailyMissionFeature() }
    Scope(state: \.streak, action: /Action.streak) { StreakFeature() }
    Scope(state: \.achievement, action: /Action.achievement) { AchievementFeature() }
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .merge(
          .send(.surveyList(.onAppear)),
          .send(.pointDashboard(.onAppear)),
          .send(.dailyMission(.onAppear)),
          .send(.streak(.onAppear)),
          .send(.achievement(.onAppear)))

      case .tabSelected(let tab):
        state.selectedTab = tab
        return tab == .points ? .send(.pointHistory(.onAppear)) : .none

      case .dailyMission(.missionsLoaded(.success)):
        return .send(.dailyMission(.progressRecorded(.loggedIn)))

      case .surveyList(.detail(.presented(.submitCompleted(.success(let earned))))):
        return .merge(
          .send(.pointDashboard(.balanceChanged)),
          .send(.dailyMission(.progressRecorded(.surveyAnswered(points: earned)))),
          .send(.achievement(.progressChanged)))

      case .dailyMission(.rewardCredited(_, _, .success)):
        return .send(.pointDashboard(.balanceChanged))

      case .streak(.streakSaved(.success)):
        return .send(.achievement(.progressChanged))

      case .surveyList, .pointDashboard, .pointHistory, .dailyMission, .streak, .achievement:
        return .none
      }
    }
  }
}
