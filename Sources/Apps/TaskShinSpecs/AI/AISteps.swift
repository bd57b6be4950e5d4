import SpecRun

/// The steps of Specs/TaskShin/AIのことば.feature.
enum AISteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.useTaskShinParameterTypes()
    steps.given("AIのヒントは{ことば}") { (context, hint: String) in TaskShinScenario.of(context).ai.answer(hint: hint) }
    steps.given("AIが使えない") { context in TaskShinScenario.of(context).ai.goDown() }
    steps.given("AIの返事がとても遅い") { context in TaskShinScenario.of(context).ai.slowDown() }
    steps.when("{カギ括弧}のヒントをたのむ") { (context, title: String) in try await TaskShinScenario.of(context).askHint(title) }
    steps.when("AIが答える") { context in try await TaskShinScenario.of(context).aiAnswers(failing: false) }
    steps.when("AIがエラーを返す") { context in try await TaskShinScenario.of(context).aiAnswers(failing: true) }
    steps.when("おいわいを閉じる") { context in try await TaskShinScenario.of(context).send(.ai(.celebrationDismissed)) }
    steps.then("{カギ括弧}のヒント{ことば}が出る") { (context, title: String, hint: String) in
      try await TaskShinScenario.of(context).expectHint(title, hint)
    }
    steps.then("{カギ括弧}のヒントを考え中と表示される") { (context, title: String) in
      try await TaskShinScenario.of(context).expectHintLoading(title)
    }
    steps.then("おいわい{ことば}が出る") { (context, message: String) in
      try await TaskShinScenario.of(context).expectCelebrations([message])
    }
    steps.then("おいわいは{カギ括弧}、つぎに{カギ括弧}と出る") { (context, first: String, second: String) in
      try await TaskShinScenario.of(context).expectCelebrations([first, second])
    }
    steps.then("二度目のおいわいは出ない") { context in try await TaskShinScenario.of(context).expectNoNewCelebration() }
    steps.then("おいわいは出ていない") { context in try await TaskShinScenario.of(context).expectNoCelebration() }
    return steps
  }
}
