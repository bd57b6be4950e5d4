import Synchronization

/// Collects ``ActionUse``s from every store that records into it, from any number of tasks at once
/// (Swift Testing runs tests in parallel in one process; `specrun --parallel` runs scenarios so).
/// Each use is kept once, in the order first seen.
///
/// ```swift
/// let log = ActionUseLog()
/// await ActionRecording.$current.withValue(ActionRecording(log: log, exerciser: scenario)) {
///   let store = TestStore(initialState: Counter.State()) { Counter() }
///   await store.send(.incrementTapped) { $0.count = 1 }
/// }
/// log.uses   // [ActionUse(… casePath: ["incrementTapped"], direction: .sent)]
/// ```
public final class ActionUseLog: Sendable {
  private struct Contents {
    var uses: [ActionUse] = []
    var seen: Set<ActionUse> = []
  }

  private let contents = Mutex(Contents())

  /// A log holding `uses` (none by default).
  public init(_ uses: [ActionUse] = []) {
    for use in uses { record(use) }
  }

  /// Adds `use` unless it is there already.
  public func record(_ use: ActionUse) {
    contents.withLock { contents in
      if contents.seen.insert(use).inserted { contents.uses.append(use) }
    }
  }

  /// Every use recorded so far, in the order first seen.
  public var uses: [ActionUse] { contents.withLock { $0.uses } }
}
