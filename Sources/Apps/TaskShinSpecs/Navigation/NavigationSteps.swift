import SpecRun

/// The steps that move between the app's screens: the task list with the screens pushed over it,
/// and the shin detail sheet.
enum NavigationSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.useTaskShinParameterTypes()
    steps.when("{カギ括弧}をひらく") { (context, title: String) in try await TaskShinScenario.of(context).openTask(title) }
    steps.when("しんのコレクションをひらく") { context in
      try await TaskShinScenario.of(context).send(.shinCollectionTapped)
    }
    steps.when("もどる") { context in try await TaskShinScenario.of(context).goBack() }
    steps.when("しん{カギ括弧}をタップする") { (context, shin: String) in
      try await TaskShinScenario.of(context).send(.shinTapped(try Vocabulary.shin(shin)))
    }
    steps.when("しんのくわしい画面を閉じる") { context in try await TaskShinScenario.of(context).send(.destination(.dismiss)) }
    steps.then("{カギ括弧}の画面が出ている") { (context, title: String) in
      try await TaskShinScenario.of(context).expectPushedTask(title)
    }
    steps.then("しんのコレクションの画面が出ている") { context in
      try await TaskShinScenario.of(context).expectPushed(.shinCollection)
    }
    steps.then("おてつだいリストの画面にもどっている") { context in try await TaskShinScenario.of(context).expectAtTheList() }
    steps.then("しん{カギ括弧}のくわしい画面が出ている") { (context, shin: String) in
      try await TaskShinScenario.of(context).expectShinDetail(try Vocabulary.shin(shin))
    }
    steps.then("しんのくわしい画面は出ていない") { context in try await TaskShinScenario.of(context).expectShinDetail(nil) }
    return steps
  }
}
