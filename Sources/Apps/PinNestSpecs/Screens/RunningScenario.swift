import SpecRun

/// What a PinNest scenario drives: the whole app, or one feature alone. The steps that several
/// features share ("「削除」をタップする", "エラー「…」が表示される") act on the screens it shows.
@MainActor
protocol PinNestScenario: AnyObject {
  /// The pin list, when the scenario shows one.
  var list: (any PinListScreen)? { get }
  /// The pin details, while they are on screen.
  var detail: (any PinDetailScreen)? { get }
  /// Runs the app's effects until they are idle (after the server answered).
  func settle() async
}

/// The scenario that is running, kept in the ``ScenarioContext``.
@MainActor
struct RunningScenario {
  let scenario: any PinNestScenario

  static func start(_ scenario: any PinNestScenario, in context: ScenarioContext) {
    context[RunningScenario.self] = RunningScenario(scenario: scenario)
  }

  static func of(_ context: ScenarioContext) throws -> any PinNestScenario {
    guard let running = context[RunningScenario.self] else {
      throw StepFailure(
        "まだ画面が開いていません。「ピン一覧を開く」「「…」の詳細を開いている」「アプリを開く」のような手順から始めてください。")
    }
    return running.scenario
  }

  /// The pin list on screen; fails the step when there is none.
  static func list(in context: ScenarioContext) throws -> any PinListScreen {
    guard let list = try of(context).list else { throw StepFailure("ピン一覧は表示されていません。") }
    return list
  }

  /// The pin details on screen; fails the step when there are none.
  static func detail(in context: ScenarioContext) throws -> any PinDetailScreen {
    guard let detail = try of(context).detail else { throw StepFailure("ピンの詳細は表示されていません。") }
    return detail
  }

  /// The screen on top: the details when they are open, otherwise the list.
  static func top(in context: ScenarioContext) throws -> any PinNestScreen {
    let scenario = try of(context)
    guard let top: any PinNestScreen = scenario.detail ?? scenario.list else {
      throw StepFailure("表示されている画面がありません。")
    }
    return top
  }
}
