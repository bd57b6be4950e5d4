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
    if arguments.first == "gherkin" {
      let output = GherkinCommand.run(arguments: Array(arguments.dropFirst()))
      io.writeOut(output.stdout)
      io.writeError(output.stderr)
      return output.exitCode
    }
    let command: RunCommand
    do {
      command = try RunCommand.parse(arguments)
    } catch {
      io.writeError(error.message + "\n")
      return 2
    }
    switch command {
    case .help:
      io.writeOut(Usage.text + "\n")
      return 0
    case .version:
      io.writeOut("specrun \(RunCommand.versionNumber)\n")
      return 0
    case .format(let format):
      return reformat(format, layout: ReportLayout(catalog), io: io)
    case .run(let options):
      return await replay(options, catalog: catalog, io: io)
    }
  }

  /// `specrun format NAME`: a saved message stream on standard input, written as NAME.
  @MainActor
  static func reformat(_ format: ReportFormat, layout: ReportLayout, io: CommandIO) -> Int32 {
    do {
      let envelopes = try MessageStream.decode(ndjson: io.readInput())
      io.writeOut(format.formatter(colors: io.colors, layout: layout).format(envelopes))
      return 0
    } catch {
      io.writeError("specrun format: standard input, \(error)\n")
      return 2
    }
  }

  @MainActor
  static func replay(_ options: RunOptions, catalog: SpecCatalog, io: CommandIO) async -> Int32 {
    for expression in options.tagExpressions {
      do {
        _ = try TagExpression(parsing: expression)
      } catch {
        io.writeError("specrun: --tags \"\(expression)\": \(error)\n")
        return 2
      }
    }
    for pattern in options.namePatterns where (try? NSRegularExpression(pattern: pattern)) == nil {
      io.writeError("specrun: --name \"\(pattern)\" is not a valid regular expression. Escape special characters such as ( [ + with \\.\n")
      return 2
    }
    for app in catalog.apps {
      for error in app.steps.definitionErrors {
        io.writeError("specrun: \(app.name.isEmpty ? "" : app.name + ": ")\(error)\n")
      }
    }
    var envelopes: [Messages.Envelope] = []
    let runner = SpecRunner(catalog: catalog, options: options) { envelopes.append($0) }
    // Ctrl-C lets the scenarios already running finish, then the reports are written as usual.
    let stopListening = io.onInterrupt {
      io.writeError("specrun: interrupted; finishing the running scenarios and writing the reports…\n")
      runner.interrupt()
    }
    let outcome = await runner.run()
    stopListening()
    let outputs = options.outputs.isEmpty ? [RunOptions.Output(format: .pretty)] : options.outputs
    let query = MessageQuery(envelopes)
    var exitCode = outcome.exitCode
    for output in outputs {
      let colors = output.path == nil && io.colors
      let report = output.format.formatter(colors: colors, layout: ReportLayout(catalog)).format(query)
      if let path = output.path {
        do {
          try io.writeFile(path, report)
        } catch {
          io.writeError("specrun: could not write the \(output.format.rawValue) report to \(path): \(error.localizedDescription). Check that the folder is writable.\n")
          exitCode = 2
        }
      } else {
        io.writeOut(report)
      }
    }
    return exitCode
  }
}
