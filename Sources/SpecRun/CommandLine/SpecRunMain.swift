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
  /// Runs `specrun` for a package with one app and returns its exit code. The library is made
  /// only when the command needs steps (`specrun gherkin` and `format-feature` do not).
  @MainActor
  public static func run(arguments: [String], library: @autoclosure () -> StepLibrary, io: CommandIO = .standard)
    async -> Int32
  {
    await run(arguments: arguments, catalog: SpecCatalog(steps: library()), io: io)
  }

  /// Runs `specrun` with `arguments` (without the program name) and returns its exit code. The
  /// catalog is made only when the command needs steps (`specrun gherkin` and `format-feature`
  /// do not, so they start without building every app's step library).
  @MainActor
  public static func run(arguments: [String], catalog: @autoclosure () -> SpecCatalog, io: CommandIO = .standard)
    async -> Int32
  {
    let terminal = Terminal(io)
    let code = await run(arguments: arguments, makeCatalog: catalog, io: io, terminal: terminal)
    return terminal.exitCode(code)
  }

  @MainActor
  private static func run(
    arguments: [String], makeCatalog: () -> SpecCatalog, io: CommandIO, terminal: Terminal
  ) async -> Int32 {
    if arguments.first == "gherkin" {
      let outcome = GherkinCommand.run(arguments: Array(arguments.dropFirst()), writeBytes: { terminal.out(bytes: $0) })
      terminal.error(outcome.stderr)
      return outcome.exitCode
    }
    if arguments.first == "format-feature" {
      return FeatureFormatCommand.run(arguments: Array(arguments.dropFirst()), io: io, terminal: terminal)
    }
    if io.isProcessOwn, let order = ProcessInfo.processInfo.environment[WorkerLaunch.variable] {
      return await serveAsWorker(arguments: arguments, order: order, catalog: makeCatalog(), io: io)
    }
    let catalog = makeCatalog()
    if arguments.first == "steps" {
      return await StepsCommand.run(arguments: Array(arguments.dropFirst()), catalog: catalog, terminal: terminal)
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
    case .run(let request) where request.watch:
      return await ScenarioWatch(request: request, catalog: catalog, io: io, terminal: terminal).run()
    case .run(let request):
      // Started as a command by this process's own arguments, it may start itself again.
      let launch =
        io.isProcessOwn && arguments == Array(CommandLine.arguments.dropFirst())
        ? WorkerLaunch.thisProcess(arguments: arguments) : nil
      return await replay(request, catalog: catalog, io: io, terminal: terminal, workers: launch)
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
      terminal.error(
        "specrun format: could not read standard input\(reason). Give it a saved message stream, e.g. specrun format junit < run.ndjson.\n"
      )
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
}
