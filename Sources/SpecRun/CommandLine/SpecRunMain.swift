import Foundation
import Gherkin

/// The whole `specrun` command, so that an app's own package builds its `specrun` in a few lines.
/// With one app (every scenario in `Specs/` replayed against one step library):
///
/// ```swift
/// // Sources/MySpecRun/main.swift
/// import Foundation
/// import MySpecs
/// import SpecRun
///
/// exit(await SpecRunMain.run(arguments: Array(CommandLine.arguments.dropFirst()), library: MySpecs.steps))
/// ```
///
/// With several apps, one line per app binds `Specs/<App>` to its steps (see ``SpecCatalog``):
///
/// ```swift
/// exit(await SpecRunMain.run(arguments: Array(CommandLine.arguments.dropFirst()), catalog: MyApps.catalog()))
/// ```
public enum SpecRunMain {
  /// Runs `specrun` for a package with one app and returns its exit code.
  @MainActor
  public static func run(arguments: [String], library: StepLibrary, io: CommandIO = .standard) async -> Int32 {
    await run(arguments: arguments, catalog: SpecCatalog(steps: library), io: io)
  }

  /// Runs `specrun` with `arguments` (without the program name) and returns its exit code.
  @MainActor
  public static func run(arguments: [String], catalog: SpecCatalog, io: CommandIO = .standard) async -> Int32 {
    let terminal = Terminal(io)
    let code = await run(arguments: arguments, catalog: catalog, io: io, terminal: terminal)
    return terminal.exitCode(code)
  }

  @MainActor
  private static func run(arguments: [String], catalog: SpecCatalog, io: CommandIO, terminal: Terminal) async -> Int32 {
    if arguments.first == "gherkin" {
      let output = GherkinCommand.run(arguments: Array(arguments.dropFirst()))
      terminal.out(output.stdout)
      terminal.error(output.stderr)
      return output.exitCode
    }
    if arguments.first == "format-feature" {
      return FeatureFormatCommand.run(arguments: Array(arguments.dropFirst()), io: io, terminal: terminal)
    }
    if arguments.first == "lsp" {
      return await LanguageServerCommand.run(catalog: catalog)
    }
    let command: RunCommand
    do {
      if let folder = io.profileFolder {
        command = try RunCommand.parse(arguments, profilesInFolder: folder)
      } else {
        command = try RunCommand.parse(arguments)
      }
    } catch {
      terminal.error(error.message + "\n")
      return 2
    }
    switch command {
    case .help:
      terminal.out(Usage.text + "\n")
      return 0
    case .version:
      terminal.out("specrun \(RunCommand.versionNumber)\n")
      return 0
    case .i18nLanguages:
      terminal.out(DialectListing.languages)
      return 0
    case .i18nKeywords(let dialect):
      terminal.out(DialectListing.keywords(of: dialect))
      return 0
    case .format(let format):
      return reformat(format, layout: ReportLayout(catalog), io: io, terminal: terminal)
    case .merge(let merge):
      return merge.run(layout: ReportLayout(catalog), io: io, terminal: terminal)
    case .run(let options) where options.watch:
      return await ScenarioWatch(options: options, catalog: catalog, io: io, terminal: terminal).run()
    case .run(let options):
      return await replay(options, catalog: catalog, io: io, terminal: terminal)
    }
  }

  /// `specrun format NAME`: a saved message stream on standard input, written as NAME.
  @MainActor
  static func reformat(_ format: ReportFormat, layout: ReportLayout, io: CommandIO, terminal: Terminal) -> Int32 {
    let input: Data
    do {
      input = try io.readInput()
    } catch {
      let reason = (error as? OutputError).map { " (\($0))" } ?? ""
      terminal.error("specrun format: could not read standard input\(reason). Give it a saved message stream, e.g. specrun format junit < run.ndjson.\n")
      return 2
    }
    do {
      let query = MessageQuery(try MessageStream.decode(ndjson: input))
      if let missing = query.missingForAWholeRun {
        terminal.error("specrun format: standard input \(missing)\n")
        return 2
      }
      terminal.out(format.formatter(colors: io.colors, layout: layout).format(query))
      return 0
    } catch {
      terminal.error("specrun format: standard input, \(error)\n")
      return 2
    }
  }

  @MainActor
  static func replay(_ options: RunOptions, catalog: SpecCatalog, io: CommandIO, terminal: Terminal) async -> Int32 {
    if let problem = options.usageProblem {
      terminal.error(problem + "\n")
      return 2
    }
    for app in catalog.apps {
      for error in app.steps.definitionErrors {
        terminal.error("specrun: \(app.name.isEmpty ? "" : app.name + ": ")\(error)\n")
      }
    }
    if options.selections.isEmpty, !options.rerunFiles.isEmpty {
      terminal.out("specrun: \(options.rerunFiles.joined(separator: ", ")) lists no scenarios to rerun (the run that wrote it had no failures); nothing ran.\n")
      return 0
    }
    let outputs = options.outputs.isEmpty ? [RunOptions.Output(format: .standard(options, catalog: catalog, isTerminal: io.isTerminal))] : options.outputs
    // A terminal report on standard output is printed as the scenarios finish; the others are
    // made from the whole run at the end.
    let liveOutput = outputs.first { $0.path == nil }
    let liveFormatter = liveOutput.flatMap {
      $0.format.formatter(colors: io.colors, isTerminal: io.isTerminal, terminalColumns: io.terminalColumns, layout: ReportLayout(catalog))
        as? any StreamableReportFormatter
    }
    let live = LiveReport(liveFormatter, terminal: terminal, writesFiles: outputs.contains { $0.path != nil })
    let runner = SpecRunner(catalog: catalog, options: options) { live.receive($0) }
    live.runner = runner
    // The first Ctrl-C (or SIGTERM) lets the running scenarios finish, a second cancels them;
    // either way the reports are written, and further presses wait for them (the listener stays
    // until the last report is written).
    let running = Task { @MainActor in await runner.run() }
    let presses = InterruptPresses()
    let stopListening = io.onInterrupt {
      if presses.press() == 1 {
        terminal.error(
          "specrun: interrupted; no further scenario starts. Press Ctrl-C again to cancel the running ones; the reports are written either way.\n")
        runner.interrupt()
      } else {
        terminal.error("specrun: cancelling the running scenarios; the reports are still written.\n")
        running.cancel()
      }
    }
    defer { stopListening() }
    let outcome = await running.value
    let query = live.query
    // Whatever the reports, files that could not be read reach the terminal, and so do files
    // that parse but will not do what their writer meant (a scenario without its colon).
    for error in query.parseErrors { terminal.error("specrun: \(ParseErrorText.describe(error))\n") }
    for warning in ScenarioFileWarnings.check(query.documents) { terminal.error("specrun: warning: \(warning)\n") }
    if let problem = outcome.selectionProblem { terminal.error(problem + "\n") }
    var exitCode = outcome.exitCode
    live.finish()
    for output in outputs where liveFormatter == nil || output != liveOutput {
      if !ReportWriting.write(output, query, layout: ReportLayout(catalog), io: io, terminal: terminal) { exitCode = 2 }
    }
    // Only reports to files: the terminal still says what failed, and the counts.
    if outputs.allSatisfy({ $0.path != nil }) {
      terminal.out(FailureList.failedScenarios(query) + RunSummary.footer(query, layout: ReportLayout(catalog)))
    }
    return exitCode
  }
}
