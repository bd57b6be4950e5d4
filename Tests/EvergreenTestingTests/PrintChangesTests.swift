import Evergreen
import EvergreenTesting
import Synchronization
import Testing

private final class Lines: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ line: String) { storage.withLock { $0.append(line) } }
  var all: [String] { storage.withLock { $0 } }
}

@Suite("_printChanges prints each action and its state diff")
struct PrintChangesTests {
  @Test("an action that changes the state prints it with the diff; one that does not says so")
  func printsActionsAndDiffs() {
    let lines = Lines()
    let reducer = Lab(clock: TestClock())._printChanges(to: lines.append)
    var state = Lab.State()
    _ = reducer.reduce(into: &state, action: .incrementTapped)
    _ = reducer.reduce(into: &state, action: .ignored)
    #expect(
      lines.all == [
        """
        received action:
          .incrementTapped
        − before
        + after

        count
        − 0
        + 1

        1 change:
          count: 0 → 1
        """,
        """
        received action:
          .ignored
          (no state changes)
        """,
      ])
  }
}
