import SpecRun

/// The steps of the pin details (Specs/PinNest/ピンの詳細.feature); the app's scenarios use them too.
enum PinDetailSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.definePinNestParameterTypes()

    steps.given("{カギ括弧}の詳細を開いている") { (context, title: String) in
      PinDetailScenario.start(showing: try Server.of(context).pin(titled: title), in: context)
    }
    steps.when("確認の{カギ括弧}をタップする") { (context, label: String) in
      try await RunningScenario.detail(in: context).answerQuestion(label)
    }
    steps.then("お気に入りになっている") { context in try await RunningScenario.detail(in: context).expectFavorite(true) }
    steps.then("お気に入りではない") { context in try await RunningScenario.detail(in: context).expectFavorite(false) }
    steps.then("お気に入りが保存され、一覧に知らされる") { context in
      try await RunningScenario.detail(in: context).expectFavoriteSavedAndReported()
    }
    steps.then("{string} と確認され、{カギ括弧}と添えられる") { (context, title: String, message: String) in
      try RunningScenario.detail(in: context).expectQuestion(title, message: message)
    }
    steps.then("確認が消える") { context in try RunningScenario.detail(in: context).expectNoQuestion() }
    steps.then("削除中と表示される") { context in try await RunningScenario.detail(in: context).expectDeleting(true) }
    steps.then("削除中ではない") { context in try await RunningScenario.detail(in: context).expectDeleting(false) }
    steps.then("削除が一覧に知らされ、画面が閉じる") { context in
      try await RunningScenario.detail(in: context).expectDeletedReportedAndClosed()
    }
    return steps
  }
}
