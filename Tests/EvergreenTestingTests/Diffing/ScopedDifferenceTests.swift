import EvergreenTesting
import Testing

@Suite("A difference within some parts is the whole difference's changes in those parts")
struct ScopedDifferenceTests {
  /// Changes in an element, a case's payload, a dictionary, a multi-line text and a tuple at once.
  private let expected = TodosState(
    items: todos("a", "b", "c"), status: .loading(progress: 0.5, label: "half"), scores: ["ann": 1],
    notes: "one\ntwo")
  private var actual: TodosState {
    var actual = expected
    actual.items[2].title = "z"
    actual.items[0].isDone = true
    actual.status = .loading(progress: 0.7, label: "half")
    actual.scores["ann"] = 2
    actual.notes = "one\nthree"
    actual.point.x = 4
    return actual
  }

  @Test(
    "each set of parts gets exactly the changes that lie in them",
    arguments: [
      ["items[2]"], ["items"], ["items[0].isDone", "notes"], ["status"], ["scores"], ["point.x"], ["selected"],
      ["items[1]"], ["TodosState"], ["items[2].isDone"],
    ])
  func sameChangesAsTheWhole(paths: [String]) {
    let whole = structuralDifference(expected, actual)?.changes ?? []
    let inParts = whole.filter { change in paths.contains { diffPath(change.path, isWithin: $0) } }
    #expect(structuralDifference(expected, actual, within: paths)?.changes ?? [] == inParts)
  }

  @Test("a part that changed is named as the whole difference names it; one that did not gives no difference")
  func namesTheChange() throws {
    let scoped = try #require(structuralDifference(expected, actual, within: ["items[2]"]))
    #expect(scoped.changes.map(\.summary) == [#"items[2].title: "c" → "z""#])
    #expect(structuralDifference(expected, actual, within: ["selected", "tags"])?.changes == nil)
  }
}
