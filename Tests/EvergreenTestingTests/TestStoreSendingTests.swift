import Evergreen
import EvergreenReporting
import EvergreenTesting
import Foundation
import Testing

/// A shelf that holds one book, a struct: its dump names its type, which no assert line writes.
private struct Shelf: Reducer {
  struct Book: Equatable { var title: String }
  struct State: Equatable {
    var book: Book?
    var lent = 0
  }
  enum Action: Equatable, Sendable {
    case place(String)
    case lend(Book)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .place(let title): state.book = Book(title: title)
    case .lend: state.lent += 1
    }
    return .none
  }
}

/// A list whose phase carries what was loaded: a change inside the case's payload is written by
/// setting the phase whole.
private struct Loader: Reducer {
  struct State: Equatable {
    enum Phase: Equatable {
      case idle
      case loaded(count: Int, names: [String])
    }
    var phase = Phase.loaded(count: 1, names: ["Ada"])
  }
  enum Action: Equatable, Sendable {
    case loadMore
    case forget(UUID)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .forget = action {
      state.phase = .idle
    } else if case .loaded(let count, let names) = state.phase {
      state.phase = .loaded(count: count + 1, names: names + ["Grace"])
    }
    return .none
  }
}

@MainActor
@Suite("Sending actions checks the state exhaustively")
struct TestStoreSendingTests {
  @Test("a send whose assert closure describes the change passes silently")
  func matchingAssertionPasses() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      await store.send(.incrementTapped) { $0.count = 1 }
      await store.send(.ignored)
      await store.finish()
    }
    #expect(issues.messages == [])
    #expect(store.state.count == 1)
  }

  @Test("a wrong expected state fails at the caller's line with the diff of expected and actual")
  func stateMismatch() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    var line = 0
    let issues = await IssueCollector.collect {
      line = #line + 1
      await store.send(.incrementTapped) { $0.count = 2 }
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    let diff = try #require(difference(Lab.State(count: 2), Lab.State(count: 1)))
    #expect(issue.message.hasPrefix("State was not as expected after send(.incrementTapped):\n\n\(diff)\n"))
    #expect(
      issue.message.hasSuffix(
        "Make the assert closure produce the state above marked '+' (or fix the reducer if '−' is right); these lines in it do so:\n\n  $0.count = 1"
      ), "\(issue.message)")
    #expect(issue.line == line)
    #expect(issue.fileID.hasSuffix("TestStoreSendingTests.swift"))
  }

  @Test("a state change without an assert closure fails and shows the change")
  func unexpectedChange() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    var line = 0
    let issues = await IssueCollector.collect {
      line = #line + 1
      await store.send(.incrementTapped)
    }
    let issue = try #require(issues.first)
    let diff = try #require(difference(Lab.State(), Lab.State(count: 1)))
    #expect(issues.count == 1)
    #expect(
      issue.message.hasPrefix("State was not expected to change after send(.incrementTapped), but it did:\n\n\(diff)"))
    #expect(
      issue.message.hasSuffix(
        "Add an assert closure that makes these changes:\n\n  await store.send(.incrementTapped) {\n    $0.count = 1\n  }"
      ), "\(issue.message)")
    #expect(issue.line == line)
  }

  @Test("a received action's missing closure is written out with the receive, a missing check with store.assert")
  func closuresForReceiveAndAssert() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    store.exhaustivity = .on
    let issues = await IssueCollector.collect {
      await store.send(.factTapped) { $0.isLoading = true }
      await store.receive(.factResponse("0 is a good number"))
    }
    #expect(
      issues.messages.first?.hasSuffix(
        """
        Add an assert closure that makes these changes:

          await store.receive(.factResponse("0 is a good number")) {
            $0.fact = "0 is a good number"
            $0.isLoading = false
          }
        """) == true, "\(issues.messages)")
    let asserted = IssueCollector.collect { store.assert { $0.fact = "1 is a good number" } }
    #expect(
      asserted.messages.first?.hasSuffix("these lines in it do so:\n\n  $0.fact = \"0 is a good number\"") == true,
      "\(asserted.messages)")
  }

  @Test("the closure's lines follow send(…) when the action's description is no Swift a test could write")
  func actionNotWrittenOut() async throws {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    let issues = await IssueCollector.collect { await store.send(.lend(.init(title: "Walden"))) }
    #expect(
      issues.messages.first?.hasSuffix(
        "Add an assert closure that makes these changes:\n\n  await store.send(…) {\n    $0.lent = 1\n  }") == true,
      "\(issues.messages)")
  }

  @Test("a change inside an enum case's payload is written by setting the case whole")
  func payloadWrittenWithItsCase() async throws {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    let issues = await IssueCollector.collect { await store.send(.loadMore) }
    let message = try #require(issues.messages.first)
    #expect(
      message.hasSuffix(
        """
        Add an assert closure that makes these changes:

          await store.send(.loadMore) {
            $0.phase = .loaded(count: 2, names: ["Ada", "Grace"])
          }
        """), "\(message)")
    // The line, written for the next send, passes its check.
    await store.send(.loadMore) {
      $0.phase = .loaded(count: 3, names: ["Ada", "Grace", "Grace"])
    }
  }

  @Test("an action carrying a UUID is written as the test writes it, not as it is described")
  func uuidActionWrittenAsSwift() async throws {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    let issues = await IssueCollector.collect { await store.send(.forget(UUID(0))) }
    let message = try #require(issues.messages.first)
    // Described `.forget(00000000-0000-…)`, which no test could write.
    #expect(message.contains("after send(.forget(00000000-0000-0000-0000-000000000000))"), "\(message)")
    #expect(message.hasSuffix("  await store.send(.forget(UUID(0))) {\n    $0.phase = .idle\n  }"), "\(message)")
    // Pasted into the same test on a new store, it passes.
    let again = TestStore(initialState: Loader.State()) { Loader() }
    let pasted = await IssueCollector.collect {
      await again.send(.forget(UUID(0))) {
        $0.phase = .idle
      }
    }
    #expect(pasted.messages.isEmpty)
  }

  @Test("a change Swift cannot write in an assert closure ends with the general hint, and no lines")
  func changeSwiftCannotWrite() async throws {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    let issues = await IssueCollector.collect { await store.send(.place("Walden")) }
    let message = try #require(issues.messages.first)
    #expect(
      message.hasSuffix(
        "Add an assert closure that makes these changes, for example 'await store.send(…) { $0.field = newValue }'."),
      "\(message)")
    #expect(!message.contains("$0.book"))
  }

  @Test("an assert closure that throws is reported at the caller's line")
  func throwingAssertion() async throws {
    struct Missing: Error {}
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    var line = 0
    let issues = await IssueCollector.collect {
      line = #line + 1
      await store.send(.incrementTapped) { _ in throw Missing() }
    }
    #expect(issues.messages == ["The assert closure of send(.incrementTapped) threw an error: Missing()"])
    #expect(issues.first?.line == line)
  }

  @Test("sending while a fed-back action waits to be received fails and names that action")
  func sendBeforeReceiving() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    var factLine = 0
    let issues = await IssueCollector.collect {
      factLine = #line + 1
      await store.send(.factTapped) { $0.isLoading = true }
      await store.send(.incrementTapped) { $0.count = 1 }
    }
    #expect(
      issues.messages == [
        """
        Must receive 1 action(s) before send(.incrementTapped):
          • .factResponse("0 is a good number"), fed back by the effect started by \
        send(.factTapped) at EvergreenTestingTests/TestStoreSendingTests.swift:\(factLine)

        Receive each with 'await store.receive(…)', or skip them with 'await store.skipReceivedActions()'.
        """
      ])
  }

  @Test("immediate .send actions are reduced at once and must be received like any fed-back action")
  func immediateSends() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      await store.send(.pingTwice)
      await store.receive(.ping) { $0.count = 1 }
      await store.receive(.ping) { $0.count = 2 }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("assert(_:) checks the current state without sending")
  func assertCurrentState() async throws {
    let store = TestStore(initialState: Lab.State(count: 3)) { Lab(clock: TestClock()) }
    let issues = IssueCollector.collect {
      store.assert { $0.count = 3 }
      store.assert { $0.count = 4 }
    }
    let diff = try #require(difference(Lab.State(count: 4), Lab.State(count: 3)))
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("State was not as expected after assert:\n\n\(diff)") == true)
  }
}
