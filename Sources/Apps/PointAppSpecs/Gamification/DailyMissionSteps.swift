import PointApp
import SpecRun

/// The daily mission steps (`Specs/PointApp/デイリーミッション.feature`).
enum DailyMissionSteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()
    steps.given("ミッション画面を開いている") { context in
      await DailyMissionScenario.of(context).open(in: context, arranged: true)
    }
    steps.when("ミッション画面を開く") { context in await DailyMissionScenario.of(context).open(in: context, arranged: false) }
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
    steps.then("{カギ括弧}のミッションは読み込み中と表示される") { (context, day: String) in
      try DailyMissionScenario.of(context).expectLoading(on: day)
    }
    steps.then("ミッションにエラー{カギ括弧}が表示される") { (context, message: String) in
      try await DailyMissionScenario.of(context).expectError(message)
    }
    steps.then("ミッションのエラーは表示されていない") { context in try DailyMissionScenario.of(context).expectNoError() }
    return steps
  }
}
