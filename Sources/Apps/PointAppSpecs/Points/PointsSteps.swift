import SpecRun

/// The points steps (`Specs/PointApp/ポイント残高.feature`, `Specs/PointApp/ポイント履歴.feature`).
enum PointsSteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()
    steps.given("これまでに次のポイントをもらっている:") { context in
      try PointAppWorld.of(context).credit(context.dataTable)
    }
    steps.given("アンケートに{int}回答えて{int}ポイントずつもらっている") { (context, times: Int, points: Int) in
      try await PointAppWorld.of(context).answerSurveys(times: times, points: points)
    }
    steps.when("アンケート{カギ括弧}の{int}ポイントが加算される") { (context, title: String, points: Int) in
      try PointAppWorld.of(context).credit(points, forSurvey: title)
    }

    // ポイント残高
    steps.when("ポイント画面を開く") { context in await PointDashboardScenario.of(context).open(in: context) }
    steps.when("ポイント画面を更新する") { context in try await PointDashboardScenario.of(context).refresh() }
    steps.then("残高{int}ポイント（{int}円相当）が表示される") { (context, points: Int, yen: Int) in
      try await PointDashboardScenario.of(context).expectBalance(points, yen: yen)
    }
    steps.then("ポイント画面にエラー{カギ括弧}が表示される") { (context, message: String) in
      try await PointDashboardScenario.of(context).expectError(message)
    }
    steps.then("ポイント画面のエラーは表示されていない") { context in try PointDashboardScenario.of(context).expectNoError() }

    // ポイント履歴
    steps.when("ポイント履歴を開く") { context in await PointHistoryScenario.of(context).open(in: context) }
    steps.when("履歴をもっと見る") { context in try await PointHistoryScenario.of(context).loadMore() }
    steps.then("履歴が{int}件表示され、続きがある") { (context, count: Int) in
      try await PointHistoryScenario.of(context).expectEntries(count, more: true)
    }
    steps.then("履歴が{int}件表示され、続きはない") { (context, count: Int) in
      try await PointHistoryScenario.of(context).expectEntries(count, more: false)
    }
    steps.then("履歴の先頭は次のとおり:") { context in try PointHistoryScenario.of(context).expectTop(context.dataTable) }
    steps.then("履歴にエラー{カギ括弧}が表示される") { (context, message: String) in
      try await PointHistoryScenario.of(context).expectError(message)
    }
    steps.then("履歴のエラーは表示されていない") { context in try PointHistoryScenario.of(context).expectNoError() }
    return steps
  }
}
