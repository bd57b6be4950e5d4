import SpecRun
import TaskShin

/// The steps of Specs/TaskShin/保護者.feature.
enum ParentSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.useTaskShinParameterTypes()
    steps.when("保護者の画面をひらこうとして、問題に正しく答える") { context in
      try await TaskShinScenario.of(context).openParentArea(answer: nil)
    }
    steps.when("保護者の画面をひらこうとして、問題に{カギ括弧}と答える") { (context, answer: String) in
      try await TaskShinScenario.of(context).openParentArea(answer: answer)
    }
    steps.when("保護者の画面をとじる") { context in try await TaskShinScenario.of(context).lockParentArea() }
    steps.when("保護者がおてつだい{カギ括弧}を{カギ括弧}で作る") { (context, title: String, shin: String) in
      try await TaskShinScenario.of(context).parentCreates(title, shin: shin)
    }
    steps.when("保護者が{カギ括弧}を直しはじめる") { (context, title: String) in
      try await TaskShinScenario.of(context).parentStartsEditing(title)
    }
    steps.when("保護者がおてつだいの名前を{カギ括弧}にする") { (context, title: String) in
      try await TaskShinScenario.of(context).parentRenames(to: title)
    }
    steps.when("保護者がおてつだいの入力をやめる") { context in
      try await TaskShinScenario.of(context).send(.parent(.cancelEditTapped))
    }
    steps.when("保護者が名前のないおてつだいを保存しようとする") { context in
      try await TaskShinScenario.of(context).parentSavesUntitled()
    }
    steps.when("保護者が{カギ括弧}を承認する") { (context, title: String) in
      try await TaskShinScenario.of(context).parentApproves(title)
    }
    steps.when("保護者が{カギ括弧}を{カギ括弧}とメモして差し戻す") { (context, title: String, note: String) in
      try await TaskShinScenario.of(context).parentReturns(title, note: note)
    }
    steps.when("保護者が{カギ括弧}を消す") { (context, title: String) in
      try await TaskShinScenario.of(context).parentDeletes(title)
    }
    steps.then("保護者の画面がひらく") { context in try await TaskShinScenario.of(context).expectGate(.unlocked) }
    steps.then("保護者の画面はひらかない") { context in
      try await TaskShinScenario.of(context).expectGate(.locked(wrongAnswer: true))
    }
    steps.then("保護者の画面はとじている") { context in
      try await TaskShinScenario.of(context).expectGate(.locked(wrongAnswer: false))
    }
    steps.then("おてつだいを保存中と表示される") { context in try await TaskShinScenario.of(context).expectParentSaving() }
    steps.then("おてつだいの入力フォームはとじている") { context in
      try await TaskShinScenario.of(context).expectParentFormClosed()
    }
    steps.then("おてつだいの入力フォームには{カギ括弧}が{カギ括弧}で入っている") { (context, title: String, shin: String) in
      try await TaskShinScenario.of(context).expectParentForm(title: title, shin: shin)
    }
    steps.then("おてつだいの入力フォームはひらいたまま") { context in
      try await TaskShinScenario.of(context).expectParentFormOpen()
    }
    return steps
  }
}
