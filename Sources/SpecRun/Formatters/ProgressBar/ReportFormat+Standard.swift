extension ReportFormat {
  /// The report on standard output when `--format` names none: the live progress bar at a
  /// terminal when the run has more than one scenario file, the pretty report otherwise.
  static func standard(_ options: RunOptions, catalog: SpecCatalog, isTerminal: Bool) -> ReportFormat {
    guard isTerminal else { return .pretty }
    let paths = options.selections.isEmpty ? [catalog.specsFolder] : options.selections.map(\.path)
    return FeatureLoader().discover(paths).files.count > 1 ? .progressBar : .pretty
  }
}
