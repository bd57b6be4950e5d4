/// What `--watch` knows of the whole suite: the last result of every scenario file it has run,
/// so that after replaying the files that changed it can say where the suite stands, in one line:
///
/// ```swift
/// var standing = SuiteStanding()
/// standing.record(firstRun)                                  // every file
/// standing.record(replay, replayed: ["Specs/A.feature"])     // A's results replace A's
/// standing.line(replayedNow: 1)   // "Suite: 143 passed, 2 failed in 37 files (1 replayed now)"
/// ```
struct SuiteStanding {
  /// Each file's last counts, by path.
  private var byFile: [String: RunSummary] = [:]

  /// Takes a run's results as the last known ones of its files and of `replayed` (a replayed
  /// file whose scenarios all went away, or that a selection left out, counts no more).
  mutating func record(_ query: MessageQuery, replayed: [String] = []) {
    var files = Set(replayed)
    files.formUnion(query.sources.map(\.uri))
    files.formUnion(query.parseErrors.compactMap(\.source.uri))
    var fresh: [String: RunSummary] = [:]
    for started in query.testCasesStarted {
      guard let uri = query.pickle(of: started)?.uri else { continue }
      files.insert(uri)
      fresh[uri, default: RunSummary()].count(query.stepsFinished(of: started))
    }
    for error in query.parseErrors {
      fresh[error.source.uri ?? "", default: RunSummary()].parseErrors += 1
    }
    for file in files { byFile[file] = fresh[file] }
  }

  /// Forgets files that were deleted.
  mutating func forget(_ files: [String]) {
    for file in files { byFile[file] = nil }
  }

  /// `Suite: 143 passed, 2 failed in 37 files (3 replayed now)`
  func line(replayedNow: Int) -> String {
    var total = RunSummary()
    for summary in byFile.values { total.add(summary) }
    let files = byFile.count == 1 ? "1 file" : "\(byFile.count) files"
    return "Suite: \(total.closingLine) in \(files) (\(replayedNow) replayed now)"
  }
}
