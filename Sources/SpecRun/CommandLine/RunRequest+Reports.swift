import Foundation

extension RunRequest {
  /// The reports to write: those `--format` asked for, or else one on standard output: the live
  /// progress bar at a terminal when the run has more than one scenario file, the pretty report
  /// otherwise.
  ///
  /// ```swift
  /// RunRequest().reports(catalog: catalog, isTerminal: false)   // [Output(format: .pretty)]
  /// ```
  func reports(catalog: SpecCatalog, isTerminal: Bool) -> [Output] {
    if !outputs.isEmpty { return outputs }
    guard isTerminal else { return [Output(format: .pretty)] }
    let paths = options.selections.isEmpty ? [catalog.specsFolder] : options.selections.map(\.path)
    return [Output(format: FeatureLoader().discover(paths).files.count > 1 ? .progressBar : .pretty)]
  }
}
