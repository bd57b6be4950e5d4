import SpecRun

/// The steps every PinNest screen shares: its buttons and its error.
enum ScreenSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.definePinNestParameterTypes()

    steps.when("{カギ括弧}をタップする") { (context, label: String) in try await RunningScenario.top(in: context).tap(label) }
    steps.then("エラー{カギ括弧}が表示される") { (context, message: String) in
      try await RunningScenario.top(in: context).expectError(message)
    }
    steps.then("エラーは表示されていない") { context in try await RunningScenario.top(in: context).expectError(nil) }
    return steps
  }
}
