import PointApp
import SpecRun

/// The achievement steps (`Specs/PointApp/アチーブメント.feature`).
enum AchievementSteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()
    steps.given("連続ログインの最長記録は{int}日である") { (context, days: Int) in
      try await PointAppWorld.of(context).saveStreak(
        Streak(current: days, longest: days, lastLogin: PointAppWorld.of(context).today.now))
    }
    steps.given("アチーブメント画面を開いている") { context in
      await AchievementScenario.of(context).open(in: context, arranged: true)
    }
    steps.when("アチーブメント画面を開く") { context in await AchievementScenario.of(context).open(in: context, arranged: false) }
    steps.then("アチーブメントは読み込み中と表示される") { context in try AchievementScenario.of(context).expectLoading() }
    steps.then("解除されたアチーブメントは次のとおりで、{カギ括弧の並び}が新たに解除された:") { (context, newly: [String]) in
      try await AchievementScenario.of(context).expectUnlocked(context.dataTable, newly: newly, in: context)
    }
    steps.then("解除されたアチーブメントは次のとおりで、新たに解除されたものはない:") { context in
      try await AchievementScenario.of(context).expectUnlocked(context.dataTable, newly: [], in: context)
    }
    steps.then("解除されたアチーブメントはない") { context in
      try await AchievementScenario.of(context).expectUnlocked(nil, newly: [], in: context)
    }
    return steps
  }
}
