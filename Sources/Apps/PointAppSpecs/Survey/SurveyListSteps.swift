import SpecRun

/// The survey list steps (`Specs/PointApp/アンケート一覧.feature`).
enum SurveyListSteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()
    steps.given("アンケート一覧を開いている") { context in
      await SurveyListScenario.of(context).open(in: context, arranged: true)
    }
    steps.when("アンケート一覧を開く") { context in await SurveyListScenario.of(context).open(in: context, arranged: false) }
    steps.when("カテゴリ{カギ括弧}を選ぶ") { (context, name: String) in
      try await SurveyListScenario.of(context).choose(category: name)
    }
    steps.when("カテゴリの選択を外す") { context in try await SurveyListScenario.of(context).choose(category: nil) }
    steps.when("一覧を更新する") { context in try await SurveyListScenario.of(context).refresh() }
    steps.when("一覧の{カギ括弧}をタップする") { (context, title: String) in
      try await SurveyListScenario.of(context).tap(title)
    }
    steps.then("一覧に{カギ括弧の並び}が表示される") { (context, titles: [String]) in
      try await SurveyListScenario.of(context).expectList(titles)
    }
    steps.then("一覧は読み込み中と表示される") { context in try await SurveyListScenario.of(context).expectLoading() }
    steps.then("一覧には何も表示されない") { context in try await SurveyListScenario.of(context).expectList([]) }
    steps.then("カテゴリ{カギ括弧}が選ばれている") { (context, name: String) in
      try SurveyListScenario.of(context).expectCategory(name)
    }
    steps.then("カテゴリは選ばれていない") { context in try SurveyListScenario.of(context).expectCategory(nil) }
    steps.then("一覧にエラー{カギ括弧}が表示される") { (context, message: String) in
      try await SurveyListScenario.of(context).expectError(message)
    }
    steps.then("エラーは表示されていない") { context in try SurveyListScenario.of(context).expectNoError() }
    steps.then("アンケート{カギ括弧}の回答画面が開く") { (context, title: String) in
      try SurveyListScenario.of(context).expectDetail(of: title)
    }
    return steps
  }
}
