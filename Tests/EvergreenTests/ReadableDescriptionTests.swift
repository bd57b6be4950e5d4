import Evergreen
import Foundation
import Testing

private struct SearchFailure: Error, Equatable {}
private enum Todos { struct Todos: Equatable { var title: String } }
private enum Action: Equatable {
  case searchResponse(Result<[UUID], SearchFailure>)
  case saved(Todos.Todos)
  case note(String)
}

@Suite("Values and types in messages read as a user writes them")
struct ReadableDescriptionTests {
  @Test("module names go, from the value's own type and its generic arguments")
  func modulesRemoved() {
    let id = UUID(counting: 1)
    #expect(
      readableDescription(of: Action.searchResponse(.success([id])))
        == "searchResponse(Result<Array<UUID>, SearchFailure>.success([\(id)]))")
    #expect(readableTypeName(Result<[UUID], SearchFailure>.self) == "Result<Array<UUID>, SearchFailure>")
  }

  @Test("a type named like its module keeps its name, and private types lose their unknown context")
  func sameNameAndPrivate() {
    #expect(readableDescription(of: Action.saved(Todos.Todos(title: "a"))) == #"saved(Todos.Todos(title: "a"))"#)
    #expect(!readableTypeName(SearchFailure.self).contains("unknown context"))
    #expect(readableTypeName(SearchFailure.self) == "SearchFailure")
  }

  @Test("text inside string literals is left alone")
  func stringsUntouched() {
    #expect(
      readableDescription(of: Action.note("Swift.Array and EvergreenTests.x"))
        == #"note("Swift.Array and EvergreenTests.x")"#)
  }
}
