import Evergreen
import Foundation
import PointApp
import SpecRun

/// What the whole-app scenarios do, in the product's words: the app with all its tabs, against
/// the scenario's backend.
///
/// Each `Then` step computes what it expects from its own words and the scenario's data (the
/// published surveys, the day, what the server was asked to do), and takes only the actions its
/// tab got back, as many as the server's work says must have come: one reload per request the
/// step saw loading, one balance refresh per credit, one achievement check per answer or saved
/// streak, one balance or achievement board per read the server answered (so a step after
/// 「サーバーが届いている要求にだけ応答する」 sees what is still waiting), one mission event per
/// answer and per login.
@MainActor
final class AppScenario: FeatureScenario {
  typealias Action = AppFeature.Action
  private(set) var store: ScenarioStoreOf<AppFeature>?
  private var world: PointAppWorld?
  /// How much of the server's log each tab's step has accounted for.
  private var seenByBalance = 0
  private var seenByMissions = 0
  private var seenByAchievements = 0
  private var seenByStreak = 0

  static let notStartedHint = "アプリが起動していません。「もし アプリを起動する」から始めてください。"

  /// Starts the app; when `arranged`, what it loads counts as described (a Given).
  func launch(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    self.world = world
    let store = world.start(AppFeature.State(), in: context) { AppFeature() }
    self.store = store
    await world.show(store, appearing: .onAppear, arranged: arranged)
    let seen = world.log.all.count
    (seenByBalance, seenByMissions, seenByAchievements, seenByStreak) = (seen, seen, seen, seen)
  }

  /// The app is closed and started again on the same device: what it loads comes from what the
  /// backend kept.
  func restart(in context: ScenarioContext) async throws {
    _ = try running()
    try PointAppWorld.of(context).restart()
    await launch(in: context, arranged: false)
  }

  private func scene() throws -> (store: ScenarioStoreOf<AppFeature>, world: PointAppWorld) {
    let store = try running()
    guard let world else { throw StepFailure(Self.notStartedHint) }
    return (store, world)
  }

  func select(_ tab: AppFeature.Tab) async throws { try await running().send(.tabSelected(tab)) }

  /// Taps the survey titled `title` in the list and sends the (empty) answers of a survey without
  /// questions.
  func answer(_ title: String) async throws {
    let store = try running()
    guard let survey = store.state.surveyList.surveys.first(where: { $0.title == title }) else {
      throw StepFailure("「\(title)」はアンケート一覧にありません。")
    }
    await store.send(.surveyList(.surveyTapped(survey)))
    await store.send(.surveyList(.detail(.presented(.submitButtonTapped))))
  }

  /// The survey tab shows the published surveys `titles`, in this order, loaded (the one load the
  /// tab was seen waiting for came back, successfully).
  func expectSurveys(_ titles: [String]) async throws {
    let (store, world) = try scene()
    let expected = try titles.map(world.survey(titled:))
    let loads = store.described.surveyList.isLoading ? 1 : 0
    for result in try await store.expectReceived(
      /Action.surveyList .. SurveyListFeature.Action.surveysLoaded, times: loads, "アンケート一覧")
    {
      _ = try result.succeeded("アンケートの読み込み")
    }
    try store.expect {
      $0.surveyList.surveys = expected
      $0.surveyList.isLoading = false
      $0.surveyList.errorMessage = nil
    }
  }

  /// The answer screen of `title` is open and sending (no answers: the survey asks nothing).
  func expectSubmitting(_ title: String) async throws {
    let (store, world) = try scene()
    let survey = try world.survey(titled: title)
    try store.expect { $0.surveyList.detail = SurveyDetailFeature.State(survey: survey, isSubmitting: true) }
  }

  /// The answer screen of `title` shows `points` earned: the answers came back accepted.
  func expectEarned(_ points: Int, answering title: String) async throws {
    let (store, world) = try scene()
    let survey = try world.survey(titled: title)
    let earned = try PointAmount(points)
    let results = try await store.expectReceived(
      /Action.surveyList .. SurveyListFeature.Action.detail .. PresentationAction.presented
        .. SurveyDetailFeature.Action.submitCompleted, times: 1, "回答の送信結果")
    guard try results[0].succeeded("回答の送信") == earned else {
      throw StepFailure("「\(title)」の回答で得たのは\(results[0])で、\(points)ポイントではありません。")
    }
    try store.expect { $0.surveyList.detail = SurveyDetailFeature.State(survey: survey, earnedPoints: earned) }
  }

  /// The points tab shows a balance of `points`: it was told to reload once for each credit the
  /// server made since the last look, and each read of the balance the server answered since then
  /// came back, successfully. A reload still waiting for the server leaves the balance shown as it
  /// was (it reloads quietly).
  func expectBalance(_ points: Int) async throws {
    let (store, world) = try scene()
    let (entries, seen) = world.log.since(seenByBalance)
    let credits = entries.credits(failed: false).count
    try await store.expectReceived(
      /Action.pointDashboard .. PointDashboardFeature.Action.balanceChanged, times: credits, "残高の更新結果")
    for result in try await store.expectReceived(
      /Action.pointDashboard .. PointDashboardFeature.Action.balanceLoaded, times: entries.balanceReads,
      "残高の読み込み結果")
    {
      _ = try result.succeeded("残高の読み込み")
    }
    seenByBalance = seen
    let balance = PointBalance(available: try PointAmount(points))
    try store.expect {
      $0.pointDashboard.balance = balance
      $0.pointDashboard.isLoading = false
      $0.pointDashboard.errorMessage = nil
    }
  }

  /// The points tab shows the history: the ledger's `count` entries, newest first, in one page.
  func expectHistory(_ count: Int) async throws {
    let (store, world) = try scene()
    let ledger = Array(world.backend.ledgerEntries.reversed())
    guard ledger.count == count, count <= PointHistoryPage.size else {
      throw StepFailure(
        "台帳は\(ledger.count)件で、\(count)件ではありません（一ページの\(PointHistoryPage.size)件まで）。")
    }
    let loads = store.described.pointHistory.isLoading ? 1 : 0
    for result in try await store.expectReceived(
      /Action.pointHistory .. PointHistoryFeature.Action.pageLoaded, times: loads, "履歴のページ")
    {
      _ = try result.succeeded("履歴の読み込み")
    }
    try store.expect {
      $0.pointHistory.transactions = ledger
      $0.pointHistory.loadedPages = 1
      $0.pointHistory.hasMore = false
      $0.pointHistory.isLoading = false
    }
  }

  /// Today's missions, as `ミッション | 進み具合 | 報酬` rows: loaded if the tab was seen loading
  /// (and then the login counted), advanced by each answer the server accepted, and each reward
  /// the server credited came back.
  func expectMissions(_ table: DataTable?) async throws {
    guard let table else { throw StepFailure("ミッションは表で書いてください: | ミッション | 進み具合 | 報酬 |") }
    let (store, world) = try scene()
    let expected = try ExpectedMissions.screen(table.hashes) { row in try ExpectedMissions.progress(row["進み具合"] ?? "") }
    let wasLoading = store.described.dailyMission.isLoading
    for result in try await store.expectReceived(
      /Action.dailyMission .. DailyMissionFeature.Action.missionsLoaded, times: wasLoading ? 1 : 0, "ミッション一覧")
    {
      _ = try result.succeeded("ミッションの読み込み")
    }
    let (entries, seen) = world.log.since(seenByMissions)
    let events =
      (wasLoading ? [MissionEvent.loggedIn] : []) + entries.answers.map { MissionEvent.surveyAnswered(points: $0) }
    let recorded = try await store.expectReceived(
      /Action.dailyMission .. DailyMissionFeature.Action.progressRecorded, times: events.count, "ミッションの記録結果")
    guard ExpectedMissions.sameMultiset(recorded, events) else {
      throw StepFailure("ミッションが数えたのは\(recorded)で、\(events)ではありません。")
    }
    let rewards = entries.credits(failed: false).filter { if case .missionCompleted = $0 { true } else { false } }
    for (_, _, result) in try await store.expectReceived(
      /Action.dailyMission .. DailyMissionFeature.Action.rewardCredited, times: rewards.count, "ミッション報酬の付与結果")
    {
      _ = try result.succeeded("ミッション報酬の付与")
    }
    seenByMissions = seen
    let today = ScenarioDates.calendar.startOfDay(for: world.today.now)
    let shown = { (state: AppFeature.State) in
      ExpectedMissions.seen(
        state.dailyMission.missions, crediting: state.dailyMission.crediting, columns: table.raw.first ?? [])
    }
    try store.expect(table, seen: shown) {
      $0.dailyMission.missions = expected.missions
      $0.dailyMission.crediting = expected.crediting
      $0.dailyMission.day = today
      $0.dailyMission.isLoading = false
      $0.dailyMission.errorMessage = nil
    }
  }

  /// The streak shows `days` in a row, `longest` at most, counting the login now: loaded if the
  /// tab was seen loading, and each save the server saw since the last look came back.
  func expectStreak(_ days: Int, longest: Int) async throws {
    let (store, world) = try scene()
    let expected = Streak(current: days, longest: longest, lastLogin: world.today.now)
    if store.described.streak.isLoading {
      let loaded = try await store.expectReceived(
        /Action.streak .. StreakFeature.Action.streakLoaded, times: 1, "連続ログインの読み込み結果")[0]
      _ = try loaded.succeeded("連続ログインの読み込み")
    }
    let (entries, seen) = world.log.since(seenByStreak)
    for result in try await store.expectReceived(
      /Action.streak .. StreakFeature.Action.streakSaved, times: entries.streaksSaved.count, "連続ログインの保存結果")
    {
      guard try result.succeeded("連続ログインの保存") == expected else {
        throw StepFailure("保存された連続ログインは \(result) で、\(expected) ではありません。")
      }
    }
    seenByStreak = seen
    try store.expect {
      $0.streak.streak = expected
      $0.streak.isLoading = false
      $0.streak.errorMessage = nil
    }
  }

  /// The achievements newly unlocked are `titles`, unlocked now: they were told to check once for
  /// each answer and each saved streak the server saw since the last look, and each board the
  /// server finished answering since then came back; a check still waiting for the server leaves
  /// the achievements shown as they were.
  func expectNewlyUnlocked(_ titles: [String]) async throws {
    let (store, _) = try scene()
    try await expectAchievements(titles, unlocked: store.described.achievement.achievements)
  }

  /// The achievements unlocked are the rows of `table` (アチーブメント, 解除日時 as 2026-11-15 10:00),
  /// the others locked, and none was unlocked now.
  func expectUnlocked(_ table: DataTable?) async throws {
    guard let table else { throw StepFailure("アチーブメントは表で書いてください: | アチーブメント | 解除日時 |") }
    var unlocked: [String: Date] = [:]
    for row in table.hashes {
      let title = row["アチーブメント"] ?? ""
      guard Achievement.catalogue.contains(where: { $0.title == title }) else {
        throw StepFailure("「\(title)」というアチーブメントはありません。")
      }
      unlocked[title] = try ScenarioDates.moment(row["解除日時"] ?? "")
    }
    try await expectAchievements(
      [],
      unlocked: Achievement.catalogue.map { achievement in
        Achievement(
          id: achievement.id, title: achievement.title, condition: achievement.condition,
          unlockedAt: unlocked[achievement.title])
      })
  }

  /// `titles` newly unlocked now, the others as in `before`.
  private func expectAchievements(_ titles: [String], unlocked before: [Achievement]) async throws {
    let (store, world) = try scene()
    let (entries, seen) = world.log.since(seenByAchievements)
    let checks = entries.answers.count + entries.streaksSaved.count
    try await store.expectReceived(
      /Action.achievement .. AchievementFeature.Action.progressChanged, times: checks, "アチーブメントの判定結果")
    for result in try await store.expectReceived(
      /Action.achievement .. AchievementFeature.Action.boardLoaded, times: entries.boardReads,
      "アチーブメント一覧の読み込み結果")
    {
      _ = try result.succeeded("アチーブメントの読み込み")
    }
    seenByAchievements = seen
    let now = world.today.now
    for title in titles where !before.contains(where: { $0.title == title && !$0.isUnlocked }) {
      throw StepFailure(
        "「\(title)」はまだ解除されていないアチーブメントではありません。解除されていないのは\(before.filter { !$0.isUnlocked }.map { "「\($0.title)」" }.joined())です。"
      )
    }
    let expected = before.map { achievement in
      titles.contains(achievement.title)
        ? Achievement(id: achievement.id, title: achievement.title, condition: achievement.condition, unlockedAt: now)
        : achievement
    }
    // A check still waiting shows the progress of the last board that came back.
    let progress = entries.boardReads > 0 ? try await world.progress() : store.described.achievement.progress
    try store.expect {
      $0.achievement.achievements = expected
      $0.achievement.progress = progress
      $0.achievement.newlyUnlocked = titles
      $0.achievement.isLoading = false
      $0.achievement.errorMessage = nil
    }
  }

  /// Every tab shows that it is loading, waiting for the server (the history loads once its tab
  /// is shown): each tab was told the app appeared, and the missions are today's.
  func expectEveryTabLoading() async throws {
    let (store, world) = try scene()
    try await store.expectReceived(
      /Action.surveyList .. SurveyListFeature.Action.onAppear, times: 1, "アンケートのタブの表示")
    try await store.expectReceived(
      /Action.pointDashboard .. PointDashboardFeature.Action.onAppear, times: 1, "ポイントのタブの表示")
    try await store.expectReceived(
      /Action.dailyMission .. DailyMissionFeature.Action.onAppear, times: 1, "ミッションのタブの表示")
    try await store.expectReceived(/Action.streak .. StreakFeature.Action.onAppear, times: 1, "連続ログインの表示")
    try await store.expectReceived(
      /Action.achievement .. AchievementFeature.Action.onAppear, times: 1, "アチーブメントのタブの表示")
    let today = ScenarioDates.calendar.startOfDay(for: world.today.now)
    try store.expect {
      $0.surveyList.isLoading = true
      $0.pointDashboard.isLoading = true
      $0.dailyMission.isLoading = true
      $0.dailyMission.day = today
      $0.streak.isLoading = true
      $0.achievement.isLoading = true
    }
  }

  /// The points tab shows that the history is loading: showing the tab asked for its first page.
  func expectHistoryLoading() async throws {
    let store = try running()
    try await store.expectReceived(
      /Action.pointHistory .. PointHistoryFeature.Action.onAppear, times: 1, "履歴の表示")
    try store.expect { $0.pointHistory.isLoading = true }
  }

  func expectTab(_ tab: AppFeature.Tab) throws { try running().expect(\.selectedTab, tab) }
}
