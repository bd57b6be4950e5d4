import Foundation
import PointApp
import SpecRun

/// The gamification steps (`デイリーミッション.feature`, `連続ログイン.feature`, `アチーブメント.feature`).
enum GamificationSteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()

    // デイリーミッション
    steps.when("ミッション画面を開く") { context in await DailyMissionScenario.of(context).open(in: context) }
    steps.when("アンケートに回答して{int}ポイント獲得する") { (context, points: Int) in
      try await DailyMissionScenario.of(context).record(.surveyAnswered(points: try PointAmount(points)))
    }
    steps.when("アプリを開いたことが記録される") { context in try await DailyMissionScenario.of(context).record(.loggedIn) }
    steps.when("ミッション{カギ括弧}の報酬を受け取る") { (context, title: String) in
      try await DailyMissionScenario.of(context).claim(title)
    }
    steps.then("{カギ括弧}のミッションは次のとおり:") { (context, day: String) in
      try await DailyMissionScenario.of(context).expectMissions(context.dataTable, on: day)
    }
    steps.then("ミッションにエラー{カギ括弧}が表示される") { (context, message: String) in
      try await DailyMissionScenario.of(context).expectError(message)
    }
    steps.then("ミッションのエラーは表示されていない") { context in try DailyMissionScenario.of(context).expectNoError() }

    // 連続ログイン
    steps.given("前回のログインは{カギ括弧}で、連続{int}日、最長{int}日である") {
      (context, moment: String, current: Int, longest: Int) in
      try await PointAppWorld.of(context).saveStreak(
        Streak(current: current, longest: longest, lastLogin: try ScenarioDates.moment(moment)))
    }
    steps.when("アプリを開く") { context in await StreakScenario.of(context).open(in: context) }
    steps.then("連続{int}日、最長{int}日と表示される") { (context, current: Int, longest: Int) in
      try await StreakScenario.of(context).expectStreak(current: current, longest: longest)
    }
    steps.then("最後のログインは{カギ括弧}と記録されている") { (context, moment: String) in
      try await StreakScenario.of(context).expectSavedLogin(moment, in: context)
    }

    // アチーブメント
    steps.given("連続ログインの最長記録は{int}日である") { (context, days: Int) in
      try await PointAppWorld.of(context).saveStreak(
        Streak(current: days, longest: days, lastLogin: PointAppWorld.of(context).today.now))
    }
    steps.when("アチーブメント画面を開く") { context in await AchievementScenario.of(context).open(in: context) }
    steps.then("解除されたアチーブメントは次のとおりで、{カギ括弧の並び}が新たに解除された:") { (context, newly: [String]) in
      try await AchievementScenario.of(context).expectUnlocked(context.dataTable, newly: newly)
    }
    steps.then("解除されたアチーブメントは次のとおりで、新たに解除されたものはない:") { context in
      try await AchievementScenario.of(context).expectUnlocked(context.dataTable, newly: [])
    }
    steps.then("解除されたアチーブメントはない") { context in
      try await AchievementScenario.of(context).expectUnlocked(nil, newly: [])
    }
    return steps
  }
}
