import Evergreen
import EvergreenTesting
import Foundation
import PointApp
import Testing

@MainActor
@Suite("アチーブメント")
struct AchievementFeatureTests {
  static let boardLoaded = /AchievementFeature.Action.boardLoaded

  static func store(
    backend: PointAppBackend, state: AchievementFeature.State = AchievementFeature.State(), at now: Date = TestDates.now
  ) -> TestStore<AchievementFeature.State, AchievementFeature.Action> {
    TestStore(initialState: state) {
      AchievementFeature()
    } withDependencies: {
      $0.gamificationClient = .inMemory(backend)
      $0.date.now = now
    }
  }

  /// A backend where one survey worth `points` was answered and credited.
  static func backendAfterOneSurvey(points: Int = 100) async throws -> PointAppBackend {
    let survey = Survey.fixture(reward: try PointAmount(points))
    let backend = PointAppBackend(catalogue: [survey], now: { TestDates.now })
    let earned = try await SurveyClient.inMemory(backend).submitAnswer(survey.id, [])
    try backend.credit(earned, for: .surveyAnswered(title: survey.title))
    return backend
  }

  static func unlocked(_ ids: Set<String>, at date: Date) -> [Achievement] {
    Achievement.catalogue.map {
      ids.contains($0.id) ? Achievement(id: $0.id, title: $0.title, condition: $0.condition, unlockedAt: date) : $0
    }
  }

  @Test("初めてアンケートに回答すると「はじめての回答」が今の日時で解除され、保存される")
  func firstSurvey() async throws {
    let backend = try await Self.backendAfterOneSurvey()
    let store = Self.store(backend: backend)
    await store.send(.progressChanged)
    await store.receive(Self.boardLoaded) {
      $0.progress = AchievementProgress(surveysAnswered: 1, pointsEarned: try PointAmount(100))
      $0.achievements = Self.unlocked(["first-survey"], at: TestDates.now)
      $0.newlyUnlocked = ["はじめての回答"]
    }
    #expect(try await GamificationClient.inMemory(backend).fetchAchievements() == store.state.achievements)
  }

  @Test("解除済みのアチーブメントは二度と解除されず、日時も変わらない")
  func exactlyOnce() async throws {
    let backend = try await Self.backendAfterOneSurvey()
    let earlier = Self.unlocked(["first-survey"], at: TestDates.oneHourAgo)
    try await GamificationClient.inMemory(backend).saveAchievements(earlier)
    let store = Self.store(backend: backend, state: AchievementFeature.State(newlyUnlocked: ["はじめての回答"]))
    await store.send(.progressChanged)
    await store.receive(Self.boardLoaded) {
      $0.progress = AchievementProgress(surveysAnswered: 1, pointsEarned: try PointAmount(100))
      $0.achievements = earlier
      $0.newlyUnlocked = []
    }
  }

  @Test("連続ログイン日数と獲得ポイントでも解除される")
  func streakAndPoints() async throws {
    let backend = try await Self.backendAfterOneSurvey(points: 1_000)
    try await GamificationClient.inMemory(backend).saveStreak(Streak(current: 3, longest: 3, lastLogin: TestDates.now))
    let store = Self.store(backend: backend)
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(Self.boardLoaded) {
      $0.isLoading = false
      $0.progress = AchievementProgress(surveysAnswered: 1, longestStreak: 3, pointsEarned: try PointAmount(1_000))
      $0.achievements = Self.unlocked(["first-survey", "streak-3", "points-1000"], at: TestDates.now)
      $0.newlyUnlocked = ["はじめての回答", "3日連続ログイン", "1000ポイント獲得"]
    }
  }

  @Test("読み込めないと理由が表示され、表示中のアチーブメントは残る")
  func failure() async {
    let backend = PointAppBackend(catalogue: [])
    backend.setReachable(false)
    let store = Self.store(backend: backend)
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(Self.boardLoaded) {
      $0.isLoading = false
      $0.errorMessage = "アチーブメントを読み込めませんでした。通信できませんでした。電波の良い場所でもう一度お試しください。"
    }
  }
}
