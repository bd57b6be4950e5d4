import SpecRun

/// The steps of Specs/TaskShin/アプリ全体.feature: the one error state.
enum AppSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.useTaskShinParameterTypes()
    steps.when("エラーを閉じる") { context in try await TaskShinScenario.of(context).send(.errorDismissed) }
    steps.then("{ことば}と知らせる") { (context, message: String) in try await TaskShinScenario.of(context).expectError(message)
    }
    steps.then("つぎに{ことば}と知らせる") { (context, message: String) in
      try await TaskShinScenario.of(context).expectQueuedError(message)
    }
    steps.then("エラーは出ていない") { context in try await TaskShinScenario.of(context).expectNoError() }
    return steps
  }
}
