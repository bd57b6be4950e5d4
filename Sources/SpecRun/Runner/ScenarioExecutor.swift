import CucumberMessages
import EvergreenReporting
import EvergreenTesting

/// Runs one planned test case and returns its messages, from `testCaseStarted` to
/// `testCaseFinished`, and its most severe status.
///
/// Steps run in order; after the first step that does not pass, the rest are skipped (undefined
/// and ambiguous steps are still reported as such). Before a `When` that follows other kinds of
/// steps every ``ScenarioCheckpoint`` must report nothing undescribed, unless the scenario is tagged
/// `@non-exhaustive`; at the end, the built-in after-scenario check ``EveryChangeDescribed`` asks
/// again, as a result of its own. After-hooks always run, and see the scenario's result so far;
/// AfterStep hooks run after every step whose body ran, failed or not, and see its result.
///
/// Steps (each with its BeforeStep hooks) and hooks run in the scenario's own task (a
/// ``StepWorker``), each for at most `stepTimeout` (timed by the run's ``StepWatchdog``); one that has not finished by then fails,
/// naming itself and what the scenario's checkpoints still have running, and the scenario goes on
/// as after any failure.
@MainActor
struct ScenarioExecutor {
  let library: StepLibrary
  let dryRun: Bool
  let stepTimeout: Duration
  /// The run's one timer for every step's `stepTimeout`.
  let watchdog: StepWatchdog
  let ids: MessageIDs
  let now: @MainActor () -> Messages.Timestamp
  /// The snippets for the run's undefined steps (one per expression, see ``SnippetWriter``).
  var snippets: SnippetWriter
  /// Where the scenario's stores record their actions (nothing when `nil`, and never as the
  /// surrounding Swift test's: see ``ActionRecording``).
  let actionLog: ActionUseLog?

  /// Runs `plan` once, as its attempt `attempt` (0 for the first), with a fresh context. When
  /// `mayBeRetried` and the attempt fails (``RetryPolicy``), its `testCaseFinished` says
  /// `willBeRetried`, and so does the result: the caller runs the next attempt.
  func execute(_ plan: TestCasePlan, attempt: Int = 0, mayBeRetried: Bool = false) async -> (
    envelopes: [Messages.Envelope], status: Messages.TestStepResultStatus, willBeRetried: Bool
  ) {
    let startedID = ids.next()
    let pickle = plan.pickle
    let context = ScenarioContext(
      scenarioName: pickle.name, tags: pickle.tags.map(\.name), uri: pickle.uri, line: pickle.location?.line ?? 0)
    let recording = ActionRecording(
      log: actionLog,
      exerciser: .scenario(id: pickle.id, name: pickle.name, file: pickle.uri, line: pickle.location?.line ?? 0))
    let progress = Progress(startedID: startedID)
    progress.out.append(
      .init(Messages.TestCaseStarted(attempt: attempt, id: startedID, testCaseId: plan.testCase.id, timestamp: now())))
    if dryRun, !plan.items.isEmpty {
      // A dry run calls no step or hook, so nothing can run out of time: no task of its own.
      _ = await ScenarioContext.$current.withValue(context) {
        await runItems(plan, context, progress, StepWatch(limit: stepTimeout, first: work(plan, 0)))
      }
    }
    let worker = StepWorker(watchdog: watchdog)
    // The scenario runs in the worker's task as one piece of work; when a step runs out of time,
    // it fails here and the rest of the scenario goes on in a fresh task.
    while progress.next < plan.items.count {
      let watch = StepWatch(limit: stepTimeout, first: work(plan, progress.next))
      let ran = await worker.run(watching: watch) {
        await ActionRecording.$current.withValue(recording) {
          await ScenarioContext.$current.withValue(context) { await self.runItems(plan, context, progress, watch) }
        }
      }
      guard ran == nil else { break }
      let message = watch.work.timeoutMessage(
        stepTimeout, stillRunning: context.checkpoints.flatMap { $0.stillRunning() })
      finish(
        plan, progress.next, StepResult(status: .failed, message: message, exceptionType: "StepTimeout"), context,
        progress)
    }
    await release(context)
    let status = progress.worst == .unknown ? Messages.TestStepResultStatus.passed : progress.worst
    let willBeRetried = mayBeRetried && RetryPolicy.retries(status)
    progress.out.append(
      .init(Messages.TestCaseFinished(testCaseStartedId: startedID, timestamp: now(), willBeRetried: willBeRetried)))
    return (progress.out, status, willBeRetried)
  }

  /// What a scenario has reported so far, and the item it runs next.
  private final class Progress {
    let startedID: String
    var out: [Messages.Envelope] = []
    var failedSoFar = false
    var worst = Messages.TestStepResultStatus.unknown
    var previousType: String?
    var next = 0
    /// When the item `next` started.
    var itemStart = ContinuousClock.now

    init(startedID: String) { self.startedID = startedID }
  }

  /// Runs the items from `progress.next` on, each reported as it finishes; returns at the end, or
  /// as soon as the watch is abandoned (the scenario went on without this work).
  private func runItems(_ plan: TestCasePlan, _ context: ScenarioContext, _ progress: Progress, _ watch: StepWatch)
    async -> Bool
  {
    while progress.next < plan.items.count {
      let index = progress.next
      let testStep = plan.testCase.testSteps[index]
      progress.out.append(
        .init(
          Messages.TestStepStarted(testCaseStartedId: progress.startedID, testStepId: testStep.id, timestamp: now())))
      progress.itemStart = .now
      watch.begin(work(plan, index))
      var result: StepResult
      switch plan.items[index] {
      case .hook(let hook):
        let runsOnlyWhilePassing = hook.kind == .beforeScenario || hook.isEveryChangeDescribed
        if dryRun || (runsOnlyWhilePassing && progress.failedSoFar) {
          result = .skipped
        } else {
          context.stepText = hook.name ?? "hook"
          result = await StepResult.capture { try await hook.body(context) }
        }
      case .step(let step, let match):
        context.stepText = step.text
        context.dataTable = step.argument?.dataTable.map { DataTable(raw: $0.rows.map { $0.cells.map(\.value) }) }
        context.docString = step.argument?.docString.map { DocString(content: $0.content, mediaType: $0.mediaType) }
        let line = plan.line(of: step)
        result = await run(
          step, at: line, match, context, watch, failedSoFar: progress.failedSoFar, previousType: progress.previousType)
        if watch.isAbandoned { return false }
        if case .undefined = match {
          let snippets = [Messages.Suggestion.Snippet(language: "swift", code: self.snippets.snippet(for: step))]
          progress.out.append(.init(Messages.Suggestion(id: ids.next(), pickleStepId: step.id, snippets: snippets)))
        }
        progress.previousType = step.type
      }
      if watch.isAbandoned { return false }
      finish(plan, index, result, context, progress)
    }
    return true
  }

  /// The item `index` as a time-out names it.
  private func work(_ plan: TestCasePlan, _ index: Int) -> TimedWork {
    switch plan.items[index] {
    case .hook(let hook):
      return .hook(hook)
    case .step(let step, let match):
      let line = plan.line(of: step)
      if case .matched(let definition, _) = match { return .step(line, definition.location) }
      return .step(line, nil)
    }
  }

  /// Reports the item `index` with `result` (its attachments first) and moves on to the next.
  private func finish(
    _ plan: TestCasePlan, _ index: Int, _ result: StepResult, _ context: ScenarioContext, _ progress: Progress
  ) {
    let testStep = plan.testCase.testSteps[index]
    let duration = Messages.MessageDuration(progress.itemStart.duration(to: .now))
    for attachment in context.takeAttachments() {
      progress.out.append(
        .init(
          Messages.Attachment(
            body: attachment.body, contentEncoding: attachment.contentEncoding, fileName: attachment.fileName,
            mediaType: attachment.mediaType,
            testCaseStartedId: progress.startedID, testStepId: testStep.id, timestamp: now())))
    }
    let finished = Messages.TestStepFinished(
      testCaseStartedId: progress.startedID, testStepId: testStep.id,
      testStepResult: result.message(duration: duration),
      timestamp: now())
    progress.out.append(.init(finished))
    if result.status != .passed { progress.failedSoFar = true }
    progress.worst = max(progress.worst, result.status)
    context.record(result)
    progress.next = index + 1
  }

  private func run(
    _ step: Messages.Pickle.Step, at line: ScenarioLine, _ match: StepMatch, _ context: ScenarioContext,
    _ watch: StepWatch, failedSoFar: Bool, previousType: String?
  ) async -> StepResult {
    switch match {
    case .undefined:
      return StepResult(status: .undefined)
    case .ambiguous(let matches):
      return StepResult(
        status: .ambiguous, message: StepMatch.ambiguityMessage(step.text, matches.map(\.0)),
        exceptionType: "AmbiguousStep")
    case .broken(_, let message):
      return failedSoFar ? .skipped : StepResult(status: .failed, message: message, exceptionType: "StepArgumentError")
    case .matched(let definition, let arguments):
      if failedSoFar || dryRun { return .skipped }
      let startsActions = step.type == "Action" && previousType != "Action"
      let values = arguments.map(\.value)
      var result = await ScenarioLine.$running.withValue(line) {
        await StepResult.capture {
          if startsActions, context.isExhaustive {
            try await EveryChangeDescribed.check(context, .beforeAction(step: step.text))
          }
          for hook in library.hooks.inRunningOrder(.beforeStep) where hook.applies(to: context.tags) {
            try await hook.body(context)
          }
          try await definition.body(context, values)
        }
      }
      if watch.isAbandoned { return result }
      context.stepStatus = result.status
      context.stepMessage = result.message
      defer {
        context.stepStatus = nil
        context.stepMessage = nil
      }
      for hook in library.hooks.inRunningOrder(.afterStep) where hook.applies(to: context.tags) {
        watch.begin(.hook(hook))
        let hookResult = await ScenarioLine.$running.withValue(line) {
          await StepResult.capture { try await hook.body(context) }
        }
        if watch.isAbandoned { return result }
        if result.status == .passed { result = hookResult }
      }
      return result
    }
  }

  /// Stops what the scenario left running and lets go of its values. The scenario's result is
  /// already decided, so what its stores report while being released is not reported again.
  private func release(_ context: ScenarioContext) async {
    _ = await IssueCollector.collect {
      for checkpoint in context.checkpoints { await checkpoint.tearDown() }
      context.removeAll()
    }
  }
}
