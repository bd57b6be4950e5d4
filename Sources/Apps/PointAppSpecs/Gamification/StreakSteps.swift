import PointApp
import SpecRun

/// The login streak steps (`Specs/PointApp/連続ログイン.feature`).
enum StreakSteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()
    steps.given("前回のログインは{カギ括弧}で、連続{int}日、最長{int}日である") {
      (context, moment: String, current: Int, longest: Int) in
      try await PointAppWorld.of(context).saveStreak(
        Streak(current: current, longest: longest, lastLogin: try ScenarioDates.moment(moment)))
    }
    steps.when("アプリを開く") { context in await StreakScenario.of(context).open(in: context) }
    steps.then("連続{int}日、最長{int}日と表示される") { (context, current: Int, longest: Int) in
      try await StreakScenario.of(context).expectStreak(current: current, longest: longest, in: context)
    }
    steps.then("連続ログインは読み込み中と表示される") { context in try StreakScenario.of(context).expectLoading() }
    steps.then("最後のログインは{カギ括弧}と記録されている") { (context, moment: String) in
      try await StreakScenario.of(context).expectSavedLogin(moment, in: context)
    }
    return steps
  }
}
