import EvergreenTesting
import Testing

@Suite("dumpValue prints any value deterministically and readably")
struct DumpValueTests {
  @Test("A small struct prints on one line without its module")
  func smallStruct() {
    #expect(dumpValue(Todo(id: 1, title: "Milk")) == #"Todo(id: 1, title: "Milk", isDone: false)"#)
  }

  @Test("A value wider than 80 columns breaks into one item per line")
  func wideValue() {
    let state = TodosState(items: todos("Buy milk", "Walk the dog"))
    #expect(
      dumpValue(state.items) == """
        [
          Todo(id: 1, title: "Buy milk", isDone: false),
          Todo(id: 2, title: "Walk the dog", isDone: false)
        ]
        """)
  }

  @Test("Dictionaries are sorted by key and sets by member")
  func sortedContainers() {
    #expect(dumpValue(["b": 2, "a": 1, "c": 3]) == #"["a": 1, "b": 2, "c": 3]"#)
    #expect(dumpValue(Set([3, 1, 2])) == "Set([1, 2, 3])")
    #expect(dumpValue([String: Int]()) == "[:]")
  }

  @Test("Optionals print their wrapped value or nil, enums their case and payload")
  func optionalsAndEnums() {
    #expect(dumpValue(Todo?.none) == "nil")
    #expect(dumpValue(Optional(5)) == "5")
    #expect(dumpValue(Loading.idle) == ".idle")
    #expect(dumpValue(Loading.loading(progress: 0.5, label: "x")) == #".loading(progress: 0.5, label: "x")"#)
    #expect(dumpValue(Loading.loaded(["a"])) == #".loaded(["a"])"#)
  }

  @Test("Multi-line strings print as a block")
  func multiLineString() {
    #expect(
      dumpValue(Profile(name: "one\ntwo", age: 1)) == """
        Profile(
          name: \"""
          one
          two
          \""",
          age: 1
        )
        """)
  }
}
