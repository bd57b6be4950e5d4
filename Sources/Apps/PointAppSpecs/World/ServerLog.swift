import PointApp
import Synchronization

/// What the scenario's server was asked to do by the app, as the server saw it: the answers it
/// accepted, the points it credited or could not credit, the streaks it saved, and the balances
/// and achievement progress it read. `Then` steps compute from it how many answers must have come
/// back to the app (one balance refresh per credit, one achievement check per answer or saved
/// streak, one reload per read the server answered), instead of taking whatever came.
final class ServerLog: Sendable {
  /// A request the app made, with its outcome.
  enum Entry: Equatable, Sendable {
    /// Answers accepted, earning these points.
    case answered(PointAmount)
    /// Points credited for this reason (`failed` when the network was down).
    case credited(PointTransaction.Reason, failed: Bool)
    /// A streak saved.
    case streakSaved(Streak)
    /// The balance read (a reload that came back, whatever a partial answer left waiting).
    case balanceRead
    /// The achievement progress read: the last request of an achievement board's load.
    case progressRead
  }

  private let entries = Mutex<[Entry]>([])

  func record(_ entry: Entry) { entries.withLock { $0.append(entry) } }

  /// Every entry so far, oldest first.
  var all: [Entry] { entries.withLock { $0 } }

  /// The entries after the first `seen`, and the new count to remember.
  func since(_ seen: Int) -> (entries: [Entry], count: Int) {
    let all = self.all
    return (Array(all.dropFirst(seen)), all.count)
  }
}

extension [ServerLog.Entry] {
  /// The points of each answer accepted.
  var answers: [PointAmount] { compactMap { if case .answered(let points) = $0 { points } else { nil } } }

  /// The credits made (or failed, when `failed`), by reason.
  func credits(failed: Bool) -> [PointTransaction.Reason] {
    compactMap { if case .credited(let reason, failed) = $0 { reason } else { nil } }
  }

  /// The streaks saved.
  var streaksSaved: [Streak] { compactMap { if case .streakSaved(let streak) = $0 { streak } else { nil } } }

  /// How many times the server answered a read of the balance.
  var balanceReads: Int { count { $0 == .balanceRead } }

  /// How many times the server answered a read of the achievement progress (a board's load).
  var progressReads: Int { count { $0 == .progressRead } }
}
