/// The scenarios to run again, as Cucumber's rerun format writes them: one line per scenario
/// file, its path then the lines of its scenarios that failed (`path:line:line`). Saved to a file,
/// `specrun @rerun.txt` replays exactly those.
///
/// ```sh
/// swift run specrun --format rerun:rerun.txt   # Specs/Counter.feature:3:12
/// swift run specrun @rerun.txt                 # only those two scenarios
/// ```
///
/// A scenario is listed when it failed or was ambiguous; undefined and pending ones are listed too
/// when the run failed (strict), since they are what made it fail.
public struct RerunFormatter: ReportFormatter {
  /// The rerun formatter; it has no options.
  public init() {}

  public func format(_ query: MessageQuery) -> String {
    let runFailed = query.testRunFinished?.success == false
    var files: [String] = []
    var lines: [String: Set<Int>] = [:]
    for started in query.testCasesStartedInFileOrder {
      guard let pickle = query.pickle(of: started), let status = query.mostSevereResult(of: started)?.status else {
        continue
      }
      let replay =
        switch status {
        case .failed, .ambiguous: true
        case .undefined, .pending: runFailed
        case .passed, .skipped, .unknown: false
        }
      guard replay else { continue }
      if lines[pickle.uri] == nil { files.append(pickle.uri) }
      lines[pickle.uri, default: []].insert(pickle.location?.line ?? 1)
    }
    return files.map { file in ([file] + (lines[file] ?? []).sorted().map(String.init)).joined(separator: ":") + "\n" }
      .joined()
  }
}
