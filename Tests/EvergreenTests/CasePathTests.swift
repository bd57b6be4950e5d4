import Evergreen
import Testing

private enum Child: Equatable, Sendable {
  case response(Int)
  case tapped
}

private enum Action: Equatable, Sendable, CustomStringConvertible {
  case child(Child)
  case other(Child)
  case saved(id: Int)
  case pair(id: Int, name: String)
  case incrementTapped
  case decrementTapped

  var description: String { "PRETTY" }
}

@Suite("Case paths written without macros")
struct CasePathTests {
  @Test("a case path extracts the payload of its own case and nothing of another case")
  func extractsOwnCase() {
    let child = /Action.child
    #expect(child.extract(from: .child(.tapped)) == .tapped)
    #expect(child.extract(from: .other(.tapped)) == nil)
    #expect(child.extract(from: .incrementTapped) == nil)
    #expect(child.embed(.response(3)) == .child(.response(3)))
  }

  @Test("a single labelled payload and a tuple payload can be extracted")
  func labelledPayloads() {
    #expect((/Action.saved).extract(from: .saved(id: 7)) == 7)
    let pair = (/Action.pair).extract(from: .pair(id: 1, name: "a"))
    #expect(pair?.0 == 1)
    #expect(pair?.1 == "a")
  }

  @Test("a case without payload matches only itself, even when the enum describes itself")
  func noPayloadCases() {
    let tapped = /Action.incrementTapped
    #expect(tapped.matches(.incrementTapped))
    #expect(!tapped.matches(.decrementTapped))
    #expect(!tapped.matches(.child(.tapped)))
  }

  @Test("case paths append to reach a nested case")
  func appending() {
    let response = (/Action.child).appending(/Child.response)
    #expect(response.extract(from: .child(.response(42))) == 42)
    #expect(response.extract(from: .child(.tapped)) == nil)
    #expect(response.embed(5) == .child(.response(5)))
  }
}
