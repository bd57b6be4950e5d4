import SpecRun

/// The steps of Specs/TaskShin/しん.feature.
enum ShinSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.useTaskShinParameterTypes()
    steps.given("{カギ括弧}はもう成長{int}まで育っている") { (context, shin: String, growth: Int) in
      try TaskShinScenario.of(context).alreadyGrown(shin, to: growth)
    }
    steps.given("これまでに{int}つのおてつだいを終えている") { (context, count: Int) in
      TaskShinScenario.of(context).alreadyCounted(count)
    }
    steps.given("しんの保存は失敗する") { context in TaskShinScenario.of(context).failingSends.failNext(.shinSave) }
    steps.when("お知らせを閉じる") { context in try await TaskShinScenario.of(context).send(.shins(.eventDismissed)) }
    steps.then("{カギ括弧}は成長{int}の{カギ括弧}") { (context, shin: String, growth: Int, stage: String) in
      try await TaskShinScenario.of(context).expect(shin, growth: growth, stage: stage)
    }
    steps.then("しんはまだ一つも見つかっていない") { context in try await TaskShinScenario.of(context).expectNoShins() }
    steps.then("{カギ括弧}はまだ見つかっていない") { (context, shin: String) in
      try await TaskShinScenario.of(context).expectNotFound(shin)
    }
    steps.then("お知らせ{カギ括弧}が出る") { (context, message: String) in
      try await TaskShinScenario.of(context).expectEvent(message)
    }
    steps.then("いま出ているお知らせは{カギ括弧}") { (context, message: String) in
      try await TaskShinScenario.of(context).expectCurrentEvent(message)
    }
    steps.then("お知らせはもう出ていない") { context in try await TaskShinScenario.of(context).expectCurrentEvent(nil) }
    return steps
  }
}
