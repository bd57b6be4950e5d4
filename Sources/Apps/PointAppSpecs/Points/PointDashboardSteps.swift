import SpecRun

/// The points balance steps (`Specs/PointApp/ポイント残高.feature`).
enum PointDashboardSteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()
    steps.given("ポイント画面を開いている") { context in
      await PointDashboardScenario.of(context).open(in: context, arranged: true)
    }
    steps.when("ポイント画面を開く") { context in await PointDashboardScenario.of(context).open(in: context, arranged: false) }
    steps.when("ポイント画面を更新する") { context in try await PointDashboardScenario.of(context).refresh() }
    steps.then("残高{int}ポイント（{int}円相当）が表示される") { (context, points: Int, yen: Int) in
      try await PointDashboardScenario.of(context).expectBalance(points, yen: yen)
    }
    steps.then("ポイント画面は読み込み中と表示される") { context in try PointDashboardScenario.of(context).expectLoading() }
    steps.then("ポイント画面にエラー{カギ括弧}が表示される") { (context, message: String) in
      try await PointDashboardScenario.of(context).expectError(message)
    }
    steps.then("ポイント画面のエラーは表示されていない") { context in try PointDashboardScenario.of(context).expectNoError() }
    return steps
  }
}
