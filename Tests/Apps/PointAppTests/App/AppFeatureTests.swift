import Evergreen
import EvergreenTesting
import Foundation
import PointApp
import Testing

@MainActor
@Suite("アプリ全体")
struct AppFeatureTests {
  typealias Action = AppFeature.Action
  nonisolated static let now = Tokyo.date(2026, 11, 15, 10)
  static let today = Tokyo.date(2026, 11, 15, 0)
  static let survey = Survey.fixture(title: "通勤について", reward: try! PointAmount(120))

  // What came back, child by child: `\.dailyMission.rewardCredited` as case paths.
  static let surveyListOnAppear = /Action.surveyList .. SurveyListFeature.Action.onAppear
  static let surveysLoaded = /Action.surveyList .. SurveyListFeature.Action.surveysLoaded
  static let submitCompleted = /Action.surveyList .. SurveyListFeature.Action.detail
  static let dashboardOnAppear = /Action.pointDashboard .. PointDashboardFeature.Action.onAppear
  static let balanceChanged = /Action.pointDashboard .. PointDashboardFeature.Action.balanceChanged
  static let balanceLoaded = /Action.pointDashboard .. PointDashboardFeature.Action.balanceLoaded
  static let historyOnAppear = /Action.pointHistory .. PointHistoryFeature.Action.onAppear
  static let pageLoaded = /Action.pointHistory .. PointHistoryFeature.Action.pageLoaded
  static let missionsOnAppear = /Action.dailyMission .. DailyMissionFeature.Action.onAppear
  static let missionsLoaded = /Action.dailyMission .. DailyMissionFeature.Action.missionsLoaded
  static let progressRecorded = /Action.dailyMission .. DailyMissionFeature.Action.progressRecorded
  static let rewardCredited = /Action.dailyMission .. DailyMissionFeature.Action.rewardCredited
  static let streakOnAppear = /Action.streak .. StreakFeature.Action.onAppear
  static let streakLoaded = /Action.streak .. StreakFeature.Action.streakLoaded
  static let streakSaved = /Action.streak .. StreakFeature.Action.streakSaved
  static let achievementsOnAppear = /Action.achievement .. AchievementFeature.Action.onAppear
  static let progressChanged = /Action.achievement .. AchievementFeature.Action.progressChanged
  static let boardLoaded = /Action.achievement .. AchievementFeature.Action.boardLoaded

  static func store(_ state: AppFeature.State, backend: PointAppBackend) -> TestStore<AppFeature.State, Action> {
    TestStore(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0.surveyClient = .inMemory(backend)
      $0.pointClient = .inMemory(backend)
      $0.gamificationClient = .inMemory(backend)
      $0.date.now = now
      $0.calendar = Calendar(identifier: .gregorian)
      $0.timeZone = Tokyo.timeZone
    }
  }

  static func unlocked(_ ids: Set<String>) -> [Achievement] {
    Achievement.catalogue.map {
      ids.contains($0.id) ? Achievement(id: $0.id, title: $0.title, condition: $0.condition, unlockedAt: now) : $0
    }
  }

  @Test("アンケートに回答すると、残高の更新・ミッションの前進・アチーブメントの確認が一度ずつ行われる")
  func surveyCompletionUpdatesEverything() async throws {
    let backend = PointAppBackend(catalogue: [Self.survey], now: { Self.now })
    let store = Self.store(
      AppFeature.State(
        surveyList: SurveyListFeature.State(
          surveys: [Self.survey], detail: SurveyDetailFeature.State(survey: Self.survey)),
        pointDashboard: PointDashboardFeature.State(balance: .empty),
        dailyMission: DailyMissionFeature.State(day: Self.today, missions: DailyMission.daily)),
      backend: backend)
    let answered = MissionEvent.surveyAnswered(points: try PointAmount(120))

    await store.send(.surveyList(.detail(.presented(.submitButtonTapped)))) {
      $0.surveyList.detail?.isSubmitting = true
    }
    await store.receive(Self.submitCompleted) {
      $0.surveyList.detail?.isSubmitting = false
      $0.surveyList.detail?.earnedPoints = try PointAmount(120)
      $0.surveyList.surveys = []
    }
    await store.receive(Self.balanceChanged)
    await store.receive(Self.progressRecorded) {
      $0.dailyMission.missions = DailyMission.daily.map { $0.recording(answered) }
    }
    await store.receive(Self.progressChanged)
    await store.receive(Self.balanceLoaded) {
      $0.pointDashboard.balance = PointBalance(available: try PointAmount(120))
    }
    await store.receive(Self.boardLoaded) {
      $0.achievement.progress = AchievementProgress(surveysAnswered: 1, pointsEarned: try PointAmount(120))
      $0.achievement.achievements = Self.unlocked(["first-survey"])
      $0.achievement.newlyUnlocked = ["はじめての回答"]
    }
    await store.finish()
    #expect(backend.ledgerBalance.available == (try PointAmount(120)))
  }

  @Test("ミッションを達成すると報酬が加算され、残高が更新される")
  func missionRewardRefreshesBalance() async throws {
    let backend = PointAppBackend(catalogue: [], now: { Self.now })
    let store = Self.store(
      AppFeature.State(
        pointDashboard: PointDashboardFeature.State(balance: .empty),
        dailyMission: DailyMissionFeature.State(day: Self.today, missions: DailyMission.daily)),
      backend: backend)
    await store.send(.dailyMission(.progressRecorded(.loggedIn))) {
      $0.dailyMission.missions[0] = DailyMission.daily[0].recording(.loggedIn)
      $0.dailyMission.crediting = [.login]
    }
    await store.receive(Self.rewardCredited) {
      $0.dailyMission.crediting = []
      $0.dailyMission.missions[0].isRewarded = true
    }
    await store.receive(Self.balanceChanged)
    await store.receive(Self.balanceLoaded) {
      $0.pointDashboard.balance = PointBalance(available: try PointAmount(5))
    }
  }

  @Test("ポイントのタブを開くと履歴の最初のページを読み込み、他のタブでは何も読み込まない")
  func tabs() async throws {
    let backend = PointAppBackend(catalogue: [], now: { Self.now })
    try backend.credit(PointAmount(50), for: .surveyAnswered(title: "お菓子の好み"))
    let store = Self.store(AppFeature.State(), backend: backend)
    await store.send(.tabSelected(.missions)) { $0.selectedTab = .missions }
    await store.send(.tabSelected(.points)) { $0.selectedTab = .points }
    await store.receive(Self.historyOnAppear) { $0.pointHistory.isLoading = true }
    await store.receive(Self.pageLoaded) {
      $0.pointHistory.isLoading = false
      $0.pointHistory.transactions = [
        PointTransaction(
          id: PointTransactionID(1), amount: try PointAmount(50), reason: .surveyAnswered(title: "お菓子の好み"),
          occurredAt: Self.now)
      ]
      $0.pointHistory.loadedPages = 1
      $0.pointHistory.hasMore = false
    }
    await store.send(.tabSelected(.surveys)) { $0.selectedTab = .surveys }
  }

  @Test("起動すると各画面を読み込み、今日のログインがミッションと連続ログインに記録される")
  func startup() async throws {
    let backend = PointAppBackend(catalogue: [Self.survey], now: { Self.now })
    let store = Self.store(AppFeature.State(), backend: backend)
    await store.send(.onAppear)
    await store.receive(Self.surveyListOnAppear) { $0.surveyList.isLoading = true }
    await store.receive(Self.dashboardOnAppear) { $0.pointDashboard.isLoading = true }
    await store.receive(Self.missionsOnAppear) {
      $0.dailyMission.day = Self.today
      $0.dailyMission.isLoading = true
    }
    await store.receive(Self.streakOnAppear) { $0.streak.isLoading = true }
    await store.receive(Self.achievementsOnAppear) { $0.achievement.isLoading = true }
    await store.receive(Self.surveysLoaded) {
      $0.surveyList.isLoading = false
      $0.surveyList.surveys = [Self.survey]
    }
    await store.receive(Self.balanceLoaded) {
      $0.pointDashboard.isLoading = false
      $0.pointDashboard.balance = .empty
    }
    await store.receive(Self.missionsLoaded) {
      $0.dailyMission.isLoading = false
      $0.dailyMission.missions = DailyMission.daily
    }
    await store.receive(Self.progressRecorded) {
      $0.dailyMission.missions[0] = DailyMission.daily[0].recording(.loggedIn)
      $0.dailyMission.crediting = [.login]
    }
    await store.receive(Self.streakLoaded) {
      $0.streak.isLoading = false
      $0.streak.streak = Streak(current: 1, longest: 1, lastLogin: Self.now)
    }
    await store.receive(Self.boardLoaded) { $0.achievement.isLoading = false }
    await store.receive(Self.rewardCredited) {
      $0.dailyMission.crediting = []
      $0.dailyMission.missions[0].isRewarded = true
    }
    await store.receive(Self.balanceChanged)
    await store.receive(Self.streakSaved)
    await store.receive(Self.progressChanged)
    await store.receive(Self.balanceLoaded) {
      $0.pointDashboard.balance = PointBalance(available: try PointAmount(5))
    }
    await store.receive(Self.boardLoaded) {
      $0.achievement.progress = AchievementProgress(longestStreak: 1, pointsEarned: try PointAmount(5))
    }
    await store.finish()
  }
}
