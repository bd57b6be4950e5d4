import Evergreen
import EvergreenTesting
import Foundation
import PointApp
import Testing

@MainActor
@Suite("連続ログイン")
struct StreakFeatureTests {
  static let streakLoaded = /StreakFeature.Action.streakLoaded
  static let streakSaved = /StreakFeature.Action.streakSaved

  static func store(backend: PointAppBackend, at now: Date) -> TestStore<StreakFeature.State, StreakFeature.Action> {
    TestStore(initialState: StreakFeature.State()) {
      StreakFeature()
    } withDependencies: {
      $0.gamificationClient = .inMemory(backend)
      $0.date.now = now
      $0.calendar = Calendar(identifier: .gregorian)
      $0.timeZone = Tokyo.timeZone
    }
  }

  @Test("初めて開くと連続ログイン1日になり、保存される")
  func firstLogin() async throws {
    let backend = PointAppBackend(catalogue: [])
    let now = Tokyo.date(2026, 11, 15)
    let store = Self.store(backend: backend, at: now)
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(Self.streakLoaded) {
      $0.isLoading = false
      $0.streak = Streak(current: 1, longest: 1, lastLogin: now)
    }
    await store.receive(Self.streakSaved)
    #expect(
      try await GamificationClient.inMemory(backend).fetchStreak() == Streak(current: 1, longest: 1, lastLogin: now))
  }

  @Test("前回のログインが日本時間で前日なら、UTCでは同じ日でも1日伸びる")
  func nextDayInUsersTimeZone() async throws {
    let backend = PointAppBackend(catalogue: [])
    try await GamificationClient.inMemory(backend).saveStreak(
      Streak(current: 3, longest: 5, lastLogin: Tokyo.date(2026, 11, 15, 23, 30)))
    let now = Tokyo.date(2026, 11, 16, 0, 30)
    let store = Self.store(backend: backend, at: now)
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(Self.streakLoaded) {
      $0.isLoading = false
      $0.streak = Streak(current: 4, longest: 5, lastLogin: now)
    }
    await store.receive(Self.streakSaved)
  }

  @Test("間が空くと1日に戻り、最長記録は残る")
  func gapResets() async throws {
    let backend = PointAppBackend(catalogue: [])
    try await GamificationClient.inMemory(backend).saveStreak(
      Streak(current: 7, longest: 7, lastLogin: Tokyo.date(2026, 11, 1)))
    let now = Tokyo.date(2026, 11, 15)
    let store = Self.store(backend: backend, at: now)
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(Self.streakLoaded) {
      $0.isLoading = false
      $0.streak = Streak(current: 1, longest: 7, lastLogin: now)
    }
    await store.receive(Self.streakSaved)
  }

  @Test("記録できないと理由が表示される")
  func failure() async {
    let backend = PointAppBackend(catalogue: [])
    backend.setReachable(false)
    let store = Self.store(backend: backend, at: Tokyo.date(2026, 11, 15))
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(Self.streakLoaded) {
      $0.isLoading = false
      $0.errorMessage = "連続ログインを記録できませんでした。通信できませんでした。電波の良い場所でもう一度お試しください。"
    }
  }
}
