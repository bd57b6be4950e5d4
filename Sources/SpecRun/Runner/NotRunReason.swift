/// Why some of a run's planned scenarios did not run, as its `testRunFinished` message says;
/// none when every one started. A shortfall with none of the known reasons is `unexplained`: the
/// run fails and says it is specrun's bug, never a pass that checked less than it chose.
///
/// ```swift
/// var tally = RunTally()
/// tally.planned = 3
/// tally.started = 1
/// let reason = NotRunReason(tally, loadingCutShort: false, interrupted: false, unread: false, failFast: false)
/// reason              // .unexplained
/// reason?.message(tally)   // "2 of 3 scenarios did not run. specrun does not know why, …"
/// ```
enum NotRunReason: Equatable {
  /// Interrupted while the scenario files were loading.
  case interruptedWhileLoading
  /// Interrupted once the files were read, before the scenarios were chosen.
  case interruptedBeforeChoosing
  /// Interrupted (Ctrl-C, SIGTERM) while scenarios ran.
  case interrupted
  /// Nobody read the report any more.
  case unread
  /// A before-all hook failed.
  case beforeAllFailed
  /// `--fail-fast` after a failure.
  case failFast
  /// None of the above: specrun's own fault.
  case unexplained

  /// The reason for `tally`'s end, by what stopped the run; nil when nothing did and every
  /// planned scenario started.
  init?(_ tally: RunTally, loadingCutShort: Bool, interrupted: Bool, unread: Bool, failFast: Bool) {
    let shortfall = tally.started < tally.planned
    if loadingCutShort {
      self = .interruptedWhileLoading
    } else if interrupted {
      self = tally.planned == 0 ? .interruptedBeforeChoosing : .interrupted
    } else if unread {
      self = .unread
    } else if tally.beforeAllFailed {
      self = .beforeAllFailed
    } else if shortfall, tally.failed, failFast {
      self = .failFast
    } else if shortfall {
      self = .unexplained
    } else {
      return nil
    }
  }

  /// What the run's end says.
  func message(_ tally: RunTally) -> String {
    let notRun = "\(tally.planned - tally.started) of \(tally.planned) scenarios did not run."
    return switch self {
    // Files left unread: not how many of the loaded ones did not run.
    case .interruptedWhileLoading: "The run was interrupted while its scenario files were loading: no scenario ran."
    // Interrupted while choosing: what would have run is not known.
    case .interruptedBeforeChoosing: "The run was interrupted before any scenario started."
    case .interrupted: "The run was interrupted: \(notRun)"
    case .unread: "Nobody read the report any more (standard output was closed): \(notRun)"
    case .beforeAllFailed: "A before-all hook failed: \(notRun)"
    case .failFast: "--fail-fast stopped the run at the first failure: \(notRun)"
    case .unexplained:
      "\(notRun) specrun does not know why, which is a bug in specrun: please report it with the command you ran."
    }
  }
}
