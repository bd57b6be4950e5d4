import CucumberMessages
import Foundation

/// A pickle ready to run: its `testCase` message and, for each test step, the hook or the step
/// match it runs.
///
/// A plan is made in two steps, so a large run does not hold every scenario's matches while it
/// waits: ``make(_:glue:runID:ids:)`` matches the pickle's steps and returns its `testCase`
/// message (sent before the run starts, as Cucumber does), and just before the scenario runs,
/// ``init(_:pickle:glue:query:)`` turns that message back into a plan, matching each step again
/// against only the definitions the message names.
///
/// ```swift
/// let (testCase, undefined) = TestCasePlan.make(pickle, glue: glue, runID: runID, ids: ids)
/// send(.init(testCase))
/// // … when its turn comes:
/// let plan = TestCasePlan(testCase, pickle: pickle, glue: glue, query: query)
/// ```
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
  private var lines: [String: ScenarioLine] = [:]

  /// Where `step` is written (its keyword and text, file and line), for failure messages.
  func line(of step: Messages.Pickle.Step) -> ScenarioLine {
    lines[step.id] ?? ScenarioLine(step: step.text, uri: pickle.uri, line: 0)
  }

  /// The `testCase` message of `pickle`: its hooks and steps in running order, each step with
  /// the definitions it matches; and the steps no definition matches (for snippets).
  @MainActor
  static func make(
    _ pickle: Messages.Pickle, glue: AnnouncedGlue, runID: String, ids: MessageIDs
  ) -> (testCase: Messages.TestCase, undefinedSteps: [Messages.Pickle.Step]) {
    let library = glue.library
    let tags = pickle.tags.map(\.name)
    var steps: [Messages.TestCase.TestStep] = []
    // At most every step and hook, plus the built-in check: one allocation, kept for the run.
    steps.reserveCapacity(pickle.steps.count + library.hooks.count + 1)
    var undefinedSteps: [Messages.Pickle.Step] = []
    func add(_ hook: HookEntry) { steps.append(.init(hookId: glue.hookIDs[hook.id], id: ids.next())) }
    func addHooks(_ kind: HookEntry.Kind) {
      for hook in library.hooks.inRunningOrder(kind) where hook.applies(to: tags) { add(hook) }
    }
    addHooks(.beforeScenario)
    for step in pickle.steps {
      let match = StepMatch.find(step.text, among: library.definitions)
      steps.append(
        .init(
          id: ids.next(), pickleStepId: step.id,
          stepDefinitionIds: match.definitionIDs.compactMap { glue.definitionIDs[$0] },
          stepMatchArgumentsLists: match.argumentsList))
      if case .undefined = match { undefinedSteps.append(step) }
    }
    if library.checksEveryChangeDescribed, EveryChangeDescribed.hook.applies(to: tags) {
      add(EveryChangeDescribed.hook)
    }
    addHooks(.afterScenario)
    return (.init(id: ids.next(), pickleId: pickle.id, testSteps: steps, testRunStartedId: runID), undefinedSteps)
  }

  /// The plan of a `testCase` message ``make(_:glue:runID:ids:)`` made: each hook found by its
  /// id, each step matched again against the definitions the message names (so it matches as it
  /// did then), and each step's line read from `query`.
  @MainActor
  init(_ testCase: Messages.TestCase, pickle: Messages.Pickle, glue: AnnouncedGlue, query: MessageQuery) {
    var items: [Item] = []
    var lines: [String: ScenarioLine] = [:]
    let lineage = query.lineage(of: pickle)
    for testStep in testCase.testSteps {
      if let id = testStep.pickleStepId, let step = pickle.steps.first(where: { $0.id == id }) {
        let definitions = (testStep.stepDefinitionIds ?? []).compactMap(glue.definition(messageID:))
        items.append(.step(step, StepMatch.find(step.text, among: definitions)))
        let written = query.gherkinStep(of: step, in: lineage)
        let keyword = written?.keyword.trimmedOfWhitespace ?? ""
        lines[step.id] = ScenarioLine(
          step: keyword.isEmpty ? step.text : "\(keyword) \(step.text)", uri: pickle.uri,
          line: written?.location.line ?? 0,
          language: pickle.language)
      } else if let hook = testStep.hookId.flatMap(glue.hook(messageID:)) {
        items.append(.hook(hook))
      } else {
        // make(_:glue:runID:ids:) names a hook or a pickle step in every test step; a message
        // from elsewhere that names neither fails where it stands instead of shifting the rest.
        items.append(.hook(Self.unknownTestStep(testStep.id)))
      }
    }
    self.init(pickle: pickle, testCase: testCase, items: items, lines: lines)
  }

  private init(pickle: Messages.Pickle, testCase: Messages.TestCase, items: [Item], lines: [String: ScenarioLine]) {
    self.pickle = pickle
    self.testCase = testCase
    self.items = items
    self.lines = lines
  }

  /// Stands for a test step that names neither a hook nor a step of its pickle, which
  /// ``make(_:glue:runID:ids:)`` never writes: it fails, saying so, instead of shifting the rest.
  private static func unknownTestStep(_ id: String) -> HookEntry {
    HookEntry(
      id: -1, kind: .beforeScenario, tags: nil, name: "test step \(id)",
      location: CodeLocation(#fileID, #filePath, #line)
    ) { _ in
      throw TestCasePlanError(
        message: "internal error: test step \(id) names neither a hook nor a step of its scenario. Please report this.")
    }
  }
}

private struct TestCasePlanError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// Ids for the messages of a run, shared with the Gherkin parser so they never collide.
@MainActor
final class MessageIDs {
  private let makeID: () -> String
  init(_ makeID: @escaping () -> String) { self.makeID = makeID }
  func next() -> String { makeID() }
}
