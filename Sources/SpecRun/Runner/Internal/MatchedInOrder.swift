import Synchronization

/// The step matches of a run's queued test cases, made in queue order by whichever thread first
/// asks for one not yet made, each exactly once: with `--parallel 2` and up, the hand-off's
/// thread (announcing the test cases) and the thread making the plans ahead match the steps while
/// the main actor already runs the first scenarios, instead of the main actor waiting for every
/// step of the run to be matched before the first one runs.
///
/// ```swift
/// let matched = MatchedInOrder(count: queue.count) { index in TestCasePlan.matches(steps(index), in: memo) }
/// matched.matches(at: 0)   // made now (and nothing after it)
/// matched.matches(at: 0)   // the same matches, not made again
/// matched.all()            // every test case's matches, the rest made now
/// ```
///
/// Made in order, once each: a custom parameter type's transformer runs once per step, as when the
/// run matched every step before the first scenario. A thread asking for a test case whose
/// matches another thread is making waits for them; one asking for matches already made never
/// waits for the making of later ones.
final class MatchedInOrder: Sendable {
  /// How many test cases there are.
  let count: Int
  private let match: @Sendable (Int) -> [StepMatch]
  /// The matches of the first test cases, in order.
  private let made: Mutex<[[StepMatch]]>
  /// Held while matches are being made, so that each test case's are made once, in order.
  private let making = Mutex(())

  /// Matches for test cases `0..<count`, those of test case `index` made by `match(index)` when
  /// first asked for (with those of every test case before it).
  init(count: Int, match: @escaping @Sendable (Int) -> [StepMatch]) {
    self.count = count
    self.match = match
    var made: [[StepMatch]] = []
    made.reserveCapacity(count)
    self.made = Mutex(made)
  }

  /// The matches of test case `index` (made now when they are not yet, with any before them).
  ///
  /// `making` is held for one test case at a time: a thread waiting for test case 3 while another
  /// makes those up to 99 has them as soon as 3's are made, never after 99's (whose transformer may
  /// be waiting, through the main actor, for the very plan that thread makes).
  func matches(at index: Int) -> [StepMatch] {
    precondition(index >= 0 && index < count, "test case \(index) of \(count)")
    while true {
      if let matches = made.withLock({ index < $0.count ? $0[index] : nil }) { return matches }
      making.withLock { _ in
        let next = made.withLock { $0.count }
        guard next <= index else { return }
        let matches = match(next)
        made.withLock { $0.append(matches) }
      }
    }
  }

  /// Every test case's matches, in order (the rest made now).
  func all() -> [[StepMatch]] {
    if count > 0 { _ = matches(at: count - 1) }
    return made.withLock { $0 }
  }
}
