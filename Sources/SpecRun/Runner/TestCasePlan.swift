import Foundation

/// A pickle ready to run: its `testCase` message and, for each test step, the hook or the step
/// match it runs.
struct TestCasePlan: Sendable {
  enum Item: Sendable {
    case hook(HookEntry)
    case step(Messages.Pickle.Step, StepMatch)
  }

  var pickle: Messages.Pickle
  var testCase: Messages.TestCase
  /// Parallel to `testCase.testSteps`.
  var items: [Item]
  /// Each pickle step's line in its scenario file, by pickle step id.
  var lines: [String: ScenarioLine] = [:]

  @MainActor
  static func make(
    _ pickle: Messages.Pickle, library: StepLibrary, hookIDs: [Int: String], definitionIDs: [Int: String],
    runID: String, ids: MessageIDs, query: MessageQuery
  ) -> TestCasePlan {
    let tags = pickle.tags.map(\.name)
    var steps: [Messages.TestCase.TestStep] = []
    var items: [Item] = []
    func add(_ hook: HookEntry) {
      steps.append(.init(hookId: hookIDs[hook.id], id: ids.next()))
      items.append(.hook(hook))
    }
    func addHooks(_ kind: HookEntry.Kind) {
      for hook in library.hooks.inRunningOrder(kind) where hook.applies(to: tags) { add(hook) }
    }
    var lines: [String: ScenarioLine] = [:]
    addHooks(.beforeScenario)
    for step in pickle.steps {
      let match = StepMatch.find(step.text, in: library)
      steps.append(
        .init(
          id: ids.next(), pickleStepId: step.id, stepDefinitionIds: match.definitionIDs.compactMap { definitionIDs[$0] },
          stepMatchArgumentsLists: match.argumentsList))
      items.append(.step(step, match))
      let written = query.gherkinStep(of: step)
      let keyword = written?.keyword.trimmingCharacters(in: .whitespaces) ?? ""
      lines[step.id] = ScenarioLine(
        step: keyword.isEmpty ? step.text : "\(keyword) \(step.text)", uri: pickle.uri, line: written?.location.line ?? 0)
    }
    if library.checksEveryChangeDescribed, EveryChangeDescribed.hook.applies(to: tags) { add(EveryChangeDescribed.hook) }
    addHooks(.afterScenario)
    return TestCasePlan(
      pickle: pickle, testCase: .init(id: ids.next(), pickleId: pickle.id, testSteps: steps, testRunStartedId: runID),
      items: items, lines: lines)
  }
}

/// Ids for the messages of a run, shared with the Gherkin parser so they never collide.
@MainActor
final class MessageIDs {
  private let makeID: () -> String
  init(_ makeID: @escaping () -> String) { self.makeID = makeID }
  func next() -> String { makeID() }
}
