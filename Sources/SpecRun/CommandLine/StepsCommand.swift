/// `specrun steps [APP]`: every step phrasing a scenario writer may use, per app, in the app's
/// language, each with a real line of the app's scenarios that uses it and each parameter type
/// explained in words (see ``StepPhrasebook``).
///
/// ```sh
/// swift run specrun steps            # every app
/// swift run specrun steps Macho      # one app
/// ```
///
/// The examples come from a dry run of the app's scenario files (nothing is replayed). An
/// unknown app is refused with the apps' names, exit code 2.
enum StepsCommand {
  static let usage =
    "USAGE: specrun steps [APP]   (every step phrasing of each app, or of APP, with an example and its parameter types)"

  @MainActor
  static func run(arguments: [String], catalog: SpecCatalog, terminal: Terminal) async -> Int32 {
    if arguments.contains("-h") || arguments.contains("--help") {
      terminal.out(usage + "\n")
      return 0
    }
    let names = catalog.apps.map(\.name).filter { !$0.isEmpty }
    guard arguments.count <= 1, !(arguments.first?.hasPrefix("-") ?? false) else {
      terminal.error(
        "specrun steps: give at most one app name, not '\(arguments.joined(separator: " "))'.\(known(names))\n\(usage)\n"
      )
      return 2
    }
    var apps = catalog.apps
    if let wanted = arguments.first {
      apps = catalog.apps.filter { $0.name == wanted }
      guard !apps.isEmpty else {
        terminal.error(
          "specrun steps: there is no app named '\(wanted)'.\(Usage.suggestion(for: wanted, among: names))\(known(names))\n"
        )
        return 2
      }
    }
    var options = RunOptions()
    options.dryRun = true
    options.selections = apps.map {
      RunOptions.Selection(path: $0.folder.map { "\(catalog.specsFolder)/\($0)" } ?? catalog.specsFolder)
    }
    var query = MessageQuery([], keepingEnvelopes: false)
    _ = await SpecRunner(catalog: catalog, options: options) { query.update($0) }.run()
    for error in query.parseErrors {
      terminal.error("specrun steps: warning: \(ParseErrorText.describe(error)) (its steps give no examples)\n")
    }
    let layout = ReportLayout(catalog)
    let books = apps.map { StepPhrasebook(app: $0.name, library: $0.steps, examples: query, layout: layout) }
    terminal.out(books.map(\.text).joined(separator: "\n"))
    return 0
  }

  private static func known(_ names: [String]) -> String {
    names.isEmpty ? "" : " The apps are: \(names.joined(separator: ", "))."
  }
}
