import EvergreenTesting
import Testing

private func summaries<T>(_ expected: T, _ actual: T) -> [String] {
  structuralDifference(expected, actual)?.changes.map(\.summary) ?? []
}

private struct Tag: Hashable { var name: String }

@Suite("Every shape of value is compared structurally and only what differs is reported")
struct StructuralShapeTests {
  @Test("Values of one type that cast as what they hold (AnyHashable, Optional) are each shown as what they hold")
  func valuesThatCastByContent() {
    // The diff learns once per type what each type's values are; these two types' values differ.
    let expected: [AnyHashable] = [Tag(name: "x"), 1, "a", true]
    let actual: [AnyHashable] = [Tag(name: "y"), 2, "b", false]
    #expect(
      summaries(expected, actual) == [
        #"[0].value.name: "x" → "y""#, "[1]: 1 → 2", #"[2]: "a" → "b""#, "[3]: true → false",
      ])
    let optionals: [Int?] = [nil, 1]
    #expect(summaries(optionals, [5, nil]) == ["[0]: nil → 5", "[1]: 1 → nil"])
  }

  @Test("A changed element of an array is named by its index")
  func arrayElementChange() {
    let expected = TodosState(items: todos("x", "y", "a"))
    var actual = expected
    actual.items[2].title = "b"
    #expect(summaries(expected, actual) == [#"items[2].title: "a" → "b""#])
  }

  @Test("An inserted element shows as one added element, not a cascade of changes")
  func insertedElement() {
    let expected = TodosState(items: todos("a", "b", "c"))
    var actual = expected
    actual.items.insert(Todo(id: 9, title: "new"), at: 1)
    #expect(summaries(expected, actual) == [#"items[1]: added Todo(id: 9, title: "new", isDone: false)"#])
  }

  @Test("A removed element shows as one removed element")
  func removedElement() {
    let expected = TodosState(items: todos("a", "b", "c"))
    var actual = expected
    actual.items.remove(at: 0)
    #expect(summaries(expected, actual) == [#"items[0]: removed Todo(id: 1, title: "a", isDone: false)"#])
  }

  @Test("Elements with an id are matched by id when the lengths differ")
  func identifiedElementsInserted() {
    let expected = TodosState(items: todos("a", "b", "c"))
    var actual = expected
    actual.items[1].isDone = true
    actual.items.insert(Todo(id: 9, title: "new"), at: 0)
    #expect(
      summaries(expected, actual) == [
        "items[id: 2].isDone: false → true",
        #"items[id: 9]: added Todo(id: 9, title: "new", isDone: false)"#,
      ])
  }

  @Test("Elements with an id are matched by id when they moved, even at the same length")
  func identifiedElements() {
    let expected = TodosState(items: todos("a", "b", "c", "d"))
    var actual = expected
    actual.items[1].isDone = true
    actual.items.insert(Todo(id: 9, title: "new"), at: 0)
    actual.items.remove(at: 3)  // "c"
    #expect(
      summaries(expected, actual) == [
        "items[id: 2].isDone: false → true",
        #"items[id: 3]: removed Todo(id: 3, title: "c", isDone: false)"#,
        #"items[id: 9]: added Todo(id: 9, title: "new", isDone: false)"#,
      ])
  }

  @Test("Elements without an id are aligned by their longest common run")
  func alignedPlainElements() {
    #expect(summaries([1, 2, 3], [0, 1, 2, 4]) == ["[0]: added 0", "[3]: 3 → 4"])
  }

  @Test("Dictionary entries are compared by key, in key order")
  func dictionaryKeys() {
    let expected = TodosState(scores: ["ann": 1, "bob": 2, "cy": 3])
    let actual = TodosState(scores: ["ann": 1, "bob": 5, "dee": 4])
    #expect(
      summaries(expected, actual) == [
        #"scores["bob"]: 2 → 5"#, #"scores["cy"]: removed 3"#, #"scores["dee"]: added 4"#,
      ])
  }

  @Test("Set members only on one side are removed or added")
  func setMembers() {
    let expected = TodosState(tags: ["home", "work"])
    let actual = TodosState(tags: ["work", "urgent"])
    #expect(summaries(expected, actual) == [#"tags: removed "home""#, #"tags: added "urgent""#])
  }

  @Test("A changed enum case shows both cases with their payloads")
  func enumCaseChange() {
    let expected = TodosState(status: .idle)
    let actual = TodosState(status: .loaded(["a"]))
    #expect(summaries(expected, actual) == [#"status: .idle → .loaded(["a"])"#])
  }

  @Test("The same enum case with a different payload is entered")
  func enumPayloadChange() {
    let expected = TodosState(status: .loading(progress: 0.5, label: "Fetching"))
    let actual = TodosState(status: .loading(progress: 0.75, label: "Fetching"))
    #expect(summaries(expected, actual) == ["status.loading.progress: 0.5 → 0.75"])
    #expect(summaries(Loading.loaded(["a"]), .loaded(["a", "b"])) == [#"loaded[1]: added "b""#])
  }

  @Test("Payload-free cases are named by case, even when the enum describes itself otherwise")
  func describedEnumCases() {
    #expect(summaries(Shouting.quiet, Shouting.loud) == ["Shouting: .quiet → .loud"])
    #expect(dumpValue(Shouting.loud) == ".loud")
  }

  @Test("An optional going from nil to some shows the wrapped value")
  func optionalNilToSome() {
    let expected = TodosState(selected: nil)
    let actual = TodosState(selected: Todo(id: 1, title: "a"))
    #expect(summaries(expected, actual) == [#"selected: nil → Todo(id: 1, title: "a", isDone: false)"#])
    #expect(summaries(actual, actual) == [])
  }

  @Test("A wrapped value is compared inside the optional")
  func optionalSomeToSome() {
    let expected = TodosState(selected: Todo(id: 1, title: "a"))
    let actual = TodosState(selected: Todo(id: 1, title: "a", isDone: true))
    #expect(summaries(expected, actual) == ["selected.isDone: false → true"])
  }

  @Test("Tuples are compared element by element, by label or position")
  func tuples() {
    #expect(summaries(TodosState(point: (1, 2)), TodosState(point: (1, 3))) == ["point.y: 2 → 3"])
    #expect(summaries((1, "a"), (1, "b")) == [#"1: "a" → "b""#])
  }

  @Test("A multi-line string is compared line by line")
  func multiLineStringChange() {
    let expected = TodosState(notes: "one\ntwo\nthree")
    #expect(summaries(expected, TodosState(notes: "one\n2\nthree")) == [#"notes (line 2): "two" → "2""#])
    #expect(summaries(expected, TodosState(notes: "one\nthree")) == [#"notes (line 2): removed "two""#])
    #expect(
      summaries(expected, TodosState(notes: "zero\none\ntwo\nthree"))
        == [#"notes (line 1): added "zero""#])
  }

  @Test("A multi-line string renders only the changed lines")
  func multiLineStringRendering() {
    #expect(
      difference("one\ntwo\nthree", "one\n2\nthree") == """
        − expected
        + actual

        String (line 2)
        − "two"
        + "2"

        1 change:
          String (line 2): "two" → "2"
        """)
  }

  @Test("Objects are compared by their fields, and the same object is equal to itself")
  func classes() {
    let shared = Node(value: 1)
    #expect(structuralDifference(shared, shared) == nil)
    #expect(structuralDifference(Node(value: 1), Node(value: 1)) == nil)
    #expect(
      summaries(Node(value: 1, next: Node(value: 2)), Node(value: 1, next: Node(value: 3))) == ["next.value: 2 → 3"])
  }

  @Test("Cyclic objects are compared and dumped without looping forever")
  func cycles() {
    let first = Node(value: 1)
    first.next = first
    let second = Node(value: 2)
    second.next = second
    #expect(summaries(first, second) == ["value: 1 → 2"])
    #expect(dumpValue(first) == "Node(value: 1, next: Node(↩︎))")
    first.next = nil
    second.next = nil
  }

  @Test("Values that are not Equatable are compared through their structure")
  func nonEquatable() {
    #expect(structuralDifference(Plain(numbers: [1, 2], label: "x"), Plain(numbers: [1, 2], label: "x")) == nil)
    #expect(
      summaries(Plain(numbers: [1, 2], label: "x"), Plain(numbers: [1, 3], label: "x")) == ["numbers[1]: 2 → 3"])
    #expect(
      summaries([Plain(numbers: [1], label: "a")], [Plain(numbers: [1], label: "a"), Plain(numbers: [], label: "b")])
        == [#"[1]: added Plain(numbers: [], label: "b")"#])
  }

  @Test("Values of different dynamic types are one change")
  func differentDynamicTypes() {
    #expect(summaries([1 as Any], ["1" as Any]) == [#"[0]: 1 → "1""#])
  }

  @Test("When == disagrees with the structure, the difference still says so")
  func equatableDisagreement() {
    #expect(
      summaries(AlwaysUnequal(), AlwaysUnequal())
        == [
          "AlwaysUnequal: AlwaysUnequal(value: 1) → AlwaysUnequal(value: 1) (not equal by ==, though both dump the same)"
        ])
  }

  @Test("A type can choose its own text for dumps and diffs")
  func customRepresentation() {
    #expect(summaries(Money(cents: 150), Money(cents: 200)) == ["Money: €1.50 → €2.00"])
    #expect(dumpValue([Money(cents: 5)]) == "[€0.05]")
  }
}

@Suite("Collections whose parts are not Equatable are still compared part by part")
struct NonEquatableCollectionTests {
  @Test("Dictionary values that are not Equatable are compared structurally")
  func dictionaryOfPlainValues() {
    let expected = ["a": Plain(numbers: [1], label: "x"), "b": Plain(numbers: [], label: "y")]
    var actual = expected
    actual["b"]?.label = "z"
    #expect(
      structuralDifference(expected, actual)?.changes.map(\.summary) == [#"["b"].label: "y" → "z""#])
  }

  @Test("Array slices and contiguous arrays take the same element-wise path as arrays")
  func slices() {
    #expect(structuralDifference([1, 2, 3][1...], [1, 9, 3][1...])?.changes.map(\.summary) == ["[0]: 2 → 9"])
    #expect(
      structuralDifference(ContiguousArray([1, 2]), ContiguousArray([1, 2, 3]))?.changes.map(\.summary)
        == ["[2]: added 3"])
  }
}
