import SpecRun

/// The steps of Specs/TaskShin/プロフィール.feature.
enum ProfileSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.useTaskShinParameterTypes()
    steps.given("プロフィールは名前{カギ括弧}、アバター{カギ括弧}で保存されている") { (context, name: String, avatar: String) in
      try TaskShinScenario.of(context).savedProfile(name: name, avatar: avatar)
    }
    steps.given("この端末は名前{カギ括弧}、アバター{カギ括弧}のプロフィールを覚えている") { (context, name: String, avatar: String) in
      try TaskShinScenario.of(context).deviceRemembers(name: name, avatar: avatar)
    }
    steps.when("プロフィールの編集をひらく") { context in try await TaskShinScenario.of(context).openProfileForm() }
    steps.when("名前に{カギ括弧}と入力する") { (context, name: String) in try await TaskShinScenario.of(context).typeName(name) }
    steps.when("アバターに{カギ括弧}をえらぶ") { (context, avatar: String) in
      try await TaskShinScenario.of(context).chooseAvatar(avatar)
    }
    steps.when("プロフィールの編集をやめる") { context in
      try await TaskShinScenario.of(context).send(.user(.cancelEditTapped))
    }
    steps.when("保存する") { context in try await TaskShinScenario.of(context).saveProfile() }
    steps.then("プロフィールは名前{カギ括弧}、アバター{カギ括弧}") { (context, name: String, avatar: String) in
      try await TaskShinScenario.of(context).expectProfile(name: name, avatar: avatar)
    }
    steps.then("プロフィールはまだない") { context in try await TaskShinScenario.of(context).expectNoProfile() }
    steps.then("入力フォームには名前{カギ括弧}、アバター{カギ括弧}が入っている") { (context, name: String, avatar: String) in
      try await TaskShinScenario.of(context).expectForm(name: name, avatar: avatar)
    }
    steps.then("プロフィールを読み込み中と表示される") { context in
      try await TaskShinScenario.of(context).expectProfileLoading()
    }
    steps.then("プロフィールを保存中と表示される") { context in try await TaskShinScenario.of(context).expectProfileSaving() }
    steps.then("入力フォームはとじている") { context in try await TaskShinScenario.of(context).expectFormClosed() }
    return steps
  }
}
