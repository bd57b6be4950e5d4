import PinNest
import SpecRun

/// The steps of the app (Specs/PinNest/アプリ.feature), besides those of the list and the details.
enum AppSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.definePinNestParameterTypes()

    steps.when("アプリを開く") { context in await AppScenario.start(showing: [], in: context).open() }
    steps.given("アプリで一覧に保存したピンが表示されている") { context in
      AppScenario.start(showing: Server.of(context).pins.newestFirst(), in: context)
    }
    steps.when("一覧の{カギ括弧}をタップする") { (context, title: String) in try await app(context).tapPin(titled: title) }
    steps.when("詳細を閉じる") { context in try await app(context).closeDetails() }
    steps.then("{カギ括弧}の詳細が表示される") { (context, title: String) in try app(context).expectDetails(of: title) }
    steps.then("{カギ括弧}の詳細は開いたままである") { (context, title: String) in
      try app(context).expectDetailsStillOpen(on: title)
    }
    steps.then("詳細は表示されていない") { context in try app(context).expectNoDetails() }
    return steps
  }

  @MainActor
  private static func app(_ context: ScenarioContext) throws -> AppScenario {
    guard let app = try RunningScenario.of(context) as? AppScenario else {
      throw StepFailure("この手順はアプリ全体のシナリオのものです。「アプリを開く」から始めてください。")
    }
    return app
  }
}
