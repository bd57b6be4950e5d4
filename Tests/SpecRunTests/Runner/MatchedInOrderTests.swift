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
