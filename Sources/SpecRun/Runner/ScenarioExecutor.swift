import CucumberMessages
import EvergreenReporting
import EvergreenTesting

/// Runs planned test cases, item by item, for a `ScenarioLane`: ``start(_:)`` sends a test
/// case's `testCaseStarted`, ``proceed(_:_:)`` runs its steps and hooks, ``finished(_:)`` gives its
/// messages and its most severe status.
///
/// Steps run in order; after the first step that does not pass, the rest are skipped (undefined
/// and ambiguous steps are still reported as such). Before a `When` that follows other kinds of
/// steps every ``ScenarioCheckpoint`` must report nothing undescribed, unless the scenario is tagged
/// `@non-exhaustive`; at the end, the built-in after-scenario check ``EveryChangeDescribed`` asks
/// again, as a result of its own. After-hooks always run, and see the scenario's result so far;
/// AfterStep hooks run after every step whose body ran, failed or not, and see its result.
///
/// Each step (with its BeforeStep hooks) and hook begins its time on the lane's ``StepWatch``;
/// one that has not finished within `stepTimeout` fails (``timedOut(_:_:)``), naming itself and
/// what the scenario's checkpoints still have running, and the scenario goes on as after any
/// failure.
///
/// One per app and run, shared by reference: every scenario on its way holds it, and a lane
/// hands it on for each test case, so it is never copied field by field (its library, snippets
/// and clock).
@MainActor
final class ScenarioExecutor {
  let library: StepLibrary
  let stepTimeout: Duration
  let ids: MessageIDs
  /// What the scenarios' messages are stamped and timed by.
  let clock: ScenarioClock
  /// The snippets for the run's undefined steps (one per expression, see ``SnippetWriter``),
  /// written when the run's first undefined step asks for one.
  private lazy var snippets: SnippetWriter = writeSnippets()
  private let writeSnippets: @MainActor () -> SnippetWriter
  /// Where the scenario's stores record their actions (nothing when `nil`, and never as the
  /// surrounding Swift test's: see ``ActionRecording``).
  let actionLog: ActionUseLog?
  /// The library's BeforeStep and AfterStep hooks in running order, found once for every step of
  /// the run.
  private let beforeStepHooks: [HookEntry]
  private let afterStepHooks: [HookEntry]

  init(
    library: StepLibrary, stepTimeout: Duration, ids: MessageIDs, clock: ScenarioClock,
    snippets: @escaping @MainActor () -> SnippetWriter, actionLog: ActionUseLog?
  ) {
    self.library = library
    self.stepTimeout = stepTimeout
    self.ids = ids
    self.clock = clock
    writeSnippets = snippets
    self.actionLog = actionLog
    beforeStepHooks = library.hooks.inRunningOrder(.beforeStep)
    afterStepHooks = library.hooks.inRunningOrder(.afterStep)
  }

  /// Starts `plan` as its attempt `attempt` (0 for the first; ``RetryPolicy``): its
  /// `testCaseStarted` message, and a fresh context for the steps to share. An attempt before
  /// the `retries`-th that fails runs again (see ``finished(_:)``).
  ///
  /// The plan is handed over to the scenario (a caller done with it moves it in; a copy retained
  /// every string of its pickle and test case), and its pickle read in place.
  func start(_ plan: consuming TestCasePlan, attempt: Int = 0, retries: Int = 0) -> RunningScenario {
    let line = plan.pickle.location?.line ?? 0
    let context = ScenarioContext(
      scenarioName: plan.pickle.name, tags: plan.pickle.tags.map(\.name), uri: plan.pickle.uri, line: line,
      language: plan.pickle.language)
    let recording = ActionRecording(
      log: actionLog,
      exerciser: .scenario(id: plan.pickle.id, name: plan.pickle.name, file: plan.pickle.uri, line: line))
    let startedAt = clock.start()
    let started = Messages.TestCaseStarted(
      attempt: attempt, id: ids.next(), testCaseId: plan.testCase.id, timestamp: startedAt.timestamp)
    let progress = Progress(started: started, of: plan.testCase, startedAt: startedAt, items: plan.items.count)
    return RunningScenario(
      executor: self, plan: plan, attempt: attempt, retries: retries, context: context, recording: recording,
      progress: progress)
  }

  /// Runs the scenario's items from where it stands to its end, then stops what it left running;
  /// false as soon as the watch is abandoned (the lane went on without this work).
  ///
  /// The task-locals are bound here, once for every item the scenario runs in this task: its
  /// context, one issue collector that each item empties as it ends (a fresh one each time the
  /// scenario goes on in a new task, so a step left behind after a time-out reports into its own
  /// collector, never into a later step's result), and its recording where binding it changes
  /// what its stores record (``ActionRecording/changesWhatNewStoresRecord``: a run without a
  /// behaviour map, outside a Swift test that keeps one, records nothing either way).
  ///
  /// The items run first as far as they go without suspending (see
  /// ``runWithoutSuspending(_:_:_:)``), under bindings made by the synchronous `withValue`: a
  /// scenario whose steps never await runs whole in that pass, with no async frame per binding or
  /// item. The rest, from the first item that may suspend, runs under the same values bound again
  /// for awaiting.
  func proceed(_ scenario: RunningScenario, _ watch: StepWatch) async -> Bool {
    let issues = IssueCollector()
    let context = scenario.context
    let recording = scenario.recording.changesWhatNewStoresRecord ? scenario.recording : nil
    IssueCollector.$current.withValue(issues) {
      ScenarioContext.$current.withValue(context) {
        guard let recording else { return runItemsWithoutSuspending(scenario, issues) }
        ActionRecording.$current.withValue(recording) { runItemsWithoutSuspending(scenario, issues) }
      }
    }
    if !scenario.hasRunEveryItem {
      let ran = await IssueCollector.$current.withValue(issues) {
        await ScenarioContext.$current.withValue(context) {
          guard let recording else { return await self.runItems(scenario, watch, issues) }
          return await ActionRecording.$current.withValue(recording) { await self.runItems(scenario, watch, issues) }
        }
      }
      guard ran else { return false }
    }
    // Stops what the scenario left running and lets go of its values. The scenario's result is
    // already decided, so what its stores report while being released (into `issues`, the
    // collector bound around it) is not reported again.
    // A settled checkpoint has nothing to stop (``ScenarioCheckpoint/isSettled``): a scenario
    // whose checkpoints all are ends without awaiting.
    if !context.checkpoints.allSatisfy(\.isSettled) {
      // Items that ran without suspending did not start the watch (nothing can time out while
      // none suspends): stopping what they left running has its whole time from here.
      watch.begin(nil)
      await IssueCollector.$current.withValue(issues) {
        for checkpoint in context.checkpoints { await checkpoint.tearDown() }
      }
    }
    context.removeAll()
    _ = issues.drain()
    return !watch.isAbandoned
  }

  /// Fails the item the scenario was running when `watch` ran out of time (naming the step or
  /// hook it had begun, and what the scenario's checkpoints still have running); the scenario
  /// then goes on as after any failure. When every item had finished (stopping what it left
  /// running took too long), its result stands as it is.
  func timedOut(_ scenario: RunningScenario, _ watch: StepWatch) {
    guard !scenario.hasRunEveryItem else { return }
    let index = scenario.progress.next
    let work = watch.work ?? work(scenario.plan, index)
    let message = work.timeoutMessage(
      stepTimeout, stillRunning: scenario.context.checkpoints.flatMap { $0.stillRunning() })
    finish(scenario, index, StepResult(status: .failed, message: message, exceptionType: "StepTimeout"))
  }

  /// The attempt's messages, from `testCaseStarted` to `testCaseFinished`, with what the index
  /// keeps of them, its most severe status, and whether it runs again: it failed with retries
  /// left (its `testCaseFinished` says `willBeRetried`).
  func finished(_ scenario: RunningScenario) -> ScenarioAttempt {
    let worst = scenario.progress.worst
    let status = worst == .unknown ? Messages.TestStepResultStatus.passed : worst
    let willBeRetried = scenario.attempt < scenario.retries && RetryPolicy.retries(status)
    let indexed = scenario.progress.finished(
      at: clock.read(since: scenario.progress.startedAt).timestamp, willBeRetried: willBeRetried)
    return ScenarioAttempt(indexed: indexed, status: status, number: scenario.attempt)
  }

  /// One attempt at a test case, ended: its messages and what the index keeps of them, its most
  /// severe status, which attempt it was (0 for the first) and whether the test case runs again.
  struct ScenarioAttempt {
    let indexed: MessageQuery.FinishedAttempt
    let status: Messages.TestStepResultStatus
    let number: Int

    /// Its messages, from `testCaseStarted` to `testCaseFinished`.
    var envelopes: [Messages.Envelope] { indexed.envelopes }
    /// Whether its test case runs again.
    var willBeRetried: Bool { indexed.finished?.willBeRetried ?? false }
  }

  /// A test case on its way through a `ScenarioLane`: its plan, the context its steps share, and
  /// what it has reported so far.
  final class RunningScenario {
    let executor: ScenarioExecutor
    let plan: TestCasePlan
    /// Which attempt this is (0 for the first), and how many retries a failure may have.
    let attempt: Int
    let retries: Int
    let context: ScenarioContext
    let recording: ActionRecording
    /// What it has reported so far, and the item it runs next: a value, so an item's start or
    /// end changes it with one access. Not checked for exclusivity at run time (each access to a
    /// class's stored property otherwise is, several times per item): only this file touches it,
    /// on the main actor, and no access to it calls out while it lasts (`Progress`'s mutating
    /// methods call no step, hook or callback), so no two accesses can overlap.
    @exclusivity(unchecked) fileprivate var progress: Progress

    /// Whether its steps and hooks have all run (what is left is stopping what they left running).
    var hasRunEveryItem: Bool { progress.next >= plan.items.count }

    fileprivate init(
      executor: ScenarioExecutor, plan: TestCasePlan, attempt: Int, retries: Int, context: ScenarioContext,
      recording: ActionRecording, progress: Progress
    ) {
      self.executor = executor
      self.plan = plan
      self.attempt = attempt
      self.retries = retries
      self.context = context
      self.recording = recording
      self.progress = progress
    }
  }

  /// What a scenario has reported so far, and the item it runs next. What happened is recorded
  /// as plain values (``MessageQuery/FinishedAttempt``): its messages are made from them where they
  /// are read, behind the main actor while a hand-off is on, so a step's start or end costs the
  /// main actor a few words and no message.
  fileprivate struct Progress {
    private var attempt: MessageQuery.FinishedAttempt
    private(set) var failedSoFar = false
    private(set) var worst = Messages.TestStepResultStatus.unknown
    /// Whether the last step that ran was an action: the first action after steps of other kinds
    /// asks the scenario's checkpoints first.
    var previousWasAction = false
    private(set) var next = 0
    /// When the test case started, which the clock carries forward (see ``ScenarioClock``).
    let startedAt: ScenarioClock.Moment
    /// When the test case started or its last item finished, which is when the item `next`
    /// begins: the items of a scenario follow each other, so each boundary reads the clock once.
    private var boundary: ScenarioClock.Moment

    /// The progress of `testCase`, whose `items` steps and hooks run in order, that `started` at
    /// `startedAt`.
    init(
      started: Messages.TestCaseStarted, of testCase: Messages.TestCase, startedAt: ScenarioClock.Moment, items: Int
    ) {
      attempt = .init(started: started, testSteps: testCase.testSteps, expected: items)
      self.startedAt = startedAt
      boundary = startedAt
    }

    /// The id of the attempt's `testCaseStarted`, which its attachments carry.
    var startedID: String { attempt.started.id }

    /// Sends the `testStepStarted` of the item `next`, begun when the test case started or the
    /// item before it finished.
    mutating func begin() { attempt.stepStarted(next) }

    /// Sends a snippet for an undefined step.
    mutating func suggest(_ suggestion: Messages.Suggestion) { attempt.suggested(suggestion) }

    /// Reports the item `index` as ended `at` with `result`, what it `attached` first, and moves
    /// on to the next.
    mutating func finish(
      _ index: Int, _ result: StepResult, at end: ScenarioClock.Moment, attached: [PendingAttachment]
    ) {
      if !attached.isEmpty {
        let testStepID = attempt.testSteps[index].id
        for pending in attached {
          attempt.attached(
            Messages.Attachment(
              body: pending.body, contentEncoding: pending.contentEncoding, fileName: pending.fileName,
              mediaType: pending.mediaType, testCaseStartedId: attempt.started.id, testStepId: testStepID,
              timestamp: end.timestamp))
        }
      }
      attempt.stepFinished(index, result, after: end.duration(since: boundary), at: end.timestamp)
      boundary = end
      if result.status != .passed { failedSoFar = true }
      worst = max(worst, result.status)
      next = index + 1
    }

    /// Ends the attempt `at` that time: what happened, from `testCaseStarted` to
    /// `testCaseFinished`, whose messages are made where they are read.
    mutating func finished(at timestamp: Messages.Timestamp, willBeRetried: Bool) -> MessageQuery.FinishedAttempt {
      attempt.finish(at: timestamp, willBeRetried: willBeRetried)
      return attempt
    }
  }

  /// Runs the items from `progress.next` on while each runs without suspending, each reported as
  /// it finishes; stops before the first that may suspend. The watch is not started for these
  /// items: nothing can run out of time while nothing suspends (the watchdog needs the main actor
  /// too), and the first item that suspends starts it (``runItems(_:_:_:)``).
  private func runItemsWithoutSuspending(_ scenario: RunningScenario, _ issues: IssueCollector) {
    // Each item is read where the plan keeps it (the plan cannot change while its scenario runs):
    // copied out, an item (an enum that may hold a hook's whole entry) cost an outlined copy and
    // destroy for every step.
    scenario.plan.items.withUnsafeBufferPointer { items in
      while scenario.progress.next < items.count {
        let index = scenario.progress.next
        let ran: StepResult?
        // A step's item is looked into where it is, so only its step is retained.
        if case .step(let planned) = items[index] {
          ran = runWithoutSuspending(planned, scenario, issues)
        } else {
          ran = runWithoutSuspending(items[index], scenario, issues)
        }
        guard let result = ran else { return }
        finish(scenario, index, result)
      }
    }
  }

  /// Runs the items from `progress.next` on, each reported as it finishes; returns at the end, or
  /// as soon as the watch is abandoned (the scenario went on without this work).
  private func runItems(_ scenario: RunningScenario, _ watch: StepWatch, _ issues: IssueCollector) async -> Bool {
    while !scenario.hasRunEveryItem {
      let index = scenario.progress.next
      let item = scenario.plan.items[index]
      let result: StepResult
      if let ran = runWithoutSuspending(item, scenario, issues) {
        result = ran
      } else {
        result = await runSuspending(item, scenario, watch, issues)
        if watch.isAbandoned { return false }
      }
      finish(scenario, index, result)
    }
    return true
  }

  /// Runs `item` if it runs to its end without awaiting anything, and gives its result: a hook or
  /// step that is skipped, a step without a body (undefined, ambiguous, broken), the
  /// after-scenario check with nothing to ask, and a synchronous step body (``StepBody``) with no
  /// BeforeStep or AfterStep hook around it and no checkpoint to ask before it. nil, with nothing
  /// done, for an item that may suspend (``runSuspending(_:_:_:_:)`` runs it).
  private func runWithoutSuspending(
    _ item: TestCasePlan.Item, _ scenario: RunningScenario, _ issues: IssueCollector
  ) -> StepResult? {
    switch item {
    case .hook(let hook): return runWithoutSuspending(hook, scenario)
    case .step(let planned): return runWithoutSuspending(planned, scenario, issues)
    }
  }

  /// The same for a hook: skipped, or the after-scenario check with nothing to ask.
  private func runWithoutSuspending(_ hook: HookEntry, _ scenario: RunningScenario) -> StepResult? {
    if Self.runsOnlyWhilePassing(hook) && scenario.progress.failedSoFar {
      scenario.progress.begin()
      return .skipped
    }
    guard hook.isEveryChangeDescribed && EveryChangeDescribed.hasNothingToAsk(scenario.context) else { return nil }
    scenario.progress.begin()
    scenario.context.beginHook(named: hook.name)
    return .passed
  }

  /// The same for a step: one without a body or after a failure, or a synchronous body with
  /// nothing to run or ask around it.
  private func runWithoutSuspending(
    _ planned: TestCasePlan.PlannedStep, _ scenario: RunningScenario, _ issues: IssueCollector
  ) -> StepResult? {
    let context = scenario.context
    let failedSoFar = scenario.progress.failedSoFar
    guard let (body, arguments) = Self.bodyAndArguments(planned.match), !failedSoFar else {
      scenario.progress.begin()
      context.begin(planned)
      defer { stepEnded(planned, scenario) }
      return Self.result(without: planned.match, planned.step, failedSoFar: failedSoFar) ?? .skipped
    }
    let isAction = Self.isAction(planned.step)
    guard case .synchronous(let body) = body, beforeStepHooks.isEmpty, afterStepHooks.isEmpty,
      !isAction || scenario.progress.previousWasAction || EveryChangeDescribed.hasNothingToAsk(context)
    else { return nil }
    scenario.progress.begin()
    context.begin(planned)
    let result = ScenarioLine.$running.withValue(planned.line) {
      StepResult.capture(collectedBy: issues) { try body(context, arguments) }
    }
    scenario.progress.previousWasAction = isAction
    return result
  }

  /// Runs `item`, which may suspend: a hook, or a step with its BeforeStep and AfterStep hooks,
  /// timed by the watch from its start.
  private func runSuspending(
    _ item: TestCasePlan.Item, _ scenario: RunningScenario, _ watch: StepWatch, _ issues: IssueCollector
  ) async -> StepResult {
    let context = scenario.context
    scenario.progress.begin()
    watch.begin(nil)
    switch item {
    case .hook(let hook):
      context.beginHook(named: hook.name)
      return await StepResult.capture(collectedBy: issues) { try await hook.body(context) }
    case .step(let planned):
      // runWithoutSuspending(_:_:_:) ran every step without a body, and every step after a failure.
      guard let (body, arguments) = Self.bodyAndArguments(planned.match) else { return .skipped }
      context.begin(planned)
      let result = await run(
        planned.step, at: planned.line, body, arguments, context, watch, issues,
        startsActions: Self.isAction(planned.step) && !scenario.progress.previousWasAction)
      if !watch.isAbandoned { stepEnded(planned, scenario) }
      return result
    }
  }

  /// Before-scenario hooks and the after-scenario check are skipped once the scenario failed.
  private static func runsOnlyWhilePassing(_ hook: HookEntry) -> Bool {
    hook.kind == .beforeScenario || hook.isEveryChangeDescribed
  }

  /// After a step ran: a snippet if it was undefined, and whether it was an action, which decides
  /// whether the next one starts the actions.
  private func stepEnded(_ planned: TestCasePlan.PlannedStep, _ scenario: RunningScenario) {
    suggest(planned.step, planned.match, scenario)
    scenario.progress.previousWasAction = Self.isAction(planned.step)
  }

  /// Reports the scenario's items from where it stands to its end without running any step or
  /// hook (`--dry-run`): matched steps and hooks are skipped, undefined, ambiguous and broken steps
  /// are reported as a run reports them. Nothing of the user's code runs, so nothing suspends or
  /// runs out of time, and no lane, task or watch is needed.
  func skipEveryItem(_ scenario: RunningScenario) {
    let plan = scenario.plan
    while !scenario.hasRunEveryItem {
      let index = scenario.progress.next
      scenario.progress.begin()
      var result = StepResult.skipped
      if case .step(let planned) = plan.items[index] {
        result =
          Self.result(without: planned.match, planned.step, failedSoFar: scenario.progress.failedSoFar) ?? .skipped
        stepEnded(planned, scenario)
      }
      finish(scenario, index, result)
    }
  }

  /// Suggests a snippet for `step` when no definition matches it.
  private func suggest(_ step: Messages.Pickle.Step, _ match: StepMatch, _ scenario: RunningScenario) {
    guard case .undefined = match else { return }
    let snippets = [Messages.Suggestion.Snippet(language: "swift", code: self.snippets.snippet(for: step))]
    scenario.progress.suggest(Messages.Suggestion(id: ids.next(), pickleStepId: step.id, snippets: snippets))
  }

  /// The result of a step whose `match` gives it one without running a body (undefined,
  /// ambiguous or broken); `nil` for a matched step, whose body decides.
  private static func result(without match: StepMatch, _ step: Messages.Pickle.Step, failedSoFar: Bool) -> StepResult? {
    switch match {
    case .undefined:
      return StepResult(status: .undefined)
    case .ambiguous(let matches):
      return StepResult(
        status: .ambiguous, message: StepMatch.ambiguityMessage(step.text, matches.map(\.0)),
        exceptionType: "AmbiguousStep")
    case .broken(_, let message):
      return failedSoFar ? .skipped : StepResult(status: .failed, message: message, exceptionType: "StepArgumentError")
    case .matched:
      return nil
    }
  }

  /// The item `index` as a time-out names it.
  private func work(_ plan: TestCasePlan, _ index: Int) -> TimedWork {
    switch plan.items[index] {
    case .hook(let hook):
      return .hook(hook)
    case .step(let planned):
      if case .matched(let definition, _, _) = planned.match { return .step(planned.line, definition.location) }
      return .step(planned.line, nil)
    }
  }

  /// Reports the item `index` with `result` (its attachments first) and moves on to the next: one
  /// reading of the clock, which is also when the next item begins.
  private func finish(_ scenario: RunningScenario, _ index: Int, _ result: StepResult) {
    let end = clock.read(since: scenario.progress.startedAt)
    scenario.progress.finish(index, result, at: end, attached: scenario.context.takeAttachments())
    scenario.context.record(result)
  }

  /// Whether `step` is an action (`When`): the first action after steps of other kinds asks the
  /// scenario's checkpoints what is left undescribed.
  private static func isAction(_ step: Messages.Pickle.Step) -> Bool { step.type == "Action" }

  /// Runs a matched step's `body` with what runs around it: the checkpoints' check before the first
  /// action (when it `startsActions`), the BeforeStep hooks, and the AfterStep hooks, which see its
  /// result.
  private func run(
    _ step: Messages.Pickle.Step, at line: ScenarioLine, _ body: StepBody, _ arguments: [StepArgument],
    _ context: ScenarioContext, _ watch: StepWatch, _ issues: IssueCollector, startsActions: Bool
  ) async -> StepResult {
    // Caught here, not through `StepResult.capture(collectedBy:)`: its frame and its closure's
    // cost every step two async calls and two hops to the main actor more.
    var result = await ScenarioLine.$running.withValue(line) { () async -> StepResult in
      do {
        if startsActions, !EveryChangeDescribed.hasNothingToAsk(context) {
          try await EveryChangeDescribed.check(context, .beforeAction(step: step.text))
        }
        for hook in beforeStepHooks where hook.applies(to: context.tags) {
          try await hook.body(context)
        }
        try await body(context, arguments)
        return StepResult.result(thrown: nil, issues: issues.drain())
      } catch {
        return StepResult.result(thrown: error, issues: issues.drain())
      }
    }
    if watch.isAbandoned { return result }
    // Only AfterStep hooks read how the step went, and none awaits without them.
    if afterStepHooks.isEmpty { return result }
    context.stepStatus = result.status
    context.stepMessage = result.message
    defer {
      context.stepStatus = nil
      context.stepMessage = nil
    }
    for hook in afterStepHooks where hook.applies(to: context.tags) {
      watch.begin(.hook(hook))
      let hookResult = await ScenarioLine.$running.withValue(line) {
        await StepResult.capture(collectedBy: issues) { try await hook.body(context) }
      }
      if watch.isAbandoned { return result }
      if result.status == .passed { result = hookResult }
    }
    return result
  }

  /// The body and arguments of a matched step; nil for any other match. Only these two are
  /// taken out of the match: binding the definition in an async function copied the whole entry
  /// (its pattern, expression and location) into the function's frame for every step.
  private static func bodyAndArguments(_ match: StepMatch) -> (StepBody, [StepArgument])? {
    guard case .matched(let definition, let arguments, _) = match else { return nil }
    return (definition.body, arguments)
  }
}
