import EvergreenTesting
import Testing

@Suite("A difference renders as −/+ blocks under their paths, then one summary line per change")
struct DifferenceRenderingTests {
  @Test("Equal values have no difference")
  func equalValues() {
    #expect(difference(Profile(name: "Ann", age: 30), Profile(name: "Ann", age: 30)) == nil)
    #expect(structuralDifference(TodosState(items: todos("a")), TodosState(items: todos("a"))) == nil)
  }

  @Test("A changed field of a struct shows its path, the − expected and + actual values, and a summary")
  func simpleStructChange() {
    let text = difference(Profile(name: "Ann", age: 30), Profile(name: "Ann", age: 31))
    #expect(
      text == """
        − expected
        + actual

        age
        − 30
        + 31

        1 change:
          age: 30 → 31
        """)
  }

  @Test("The labels of the two sides can be named")
  func customLabels() {
    let text = difference(1, 2, expectedLabel: "before", actualLabel: "after")
    #expect(
      text == """
        − before
        + after

        Int
        − 1
        + 2

        1 change:
          Int: 1 → 2
        """)
  }

  @Test("A nested change is found by its full path")
  func nestedChange() {
    let expected = Account(owner: Profile(name: "Ann", age: 30), nickname: nil)
    var actual = expected
    actual.owner.name = "Anne"
    #expect(
      difference(expected, actual) == """
        − expected
        + actual

        owner.name
        − "Ann"
        + "Anne"

        1 change:
          owner.name: "Ann" → "Anne"
        """)
  }

  @Test("An added element that does not fit one line shows every line of its dump with +")
  func multiLineBlock() {
    let expected = TodosState(items: todos("a"))
    var actual = expected
    actual.items.append(Todo(id: 2, title: String(repeating: "long title ", count: 6)))
    #expect(
      difference(expected, actual) == """
        − expected
        + actual

        items[1]
        + Todo(
        +   id: 2,
        +   title: "long title long title long title long title long title long title ",
        +   isDone: false
        + )

        1 change:
          items[1]: added Todo(id: 2, title: "long title long title long title long t…
        """)
  }

  @Test("Many changes: only the first ten are rendered, and the count stays exact")
  func cappedRendering() throws {
    let expected = TodosState(items: (0..<10_000).map { Todo(id: $0, title: "t\($0)") })
    var actual = expected
    for index in actual.items.indices { actual.items[index].isDone = true }

    let structured = try #require(structuralDifference(expected, actual))
    #expect(structured.changes.count == 10_000)
    let text = structured.rendered
    #expect(text.contains("\n10,000 changes:\n"))
    #expect(text.components(separatedBy: "… and 9,990 more changes").count == 3)
    #expect(text.contains("  items[9].isDone: false → true\n"))
    #expect(!text.contains("items[10]"))
    #expect(text.split(separator: "\n").count < 60)
  }

  @Test("The cap on rendered changes can be chosen")
  func chosenCap() throws {
    let structured = try #require(structuralDifference([1, 2, 3], [4, 5, 6]))
    #expect(
      structured.rendered(maxChanges: 1) == """
        − expected
        + actual

        [0]
        − 1
        + 4

        … and 2 more changes

        3 changes:
          [0]: 1 → 4
          … and 2 more changes
        """)
  }

  @Test("Changes carry the path and both dumps for reports")
  func structuredChanges() {
    let change = structuralDifference(Profile(name: "Ann", age: 30), Profile(name: "Bo", age: 30))?.changes
    #expect(change == [.init(path: "name", expected: "\"Ann\"", actual: "\"Bo\"", kind: .changed)])
  }
}
