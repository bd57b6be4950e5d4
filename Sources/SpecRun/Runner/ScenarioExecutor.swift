import EvergreenReporting

/// Runs one planned test case and returns its messages, from `testCaseStarted` to
/// `testCaseFinished`, its most severe status, and its finished steps and hooks (each with its
/// test step, in the order they finished, as ``MessageQuery/stepsFinished(of:)`` gives them).
///
/// Steps run in order; after the first step that does not pass, the rest are skipped (undefined
/// and ambiguous steps are still reported as such). Before a `When` that follows other kinds of
/// steps every ``ScenarioCheckpoint`` must report nothing undescribed, unless the scenario is tagged
/// `@non-exhaustive`; at the end, the built-in after-scenario check ``EveryChangeDescribed`` asks
/// again, as a result of its own. After-hooks always run, and see the scenario's result so far;
/// AfterStep hooks run after every step whose body ran, failed or not, and see its result.
///
/// Steps (each with its BeforeStep hooks) and hooks run in the scenario's own task (a
/// ``StepWorker``), each for at most `stepTimeout`; one that has not finished by then fails,
/// naming itself and what the scenario's checkpoints still have running, and the scenario goes on
/// as after any failure.
@MainActor
struct ScenarioExecutor {
  let library: StepLibrary
  let dryRun: Bool
  let stepTimeout: Duration
  let ids: MessageIDs
  let now: @MainActor () -> Messages.Timestamp
  /// The snippets for the run's undefined steps (one per expression, see ``SnippetWriter``).
  var snippets: SnippetWriter

  func execute(_ plan: TestCasePlan) async -> (
    envelopes: [Messages.Envelope], status: Messages.TestStepResultStatus,
    stepsFinished: [(finished: Messages.TestStepFinished, step: Messages.TestCase.TestStep)]
  ) {
    var out: [Messages.Envelope] = []
    var stepsFinished: [(finished: Messages.TestStepFinished, step: Messages.TestCase.TestStep)] = []
    let startedID = ids.next()
    out.append(.init(Messages.TestCaseStarted(attempt: 0, id: startedID, testCaseId: plan.testCase.id, timestamp: now())))
    let pickle = plan.pickle
    let context = ScenarioContext(
      scenarioName: pickle.name, tags: pickle.tags.map(\.name), uri: pickle.uri, line: pickle.location?.line ?? 0)
    let worker = StepWorker()
    defer { worker.close() }
    var failedSoFar = false
    var worst = Messages.TestStepResultStatus.unknown
    var previousType: String?
    for (index, item) in plan.items.enumerated() {
      let testStep = plan.testCase.testSteps[index]
      out.append(.init(Messages.TestStepStarted(testCaseStartedId: startedID, testStepId: testStep.id, timestamp: now())))
      let clock = ContinuousClock()
      let start = clock.now
      var result: StepResult
      switch item {
      case .hook(let hook):
        let runsOnlyWhilePassing = hook.kind == .beforeScenario || hook.isEveryChangeDescribed
        if dryRun || (runsOnlyWhilePassing && failedSoFar) {
          result = .skipped
        } else {
          context.stepText = hook.name ?? "hook"
          result = await runLimited(.hook(hook), context, worker) { try await hook.body(context) }
        }
      case .step(let step, let match):
        context.stepText = step.text
        context.dataTable = step.argument?.dataTable.map { DataTable(raw: $0.rows.map { $0.cells.map(\.value) }) }
        context.docString = step.argument?.docString.map { DocString(content: $0.content, mediaType: $0.mediaType) }
        let line = plan.lines[step.id] ?? ScenarioLine(step: step.text, uri: pickle.uri, line: 0)
        result = await run(step, at: line, match, context, worker, failedSoFar: failedSoFar, previousType: previousType)
        if case .undefined = match {
          let snippets = [Messages.Suggestion.Snippet(language: "swift", code: self.snippets.snippet(for: step))]
          out.append(.init(Messages.Suggestion(id: ids.next(), pickleStepId: step.id, snippets: snippets)))
        }
        previousType = step.type
      }
      let duration = Messages.MessageDuration(start.duration(to: clock.now))
      for attachment in context.takeAttachments() {
        out.append(
          .init(
            Messages.Attachment(
              body: attachment.body, contentEncoding: attachment.contentEncoding, fileName: attachment.fileName,
              mediaType: attachment.mediaType,
              testCaseStartedId: startedID, testStepId: testStep.id, timestamp: now())))
      }
      let finished = Messages.TestStepFinished(
        testCaseStartedId: startedID, testStepId: testStep.id, testStepResult: result.message(duration: duration),
        timestamp: now())
      out.append(.init(finished))
      stepsFinished.append((finished, testStep))
      if result.status != .passed { failedSoFar = true }
      worst = max(worst, result.status)
      context.record(result)
    }
    await release(context)
    out.append(.init(Messages.TestCaseFinished(testCaseStartedId: startedID, timestamp: now(), willBeRetried: false)))
    return (out, worst == .unknown ? .passed : worst, stepsFinished)
  }

  private func run(
    _ step: Messages.Pickle.Step, at line: ScenarioLine, _ match: StepMatch, _ context: ScenarioContext,
    _ worker: StepWorker, failedSoFar: Bool, previousType: String?
  ) async -> StepResult {
    switch match {
    case .undefined:
      return StepResult(status: .undefined)
    case .ambiguous(let matches):
      return StepResult(
        status: .ambiguous, message: StepMatch.ambiguityMessage(step.text, matches.map(\.0)), exceptionType: "AmbiguousStep")
    case .broken(_, let message):
      return failedSoFar ? .skipped : StepResult(status: .failed, message: message, exceptionType: "StepArgumentError")
    case .matched(let definition, let arguments):
      if failedSoFar || dryRun { return .skipped }
      let startsActions = step.type == "Action" && previousType != "Action"
      let values = arguments.map(\.value)
      var result = await runLimited(.step(line, definition.location), context, worker, during: line) {
        if startsActions, context.isExhaustive { try await EveryChangeDescribed.check(context, .beforeAction(step: step.text)) }
        for hook in library.hooks.inRunningOrder(.beforeStep) where hook.applies(to: context.tags) { try await hook.body(context) }
        try await definition.body(context, values)
      }
      context.stepStatus = result.status
      context.stepMessage = result.message
      defer {
        context.stepStatus = nil
        context.stepMessage = nil
      }
      for hook in library.hooks.inRunningOrder(.afterStep) where hook.applies(to: context.tags) {
        let hookResult = await runLimited(.hook(hook), context, worker, during: line) { try await hook.body(context) }
        if result.status == .passed { result = hookResult }
      }
      return result
    }
  }

  /// Runs `body` as a step or hook in the scenario's worker, with `line` as the running
  /// ``ScenarioLine``: what it throws or reports becomes its result, and when it has not finished
  /// after `stepTimeout`, it fails saying so and is left behind.
  private func runLimited(
    _ work: TimedWork, _ context: ScenarioContext, _ worker: StepWorker, during line: ScenarioLine? = nil,
    _ body: @escaping @MainActor () async throws -> Void
  ) async -> StepResult {
    let limited = await worker.run(within: stepTimeout) {
      await ScenarioLine.$running.withValue(line) { await StepResult.capture(body) }
    }
    if let result = limited { return result }
    return StepResult(
      status: .failed, message: work.timeoutMessage(stepTimeout, stillRunning: context.checkpoints.flatMap { $0.stillRunning() }),
      exceptionType: "StepTimeout")
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
