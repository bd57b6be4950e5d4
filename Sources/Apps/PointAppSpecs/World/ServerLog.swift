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
    /// A read of the balance answered, successfully or not.
    case balanceRead
    /// The last read of an achievement board's load answered, successfully or not: the progress,
    /// or the achievements when they could not be read (the load stops there).
    case boardRead
  }

  private let entries = Mutex<[Entry]>([])

  func record(_ entry: Entry) { entries.withLock { $0.append(entry) } }

  /// Makes a credit for `reason` and records it credited, or failed (its error rethrown).
  ///
  /// ```swift
  /// try await log.recordingCredit(reason) { try await points.addPoints(amount, reason) }
  /// ```
  func recordingCredit(_ reason: PointTransaction.Reason, _ credit: () async throws -> Void) async throws {
    do {
      try await credit()
      record(.credited(reason, failed: false))
    } catch {
      record(.credited(reason, failed: true))
      throw error
    }
  }

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

  /// How many reads of the balance the server answered.
  var balanceReads: Int { count { $0 == .balanceRead } }

  /// How many achievement boards the server finished answering.
  var boardReads: Int { count { $0 == .boardRead } }
}
