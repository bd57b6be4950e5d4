import Evergreen
import EvergreenTesting
import Foundation
import PointApp
import Synchronization
import Testing

@MainActor
@Suite("デイリーミッション")
struct DailyMissionFeatureTests {
  static let today = Tokyo.date(2026, 11, 15, 0)
  static let rewardCredited = /DailyMissionFeature.Action.rewardCredited
  static let answered50 = MissionEvent.surveyAnswered(points: try! PointAmount(50))

  static func store(
    _ state: DailyMissionFeature.State, backend: PointAppBackend, at now: Date = Tokyo.date(2026, 11, 15, 10)
  ) -> TestStore<DailyMissionFeature.State, DailyMissionFeature.Action> {
    TestStore(initialState: state) {
      DailyMissionFeature()
    } withDependencies: {
      $0.gamificationClient = .inMemory(backend)
      $0.date.now = now
      $0.calendar = Calendar(identifier: .gregorian)
      $0.timeZone = Tokyo.timeZone
    }
  }

  /// The server answers `store`'s reward credits (into `backend`) only when `clock` moves on a
  /// second, so a test can act while a reward is 受け取り中.
  static func answerCredits(
    of store: TestStore<DailyMissionFeature.State, DailyMissionFeature.Action>, backend: PointAppBackend,
    after clock: TestClock
  ) {
    let game = GamificationClient.inMemory(backend)
    store.dependencies.gamificationClient.creditReward = { mission, day in
      try await clock.sleep(for: .seconds(1))
      try await game.creditReward(mission, day)
    }
  }

  /// The app is opened: アプリを開く is completed and its reward 受け取り中.
  static func openApp(_ store: TestStore<DailyMissionFeature.State, DailyMissionFeature.Action>) async {
    await store.send(.progressRecorded(.loggedIn)) {
      $0.missions[0] = DailyMission.daily[0].recording(.loggedIn)
      $0.crediting = [.login]
    }
  }

  /// The screen appears and shows today's `missions`, loaded from the server.
  static func appear(
    _ store: TestStore<DailyMissionFeature.State, DailyMissionFeature.Action>, showing missions: [DailyMission]
  ) async {
    await store.send(.onAppear) {
      $0.day = Self.today
      $0.isLoading = true
    }
    await store.receive(/DailyMissionFeature.Action.missionsLoaded) {
      $0.isLoading = false
      $0.missions = missions
    }
  }

  @Test("表示すると今日のミッションと進み具合を読み込む")
  func loadsToday() async throws {
    let backend = PointAppBackend(catalogue: [])
    var saved = DailyMission.daily
    saved[1] = saved[1].recording(Self.answered50)
    try await GamificationClient.inMemory(backend).saveMissions(saved, Self.today)
    await Self.appear(Self.store(DailyMissionFeature.State(), backend: backend), showing: saved)
  }

  @Test("回答するとミッションが進み、進み具合が保存される")
  func progressAdvancesAndIsSaved() async throws {
    let backend = PointAppBackend(catalogue: [])
    let store = Self.store(DailyMissionFeature.State(day: Self.today, missions: DailyMission.daily), backend: backend)
    await store.send(.progressRecorded(Self.answered50)) {
      $0.missions[1] = DailyMission.daily[1].recording(Self.answered50)
      $0.missions[2] = DailyMission.daily[2].recording(Self.answered50)
    }
    #expect(try await GamificationClient.inMemory(backend).fetchMissions(Self.today) == store.state.missions)
  }

  @Test("達成したミッションの報酬は、サーバーが加算するまで受け取り中で、加算されると受け取り済みとして保存される")
  func rewardOnce() async throws {
    let backend = PointAppBackend(catalogue: [])
    let store = Self.store(DailyMissionFeature.State(day: Self.today, missions: DailyMission.daily), backend: backend)
    await Self.openApp(store)
    await store.receive(Self.rewardCredited) {
      $0.crediting = []
      $0.missions[0].isRewarded = true
    }
    #expect(try await GamificationClient.inMemory(backend).fetchMissions(Self.today) == store.state.missions)
    await store.send(.progressRecorded(.loggedIn))
    await store.send(.claimRewardTapped(.login))
    #expect(backend.ledgerBalance.available == (try PointAmount(5)))
    let history = try await PointClient.inMemory(backend).fetchHistory(1)
    #expect(history.transactions.map(\.reason) == [.missionCompleted(title: "アプリを開く")])
  }

  @Test("受け取り中に「受け取る」を押しても、報酬は二重に加算されない")
  func claimWhileCrediting() async throws {
    let backend = PointAppBackend(catalogue: [])
    let clock = TestClock()
    let store = Self.store(DailyMissionFeature.State(day: Self.today, missions: DailyMission.daily), backend: backend)
    Self.answerCredits(of: store, backend: backend, after: clock)
    await Self.openApp(store)
    await store.send(.claimRewardTapped(.login))
    await clock.run()
    await store.receive(Self.rewardCredited) {
      $0.crediting = []
      $0.missions[0].isRewarded = true
    }
    await store.finish()
    #expect(backend.ledgerBalance.available == (try PointAmount(5)))
  }

  @Test("報酬を受け取れなかったときは理由が表示され、未受け取りのまま残り、「受け取る」でもう一度受け取れる")
  func claimAfterFailure() async throws {
    let backend = PointAppBackend(catalogue: [])
    let store = Self.store(DailyMissionFeature.State(day: Self.today, missions: DailyMission.daily), backend: backend)
    store.dependencies.gamificationClient.creditReward = { _, _ in throw BackendError.unreachable }
    await Self.openApp(store)
    await store.receive(Self.rewardCredited) {
      $0.crediting = []
      $0.errorMessage = "ミッションの報酬を受け取れませんでした。通信できませんでした。電波の良い場所でもう一度お試しください。"
    }
    #expect(try await GamificationClient.inMemory(backend).fetchMissions(Self.today) == store.state.missions)
    #expect(backend.ledgerBalance.available == .zero)
    store.dependencies.gamificationClient = .inMemory(backend)
    await store.send(.claimRewardTapped(.login)) {
      $0.crediting = [.login]
      $0.errorMessage = nil
    }
    await store.receive(Self.rewardCredited) {
      $0.crediting = []
      $0.missions[0].isRewarded = true
    }
    #expect(try await GamificationClient.inMemory(backend).fetchMissions(Self.today) == store.state.missions)
    #expect(backend.ledgerBalance.available == (try PointAmount(5)))
  }

  @Test("報酬が加算された直後にアプリを終了しても、次に起動したときは受け取り済みで、二度は加算されない")
  func quitRightAfterCredit() async throws {
    let backend = PointAppBackend(catalogue: [])
    let first = Self.store(DailyMissionFeature.State(day: Self.today, missions: DailyMission.daily), backend: backend)
    // The app is quit right after the reward is credited: only the save of the progress reaches
    // the server, no later save does.
    let saves = Mutex(0)
    let missions = GamificationClient.inMemory(backend)
    first.dependencies.gamificationClient.saveMissions = { list, day in
      guard
        saves.withLock({ count in
          count += 1
          return count
        }) == 1
      else { throw CancellationError() }
      try await missions.saveMissions(list, day)
    }
    await Self.openApp(first)
    await first.receive(Self.rewardCredited) {
      $0.crediting = []
      $0.missions[0].isRewarded = true
    }
    await first.finish()

    let second = Self.store(DailyMissionFeature.State(), backend: backend)
    var rewarded = DailyMission.daily
    rewarded[0] = rewarded[0].recording(.loggedIn)
    rewarded[0].isRewarded = true
    await Self.appear(second, showing: rewarded)
    await second.send(.claimRewardTapped(.login))
    #expect(backend.ledgerBalance.available == (try PointAmount(5)))
  }

  @Test("夜中0時の前に達成したミッションの報酬が0時を過ぎてから加算されても、今日のミッションは変わらず、その日のミッションが受け取り済みになる")
  func lateCreditBelongsToItsDay() async throws {
    let backend = PointAppBackend(catalogue: [])
    let clock = TestClock()
    let yesterday = Tokyo.date(2026, 11, 14, 0)
    let store = Self.store(
      DailyMissionFeature.State(day: yesterday, missions: DailyMission.daily), backend: backend,
      at: Tokyo.date(2026, 11, 14, 23, 59))
    Self.answerCredits(of: store, backend: backend, after: clock)
    await Self.openApp(store)
    store.dependencies.date.now = Tokyo.date(2026, 11, 15, 0, 5)
    await store.send(.progressRecorded(Self.answered50)) {
      $0.day = Self.today
      $0.missions = DailyMission.daily.map { $0.recording(Self.answered50) }
      $0.crediting = []
    }
    await clock.run()
    await store.receive(Self.rewardCredited)
    await store.finish()
    #expect(backend.ledgerBalance.available == (try PointAmount(5)))
    let kept = GamificationClient.inMemory(backend)
    #expect(try await kept.fetchMissions(yesterday)[0].isRewarded)
    #expect(try await kept.fetchMissions(Self.today) == store.state.missions)
  }

  @Test("日付が変わると新しい日のミッションが始まる")
  func newDay() async throws {
    let backend = PointAppBackend(catalogue: [])
    var yesterday = DailyMission.daily
    yesterday[1] = yesterday[1].recording(Self.answered50).recording(Self.answered50)
    let store = Self.store(
      DailyMissionFeature.State(day: Tokyo.date(2026, 11, 14, 0), missions: yesterday), backend: backend,
      at: Tokyo.date(2026, 11, 15, 0, 5))
    await store.send(.progressRecorded(Self.answered50)) {
      $0.day = Self.today
      $0.missions = DailyMission.daily.map { $0.recording(Self.answered50) }
    }
  }

  @Test("ミッションを読み込めないと理由が表示される")
  func loadFailure() async {
    let backend = PointAppBackend(catalogue: [])
    backend.setReachable(false)
    let store = Self.store(DailyMissionFeature.State(), backend: backend)
    await store.send(.onAppear) {
      $0.day = Self.today
      $0.isLoading = true
    }
    await store.receive(/DailyMissionFeature.Action.missionsLoaded) {
      $0.isLoading = false
      $0.errorMessage = "ミッションを読み込めませんでした。通信できませんでした。電波の良い場所でもう一度お試しください。"
    }
  }
}
