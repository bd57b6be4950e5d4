import EvergreenReporting

/// Runs one planned test case and returns its messages, from `testCaseStarted` to
/// `testCaseFinished`, its most severe status, and its finished steps and hooks (each with its
/// test step, in the order they finished, as ``MessageQuery/stepsFinished(of:)`` gives them).
///
/// Steps run in order; after the first step that does not pass, the rest are skipped (undefined
/// and ambiguous steps are still reported as such). Before a `When` that follows other kinds of
/// steps, and after the last step, every ``ScenarioCheckpoint`` must report nothing undescribed,
/// unless the scenario is tagged `@non-exhaustive`. After-hooks always run.
@MainActor
struct ScenarioExecutor {
  let library: StepLibrary
  let dryRun: Bool
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
    var failedSoFar = false
    var worst = Messages.TestStepResultStatus.unknown
    var previousType: String?
    let lastStepIndex = plan.items.lastIndex { if case .step = $0 { true } else { false } }
    for (index, item) in plan.items.enumerated() {
      let testStep = plan.testCase.testSteps[index]
      out.append(.init(Messages.TestStepStarted(testCaseStartedId: startedID, testStepId: testStep.id, timestamp: now())))
      let clock = ContinuousClock()
      let start = clock.now
      var result: StepResult
      switch item {
      case .hook(let hook):
        let isBefore = hook.kind == .beforeScenario
        if dryRun || (isBefore && failedSoFar) {
          result = .skipped
        } else {
          context.stepText = hook.name ?? "hook"
          result = await StepResult.capture { try await hook.body(context) }
        }
      case .step(let step, let match):
        context.stepText = step.text
        context.dataTable = step.argument?.dataTable.map { DataTable(raw: $0.rows.map { $0.cells.map(\.value) }) }
        context.docString = step.argument?.docString.map { DocString(content: $0.content, mediaType: $0.mediaType) }
        result = await run(step, match, context, failedSoFar: failedSoFar, previousType: previousType, isLast: index == lastStepIndex)
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
    }
    await release(context)
    out.append(.init(Messages.TestCaseFinished(testCaseStartedId: startedID, timestamp: now(), willBeRetried: false)))
    return (out, worst == .unknown ? .passed : worst, stepsFinished)
  }

  private func run(
    _ step: Messages.Pickle.Step, _ match: StepMatch, _ context: ScenarioContext, failedSoFar: Bool,
    previousType: String?, isLast: Bool
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
      if step.type == "Action", previousType != "Action", context.isExhaustive {
        let pending = await checkpoints(context, .beforeAction(step: step.text))
        if pending.status != .passed { return pending }
      }
      var result = await StepResult.capture {
        for hook in library.hooks.inRunningOrder(.beforeStep) where hook.applies(to: context.tags) { try await hook.body(context) }
        try await definition.body(context, arguments.map(\.value))
        for hook in library.hooks.inRunningOrder(.afterStep) where hook.applies(to: context.tags) { try await hook.body(context) }
      }
      if isLast, result.status == .passed, context.isExhaustive {
        result = await checkpoints(context, .endOfScenario)
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

  /// Asks every checkpoint what it did that no `Then` step described.
  private func checkpoints(_ context: ScenarioContext, _ moment: CheckpointMoment) async -> StepResult {
    // Without checkpoints nothing can be reported, so there is nothing to collect.
    guard !context.checkpoints.isEmpty else { return .passed }
    var reports: [String] = []
    let captured = await StepResult.capture {
      for checkpoint in context.checkpoints {
        if let report = await checkpoint.undescribed(moment) { reports.append(report) }
      }
    }
    if captured.status != .passed { return captured }
    guard !reports.isEmpty else { return .passed }
    let headline =
      switch moment {
      case .beforeAction:
        "Before this step, what earlier steps did was not all described by a Then step:"
      case .endOfScenario:
        "At the end of the scenario, what the steps did was not all described by a Then step:"
      }
    let hint = "Describe it with a Then step, or tag the scenario @non-exhaustive if these details do not matter here."
    return StepResult(
      status: .failed, message: ([headline] + reports + [hint]).joined(separator: "\n\n"), exceptionType: "UndescribedChanges")
  }
}
