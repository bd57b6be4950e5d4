import EvergreenReporting
import EvergreenTesting
import Testing

// The samples of Sources/EvergreenTesting/EvergreenTesting.docc/TheTestStore.md.

struct Greeter: Reducer {
  struct State: Equatable {
    var name = ""
    var greeting: String?
    var isGreeting = false
  }

  enum Action: Equatable, Sendable {
    case nameChanged(String)
    case greetTapped
    case greeted(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nameChanged(let name):
        state.name = name
        return .none
      case .greetTapped:
        state.isGreeting = true
        return .send(.greeted("Hello, \(state.name)!"))
      case .greeted(let greeting):
        state.greeting = greeting
        state.isGreeting = false
        return .none
      }
    }
  }
}

@MainActor
@Suite("The TestStore: send, receive, finish and exhaustivity")
struct TheTestStoreTests {
  @Test("send checks the change, receive checks what the effect sent back")
  func sendAndReceive() async {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    await store.send(.nameChanged("Ada")) { $0.name = "Ada" }
    await store.send(.greetTapped) { $0.isGreeting = true }
    await store.receive(.greeted("Hello, Ada!")) {
      $0.greeting = "Hello, Ada!"
      $0.isGreeting = false
    }
    await store.finish()
  }

  @Test("a wrong expectation fails at the line of the send with a diff of the state")
  func wrongExpectationShowsADiff() async throws {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    let issues = await IssueCollector.collect {
      await store.send(.nameChanged("Ada")) { $0.name = "Bob" }
    }
    let message = try #require(issues.first?.message)
    #expect(
      message == """
        State was not as expected after send(.nameChanged("Ada")):

        − expected
        + actual

        name
        − "Bob"
        + "Ada"

        1 change:
          name: "Bob" → "Ada"

        Make the assert closure produce the state above marked '+' (or fix the reducer if '−' is right); these lines in it do so:

          $0.name = "Ada"
        """)
  }

  @Test("an action sent back by an effect and never received fails the test")
  func unreceivedActionFails() async throws {
    let store = TestStore(initialState: Greeter.State(name: "Ada")) { Greeter() }
    var line = 0
    let issues = await IssueCollector.collect {
      line = #line + 1
      await store.send(.greetTapped) { $0.isGreeting = true }
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        1 action(s) fed back by effects were not received at the end of the test:
          • .greeted("Hello, Ada!"), fed back by the effect started by send(.greetTapped) at DocumentationSamplesTests/TheTestStoreTests.swift:\(line)

        Receive each with 'await store.receive(…)', or skip them with 'await store.skipReceivedActions()'.
        """
      ])
  }

  @Test("with exhaustivity off, a test asserts only what it cares about")
  func exhaustivityOff() async {
    let store = TestStore(initialState: Greeter.State(name: "Ada")) { Greeter() }
    store.exhaustivity = .off
    await store.send(.greetTapped)
    await store.receive(.greeted("Hello, Ada!")) { $0.greeting = "Hello, Ada!" }
  }
}
