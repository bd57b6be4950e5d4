import SpecRun

/// The survey answering steps (`Specs/PointApp/アンケート回答.feature`).
enum SurveyDetailSteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()
    steps.given("アンケート{カギ括弧}が{int}ポイント、締切{カギ括弧}で公開され、次の質問がある:") {
      (context, title: String, points: Int, deadline: String) in
      try SurveyDetailScenario.of(context).publish(
        title, reward: points, deadline: deadline, questions: context.dataTable, in: context)
    }
    steps.given("アンケート{カギ括弧}の回答画面を開いている") { (context, title: String) in
      try SurveyDetailScenario.of(context).open(title, in: context)
    }
    steps.when("{カギ括弧}に{カギ括弧の並び}と答える") { (context, question: String, values: [String]) in
      try await SurveyDetailScenario.of(context).answer(question, with: values)
    }
    steps.when("回答を送信する") { context in try await SurveyDetailScenario.of(context).submit() }
    steps.then("{カギ括弧}の回答は{カギ括弧の並び}である") { (context, question: String, values: [String]) in
      try SurveyDetailScenario.of(context).expectAnswer(question, values)
    }
    steps.then("{カギ括弧}に{カギ括弧}と表示される") { (context, question: String, message: String) in
      try SurveyDetailScenario.of(context).expectProblem(question, message)
    }
    steps.then("{int}ポイント獲得と表示される") { (context, points: Int) in
      try await SurveyDetailScenario.of(context).expectEarned(points)
    }
    steps.then("送信中と表示される") { context in try SurveyDetailScenario.of(context).expectSubmitting() }
    steps.then("獲得ポイントは表示されていない") { context in try SurveyDetailScenario.of(context).expectNothingEarned() }
    steps.then("送信エラー{カギ括弧}が表示される") { (context, message: String) in
      try await SurveyDetailScenario.of(context).expectError(message)
    }
    steps.then("送信エラーは表示されていない") { context in try SurveyDetailScenario.of(context).expectNoError() }
    return steps
  }
}
