import Evergreen
import EvergreenTesting
import Testing

private struct Board: Equatable {
  var todos: IdentifiedArrayOf<Todo> = []
  var path = StackState<Todo>()
  @Presents var destination: Todo?
}

private func summaries(_ expected: Board, _ actual: Board) -> [String] {
  structuralDifference(expected, actual)?.changes.map(\.summary) ?? []
}

private let four: IdentifiedArrayOf<Todo> = [
  Todo(id: 1, title: "milk"), Todo(id: 2, title: "eggs"), Todo(id: 3, title: "bread"), Todo(id: 4, title: "jam"),
]

@Suite("Diffs show Evergreen's containers as what they stand for")
struct EvergreenValuesDiffTests {
  @Test("re-ordering an identified array is one move, not changes to its internals")
  func reorderIsAMove() {
    var moved = four
    moved.move(from: 3, to: 0)
    #expect(summaries(Board(todos: four), Board(todos: moved)) == ["todos[id: 4]: moved from position 3 to position 0"])
  }

  @Test("an element moved and changed shows the move and the change; added and removed elements by id")
  func moveChangeAddRemove() {
    var actual = four
    actual.move(from: 0, to: 3)
    actual[id: 1]?.isDone = true
    actual.remove(id: 2)
    actual.append(Todo(id: 5, title: "tea"))
    #expect(
      summaries(Board(todos: four), Board(todos: actual)) == [
        "todos[id: 1]: moved from position 0 to position 2",
        "todos[id: 1].isDone: false → true",
        "todos[id: 2]: removed Todo(id: 2, title: \"eggs\", isDone: false)",
        "todos[id: 5]: added Todo(id: 5, title: \"tea\", isDone: false)",
      ])
  }

  @Test("a navigation stack shows its screens by the ids tests write, never its counters")
  func stackByID() {
    var pushed = Board()
    pushed.path.append(Todo(id: 1, title: "milk"))
    #expect(summaries(Board(), pushed) == [#"path[id: 0]: added Todo(id: 1, title: "milk", isDone: false)"#])
    var edited = pushed
    edited.path[id: 0]?.isDone = true
    #expect(summaries(pushed, edited) == ["path[id: 0].isDone: false → true"])
    var popped = pushed
    popped.path.removeLast()
    popped.path.append(Todo(id: 1, title: "milk"))
    #expect(
      summaries(pushed, popped) == [
        #"path[id: 0]: removed Todo(id: 1, title: "milk", isDone: false)"#,
        #"path[id: 1]: added Todo(id: 1, title: "milk", isDone: false)"#,
      ])
  }

  @Test("a presented value shows under the property the user declared")
  func propertyWrapperByName() {
    let presented = Board(destination: Todo(id: 7, title: "call"))
    #expect(summaries(Board(), presented) == [#"destination: nil → Todo(id: 7, title: "call", isDone: false)"#])
    var changed = presented
    changed.destination?.title = "write"
    #expect(summaries(presented, changed) == [#"destination.title: "call" → "write""#])
  }

  @Test("dumps show an identified array as a list, a stack by ids, and a wrapper by its property")
  func dumps() {
    var board = Board(todos: [Todo(id: 1, title: "a")], destination: Todo(id: 2, title: "b"))
    board.path.append(Todo(id: 3, title: "c"))
    #expect(
      dumpValue(board) == """
        Board(
          todos: [Todo(id: 1, title: "a", isDone: false)],
          path: [0: Todo(id: 3, title: "c", isDone: false)],
          destination: Todo(id: 2, title: "b", isDone: false)
        )
        """)
  }
}
