/// Writes one report of a finished run where `--format NAME[:PATH]` asks: a file piece by piece
/// (whole or not at all), or standard output.
///
/// ```swift
/// let written = ReportWriting.write(RunRequest.Output(format: .junit, path: "all.xml"), query, layout: layout, io: io, terminal: terminal)
/// ```
enum ReportWriting {
  /// Writes the report; false when its file could not be written (said on standard error, with
  /// what to check), which makes the command exit 2.
  @MainActor
  static func write(
    _ output: RunRequest.Output, _ query: MessageQuery, layout: ReportLayout, io: CommandIO, terminal: Terminal
  ) -> Bool {
    let colors = output.path == nil && io.colors
    let formatter = output.format.formatter(colors: colors, layout: layout)
    guard let path = output.path else {
      terminal.out(formatter.format(query))
      return true
    }
    do {
      try io.writeFileInPieces(path) { write in try formatter.write(query, to: write) }
      return true
    } catch let error as OutputError {
      terminal.error(
        "specrun: could not write the \(output.format.rawValue) report to \(path): \(error). \(error.hint)\n")
    } catch {
      terminal.error(
        "specrun: could not write the \(output.format.rawValue) report to \(path): \(error). Check the path, its permissions and the free space.\n"
      )
    }
    return false
  }
}
