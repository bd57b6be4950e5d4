import SpecRun

/// A screen whose buttons the shared step "I tap {string}" (「…」ボタンをタップする) presses. The
/// feature a scenario starts on makes itself the current screen.
@MainActor
protocol Screen: AnyObject {
  /// Presses the button labelled `button`; fails with the labels there are when it has none.
  func tap(_ button: String) async throws
}

/// The screen the scenario is on.
@MainActor
struct CurrentScreen {
  let screen: any Screen

  static func show(_ screen: any Screen, in context: ScenarioContext) {
    context[CurrentScreen.self] = CurrentScreen(screen: screen)
  }

  static func of(_ context: ScenarioContext) throws -> any Screen {
    guard let current = context[CurrentScreen.self] else {
      throw StepFailure(
        "No screen is shown yet: start with a step like 'Given the counter is at 0' or 'Given I have no contacts'.",
        translations: ["ja": "まだ画面が出ていません。「前提 カウンターに0が表示されている」や「前提 連絡先が1件もない」のような手順から始めてください。"])
    }
    return current.screen
  }
}

/// Steps every Macho screen shares.
enum ScreenSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.when("I tap {string}") { (context, button: String) in try await CurrentScreen.of(context).tap(button) }
    steps.when("{カギ括弧}をタップする") { (context, button: String) in try await CurrentScreen.of(context).tap(button) }
    return steps
  }
}
