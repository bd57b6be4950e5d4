import EvergreenTesting
import Foundation

extension SpecRunMain {
  /// Replays the scenarios `request` selects, writes its reports, and hands the run's messages to
  /// `finished` (`--watch` keeps the suite's standing from them). Returns the exit code.
  ///
  /// ```swift
  /// guard case .run(let request) = try RunCommand.parse(["-f", "junit:ci.xml"]) else { … }
  /// let code = await SpecRunMain.replay(request, catalog: catalog, io: .standard, terminal: Terminal(.standard))
  /// ```
  @MainActor
  static func replay(
    _ request: RunRequest, catalog: SpecCatalog, io: CommandIO, terminal: Terminal,
    workers: WorkerLaunch? = nil, finished: (MessageQuery) -> Void = { _ in }
  ) async -> Int32 {
    LastRunIndex.release()
    if let problem = request.usageProblem {
      terminal.error(problem + "\n")
      return 2
    }
    let apps = catalog.apps(reachableFrom: request.options.selections.map(\.path))
    let tellDefinitionErrors = { @MainActor in
      Self.tellDefinitionErrors(of: catalog, apps: apps, terminal: terminal)
    }
    if request.options.selections.isEmpty, !request.rerunFiles.isEmpty {
      tellDefinitionErrors()
      terminal.out(
        "specrun: \(request.rerunFiles.joined(separator: ", ")) lists no scenarios to rerun (the run that wrote it had no failures); nothing ran.\n"
      )
      return 0
    }
    let outputs = request.reports(catalog: catalog, isTerminal: io.isTerminal)
    var layout = ReportLayout(catalog)
    let actionLog: ActionUseLog?
    do {
      (actionLog, layout.behaviour) = try behaviourMap(request, catalog: catalog)
    } catch {
      tellDefinitionErrors()
      terminal.error(error.message + "\n")
      return 2
    }
    // A terminal report on standard output is printed as the scenarios finish; the others are
    // made from the whole run at the end.
    let liveOutput = outputs.first { $0.path == nil }
    let liveFormatter = liveOutput.flatMap {
      $0.format.formatter(
        colors: io.colors, isTerminal: io.isTerminal, terminalColumns: io.terminalColumns, layout: layout)
        as? any StreamableReportFormatter
    }
    let live = LiveReport(liveFormatter, terminal: terminal, writesFiles: outputs.contains { $0.path != nil })
    let runner = SpecRunner(catalog: catalog, options: request.runOptions(writing: outputs), reader: live)
    runner.actionLog = actionLog
    runner.workerLaunch = workers
    live.whenUnread { [weak runner] in runner?.stopUnread() }
    // With --parallel 2 and up the libraries are built on another core while the main actor loads
    // the files, and their errors are told once the files are loaded, before any step is matched;
    // otherwise they are built and told first.
    if SpecRunner.workers(request.options.parallel, scenarios: .max) > 1 {
      catalog.buildStepsBehind(apps)
      runner.whenLoaded = tellDefinitionErrors
    } else {
      tellDefinitionErrors()
    }
    let outcome = await run(runner, untilInterrupted: io, terminal: terminal)
    let query = runner.query
    LastRunIndex.keep(query)
    finished(query)
    tellProblems(of: query, outcome, terminal: terminal)
    live.finish(query)
    let unwritten = outputs.filter { liveFormatter == nil || $0 != liveOutput }
    let written = unwritten.reduce(true) { written, output in
      ReportWriting.write(output, query, layout: layout, io: io, terminal: terminal) && written
    }
    var exitCode = written ? outcome.exitCode : 2
    if let shortfall = layout.behaviour.flatMap({ request.behaviourShortfall(of: $0, in: query) }) {
      terminal.error(shortfall)
      exitCode = max(exitCode, 1)
    }
    // Only reports to files: the terminal still says what failed, and the counts.
    if outputs.allSatisfy({ $0.path != nil }) {
      terminal.out(
        UndefinedStepHints(query, layout: layout).text + FailureList.failedScenarios(query)
          + RunSummary.footer(query, layout: layout))
    }
    return exitCode
  }

  /// Where the scenarios' stores record their actions, and the behaviour map's evidence, when the
  /// run shows or checks the behaviour map (both nil otherwise); the tests' side is read from
  /// `--behaviour-tests`.
  @MainActor
  private static func behaviourMap(
    _ request: RunRequest, catalog: SpecCatalog
  ) throws(UsageError) -> (ActionUseLog?, BehaviourEvidence?) {
    guard request.recordsBehaviour else { return (nil, nil) }
    let testUses = try request.behaviourTests.map { path throws(UsageError) in try BehaviourEvidence.readTestSide(path)
    }
    let log = ActionUseLog()
    return (log, BehaviourEvidence(catalog: catalog, scenarioLog: log, testUses: testUses))
  }

  /// Runs `runner` to its end. The first Ctrl-C (or SIGTERM) lets the running scenarios finish,
  /// a second cancels them; either way the run's messages are whole, and further presses wait
  /// for the reports (the listener stays until the caller returns).
  @MainActor
  private static func run(_ runner: SpecRunner, untilInterrupted io: CommandIO, terminal: Terminal) async
    -> SpecRunner.Outcome
  {
    let running = Task { @MainActor in await runner.run() }
    let presses = InterruptPresses()
    let stopListening = io.onInterrupt {
      if presses.press() == 1 {
        terminal.error(
          "specrun: interrupted; no further scenario starts. Press Ctrl-C again to cancel the running ones; the reports are written either way.\n"
        )
        runner.interrupt()
      } else {
        terminal.error("specrun: cancelling the running scenarios; the reports are still written.\n")
        running.cancel()
      }
    }
    defer { stopListening() }
    return await running.value
  }

  /// The step definitions that could not be made (a bad expression), per app, for the apps
  /// whose files the run can replay (the others' libraries are not built).
  @MainActor
  private static func tellDefinitionErrors(of catalog: SpecCatalog, apps: [Int], terminal: Terminal) {
    for app in apps.map({ catalog.apps[$0] }) {
      for error in app.steps.definitionErrors {
        terminal.error("specrun: \(app.name.isEmpty ? "" : app.name + ": ")\(error)\n")
      }
    }
  }

  /// Whatever the reports, files that could not be read reach the terminal, and so do files the
  /// search skipped (a FIFO named like a scenario file), files that parse but will not do what
  /// their writer meant (a scenario without its colon), and a selection that could not be made.
  @MainActor
  private static func tellProblems(of query: MessageQuery, _ outcome: SpecRunner.Outcome, terminal: Terminal) {
    for error in query.parseErrors { terminal.error("specrun: \(ParseErrorText.describe(error))\n") }
    for skipped in outcome.skippedFiles { terminal.error("specrun: warning: \(skipped)\n") }
    for warning in ScenarioFileWarnings.check(query.documents, sources: query.sources) {
      terminal.error("specrun: warning: \(warning)\n")
    }
    if let problem = outcome.selectionProblem { terminal.error(problem + "\n") }
  }
}
