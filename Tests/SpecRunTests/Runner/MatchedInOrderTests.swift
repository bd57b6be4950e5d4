import Dispatch
import Foundation
import Synchronization
import Testing

@testable import SpecRun

@Suite("Matches made in order, once each, by whichever thread asks first")
struct MatchedInOrderTests {
  @Test("asked for from several threads at once, each test case's matches are made once, in order")
  func madeOnceInOrder() async {
    let made = Mutex<[Int]>([])
    let matched = MatchedInOrder(count: 500) { index in
      made.withLock { $0.append(index) }
      return Array(repeating: StepMatch.undefined, count: index % 3)
    }
    await withTaskGroup(of: Void.self) { group in
      for start in [499, 0, 250, 125] {
        group.addTask { for index in stride(from: start, through: 0, by: -7) { _ = matched.matches(at: index) } }
      }
    }
    #expect(made.withLock { $0 } == Array(0..<500))
    #expect(matched.all().map(\.count) == (0..<500).map { $0 % 3 })
  }

  @Test("a thread waiting for a test case's matches has them once they are made, not once a later one's are")
  func waiterNotHeldByLaterMatches() {
    // One thread makes the matches up to test case 5, whose transformer waits for the other
    // thread to have test case 0's (as a run's last match may wait for a step that needs the
    // plan of its first scenario). The other asks for test case 0 while 0 is being made.
    let firstTaken = DispatchSemaphore(value: 0)
    let waited = Mutex<DispatchTimeoutResult?>(nil)
    let matched = MatchedInOrder(count: 6) { index in
      if index == 0 { Thread.sleep(forTimeInterval: 0.2) }
      if index == 5 { waited.withLock { $0 = firstTaken.wait(timeout: .now() + 5) } }
      return []
    }
    let making = Thread { _ = matched.matches(at: 5) }
    making.start()
    Thread.sleep(forTimeInterval: 0.05)
    _ = matched.matches(at: 0)
    firstTaken.signal()
    #expect(matched.all().count == 6)
    #expect(waited.withLock { $0 } == .success)
  }

  @Test("asking for a test case's matches makes none after it")
  func makesNoMoreThanAsked() {
    let made = Atomic(0)
    let matched = MatchedInOrder(count: 10) { _ in
      made.add(1, ordering: .relaxed)
      return []
    }
    _ = matched.matches(at: 3)
    _ = matched.matches(at: 1)
    #expect(made.load(ordering: .relaxed) == 4)
    #expect(matched.all().count == 10)
    #expect(made.load(ordering: .relaxed) == 10)
  }
}
