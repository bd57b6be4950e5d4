import CucumberMessages
import Foundation

/// A pickle ready to run: its `testCase` message and, for each test step, the hook or the step
/// match it runs.
///
/// Each step is matched once: ``matches(_:in:)`` matches a pickle's steps (on any thread, so a
/// `--parallel` run matches its pickles on several), ``make(pickleID:steps:tags:matches:glue:runID:ids:)`` turns the
/// matches into the `testCase` message (sent before the run starts, as Cucumber does), and when the
/// scenario's turn comes ``init(_:pickle:matches:glue:query:)`` makes the plan from that message
/// and the same matches.
///
/// ```swift
/// let matches = TestCasePlan.matches(pickle.steps, in: StepMatchMemo(glue.library))
/// let (testCase, undefined) = TestCasePlan.make(
///   pickleID: pickle.id, steps: pickle.steps, tags: pickle.tags, matches: matches, glue: glue, runID: runID, ids: ids)
/// send(.init(testCase))
/// // … when its turn comes:
/// let plan = TestCasePlan(testCase, pickle: pickle, matches: matches, glue: glue, query: query)
/// ```
struct TestCasePlan: Sendable {
  /// One reference, whichever it is: a `HookEntry` shares its fields (a copy is one retain). A
  /// hook held with its fields inline made every item about a hundred bytes, and each copy of a
  /// step's item a switch over them.
  enum Item: Sendable {
    case hook(HookEntry)
    case step(PlannedStep)
  }

  /// A step of the plan, its match, and where it is written (its keyword and text, file and line)
  /// for failure messages and ``ScenarioLine/running``. Shared by reference: an item is copied as
  /// its scenario runs, and a copy of the step and its line held inline retained every string
  /// they hold (a copy of this is one retain, and its fields are read in place).
  ///
  /// ```swift
  /// if case .step(let planned) = plan.items[index] { print(planned.step.text, planned.line) }
  /// ```
  final class PlannedStep: Sendable {
    let step: Messages.Pickle.Step
    let match: StepMatch
    let line: ScenarioLine

    init(_ step: Messages.Pickle.Step, _ match: StepMatch, _ line: ScenarioLine) {
      self.step = step
      self.match = match
      self.line = line
    }
  }

  var pickle: Messages.Pickle
  var testCase: Messages.TestCase
  /// Parallel to `testCase.testSteps`.
  var items: [Item]

  /// How each of a pickle's `steps` matches the definitions of `memo`'s library, in order (a
  /// text already matched in this run is not matched again).
  static func matches(_ steps: [Messages.Pickle.Step], in memo: StepMatchMemo) -> [StepMatch] {
    // Through a buffer: mapping the array itself copied every step to read its text.
    steps.withUnsafeBufferPointer { steps in steps.indices.map { memo.match(steps[$0].text) } }
  }

  /// The `testCase` message of the pickle with id `pickleID` whose steps and tags are
  /// `pickleSteps` and `pickleTags`: its hooks and steps in running order, each step with the
  /// definitions it matches (`matches`, from ``matches(_:in:)``); and the steps no definition
  /// matches (for snippets). Given the pickle's fields, not the pickle: a pickle read out of an
  /// array or a buffer to be passed on is copied first (a retain per field), once per scenario.
  /// The glue is only read (passed whole, it was copied: a retain per field of its library).
  @MainActor
  static func make(
    pickleID: String, steps pickleSteps: [Messages.Pickle.Step], tags pickleTags: [Messages.Pickle.Tag],
    matches: [StepMatch], glue: borrowing AnnouncedGlue, runID: String, ids: MessageIDs
  ) -> (testCase: Messages.TestCase, undefinedSteps: [Messages.Pickle.Step]) {
    make(
      pickleID: pickleID, steps: pickleSteps, tags: pickleTags, matches: matches, glue: glue, runID: runID,
      nextID: { ids.next() })
  }

  /// The same `testCase` message, its ids numbered on from `firstID` (on any thread): the message
  /// ``make(pickleID:steps:tags:matches:glue:runID:ids:)`` makes when the run's next id is
  /// `firstID`. It takes ``idCount(steps:tags:glue:)`` ids, so a run announcing its test cases
  /// behind the main actor gives each the ids it would take announced in turn.
  ///
  /// ```swift
  /// let count = TestCasePlan.idCount(steps: pickle.steps.count, tags: pickle.tags, glue: glue)
  /// let testCase = TestCasePlan.make(
  ///   pickleID: pickle.id, steps: pickle.steps, tags: pickle.tags, matches: matches, glue: glue, runID: runID,
  ///   firstID: 40)   // ids "40" … "\(40 + count - 1)", the test case's own the last
  /// ```
  static func make(
    pickleID: String, steps pickleSteps: [Messages.Pickle.Step], tags pickleTags: [Messages.Pickle.Tag],
    matches: [StepMatch], glue: borrowing AnnouncedGlue, runID: String, firstID: Int
  ) -> Messages.TestCase {
    var id = firstID
    let testCase = make(
      pickleID: pickleID, steps: pickleSteps, tags: pickleTags, matches: matches, glue: glue, runID: runID
    ) {
      defer { id += 1 }
      return String(id)
    }.testCase
    precondition(
      id - firstID == idCount(steps: min(pickleSteps.count, matches.count), tags: pickleTags, glue: glue),
      "a test case announced behind took another number of ids than counted")
    return testCase
  }

  /// How many ids the `testCase` message of a pickle with `steps` matched steps and `tags` takes:
  /// one per test step (each hook that applies, each step, the built-in check) and its own.
  static func idCount(steps: Int, tags pickleTags: [Messages.Pickle.Tag], glue: borrowing AnnouncedGlue) -> Int {
    let hooks = glue.library.hooks
    let checks = glue.library.checksEveryChangeDescribed
    // A library without hooks (most) names no tag.
    if hooks.isEmpty && !checks { return steps + 1 }
    let tags = pickleTags.map(\.name)
    func applying(_ kind: HookEntry.Kind) -> Int { hooks.inRunningOrder(kind).count { $0.applies(to: tags) } }
    let check = checks && EveryChangeDescribed.hook.applies(to: tags) ? 1 : 0
    return applying(.beforeScenario) + steps + check + applying(.afterScenario) + 1
  }

  private static func make(
    pickleID: String, steps pickleSteps: [Messages.Pickle.Step], tags pickleTags: [Messages.Pickle.Tag],
    matches: [StepMatch], glue: borrowing AnnouncedGlue, runID: String, nextID: () -> String
  ) -> (testCase: Messages.TestCase, undefinedSteps: [Messages.Pickle.Step]) {
    // Only what is used, not the whole library (a retain per field).
    let hooks = glue.library.hooks
    let hookIDs = glue.hookIDs
    let tags = pickleTags.map(\.name)
    var steps: [Messages.TestCase.TestStep] = []
    // At most every step and hook, plus the built-in check: one allocation, kept for the run.
    steps.reserveCapacity(pickleSteps.count + hooks.count + 1)
    var undefinedSteps: [Messages.Pickle.Step] = []
    func add(_ hook: HookEntry) { steps.append(.init(hookId: hookIDs[hook.id], id: nextID())) }
    func addHooks(_ kind: HookEntry.Kind) {
      for hook in hooks.inRunningOrder(kind) where hook.applies(to: tags) { add(hook) }
    }
    addHooks(.beforeScenario)
    // By position, through a buffer (an array's subscript copies the whole step), so a step is
    // copied only when it is undefined: its id is all the rest needs.
    pickleSteps.withUnsafeBufferPointer { pickleSteps in
      for index in pickleSteps.indices where index < matches.count {
        let match = matches[index]
        steps.append(
          .init(
            id: nextID(), pickleStepId: pickleSteps[index].id,
            stepDefinitionIds: glue.messageIDs(of: match),
            stepMatchArgumentsLists: match.argumentsList))
        if case .undefined = match { undefinedSteps.append(pickleSteps[index]) }
      }
    }
    if glue.library.checksEveryChangeDescribed, EveryChangeDescribed.hook.applies(to: tags) {
      add(EveryChangeDescribed.hook)
    }
    addHooks(.afterScenario)
    return (.init(id: nextID(), pickleId: pickleID, testSteps: steps, testRunStartedId: runID), undefinedSteps)
  }

  /// The plan of a `testCase` message ``make(pickleID:steps:tags:matches:glue:runID:ids:)`` made from `matches`:
  /// each hook found by its id, each step with its match and its line (read from `query`); on any
  /// thread, so a `--parallel` run makes its plans ahead of the steps.
  ///
  /// The glue and the index are only read (an initialiser's arguments are otherwise handed over,
  /// which copied the whole index for every plan).
  init(
    _ testCase: Messages.TestCase, pickle: Messages.Pickle, matches: [StepMatch], glue: borrowing AnnouncedGlue,
    query: borrowing MessageQuery
  ) {
    var items: [Item] = []
    items.reserveCapacity(testCase.testSteps.count)
    // make(pickleID:steps:tags:matches:glue:runID:ids:) writes the pickle's steps in order after the before hooks,
    // so the next pickle step is tried first and the search is the fallback.
    var nextStep = 0
    // The pickle's steps and the test steps are read through buffers, whose elements are lent in
    // place (an array's subscript, or a loop over it, copies a whole step even to compare its id):
    // a pickle step is copied once, into its item.
    pickle.steps.withUnsafeBufferPointer { steps in
      testCase.testSteps.withUnsafeBufferPointer { testSteps in
        for position in testSteps.indices {
          if let id = testSteps[position].pickleStepId,
            let index = Self.index(of: id, in: steps, tryingFirst: nextStep), index < matches.count
          {
            nextStep = index + 1
            // By the step's node id: passing the step itself copied it (a retain per field).
            let written = query.writtenStep(astNodeID: steps[index].firstAstNodeId)
            let line = ScenarioLine(
              keyword: written?.keyword ?? "", text: steps[index].text, uri: pickle.uri, line: written?.line ?? 0,
              language: pickle.language)
            items.append(.step(PlannedStep(steps[index], matches[index], line)))
          } else if let hookID = testSteps[position].hookId, let hook = glue.hook(messageID: hookID) {
            items.append(.hook(hook))
          } else {
            // make(pickleID:steps:tags:matches:glue:runID:ids:) names a hook or a pickle step in every test step; a
            // message from elsewhere that names neither fails where it stands instead of shifting
            // the rest.
            items.append(.hook(Self.unknownTestStep(testSteps[position].id)))
          }
        }
      }
    }
    self.pickle = pickle
    self.testCase = testCase
    self.items = items
  }

  /// The index of the pickle step with `id`: `guess` when it is that step, else the first that is.
  private static func index(
    of id: String, in steps: UnsafeBufferPointer<Messages.Pickle.Step>, tryingFirst guess: Int
  ) -> Int? {
    if guess < steps.count, steps[guess].id == id { return guess }
    return steps.firstIndex { $0.id == id }
  }

  /// Stands for a test step that names neither a hook nor a step of its pickle, which
  /// ``make(pickleID:steps:tags:matches:glue:runID:ids:)`` never writes: it fails, saying so, instead of shifting the rest.
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
  private let made: () -> Int
  /// Ids made by `makeID`; `made` says how many it has made, which is the number of the next.
  init(_ makeID: @escaping () -> String, made: @escaping () -> Int) {
    self.makeID = makeID
    self.made = made
  }
  func next() -> String { makeID() }
  /// The number of the next id.
  var count: Int { made() }
  /// Makes ids up to number `id` without using them: ids made elsewhere, numbered ahead (see
  /// ``TestCasePlan/make(pickleID:steps:tags:matches:glue:runID:firstID:)``).
  func skip(to id: Int) {
    while made() < id { _ = makeID() }
  }
}
