import SpecRun

/// The points history steps (`Specs/PointApp/ポイント履歴.feature`).
enum PointHistorySteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()
    steps.given("ポイント履歴を開いている") { context in
      await PointHistoryScenario.of(context).open(in: context, arranged: true)
    }
    steps.when("ポイント履歴を開く") { context in await PointHistoryScenario.of(context).open(in: context, arranged: false) }
    steps.when("履歴をもっと見る") { context in try await PointHistoryScenario.of(context).loadMore() }
    steps.then("履歴が{int}件表示され、続きがある") { (context, count: Int) in
      try await PointHistoryScenario.of(context).expectEntries(count, more: true)
    }
    steps.then("履歴が{int}件表示され、続きはない") { (context, count: Int) in
      try await PointHistoryScenario.of(context).expectEntries(count, more: false)
    }
    steps.then("履歴の先頭は次のとおり:") { context in try PointHistoryScenario.of(context).expectTop(context.dataTable) }
    steps.then("履歴は読み込み中と表示される") { context in try PointHistoryScenario.of(context).expectLoading() }
    steps.then("履歴にエラー{カギ括弧}が表示される") { (context, message: String) in
      try await PointHistoryScenario.of(context).expectError(message)
    }
    steps.then("履歴のエラーは表示されていない") { context in try PointHistoryScenario.of(context).expectNoError() }
    return steps
  }
}
