import EvergreenTesting
import Testing

/// Holds a value that is not `Equatable`.
private struct Holder: Equatable {
  var count = 0
  var plain = Plain(numbers: [], label: "")
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.count == rhs.count && lhs.plain.label == rhs.plain.label }
}

@Suite("The properties two values differ in are named without walking into them")
struct ChangedPartsTests {
  @Test("each property that differs is named as a structural difference names its changes, the others not at all")
  func namesChangedProperties() throws {
    let before = Account(owner: Profile(name: "Ann", age: 30), nickname: nil)
    var after = before
    after.owner.age = 31
    after.nickname = "annie"
    #expect(changedParts(before, after)?.map(\.name) == ["owner", "nickname"])
    #expect(changedParts(before, before)?.isEmpty == true)
    let changes = try #require(structuralDifference(before, after)).changes
    #expect(changes.map(\.path) == ["owner.age", "nickname"])
    // Each part's changes are the whole difference's changes within it, named from the root.
    #expect(try #require(changedParts(before, after)).flatMap(\.changes) == changes)
  }

  @Test("the changes of all the parts together are the whole difference, in its order, whatever the shapes inside")
  func partsAddUpToTheWhole() throws {
    let before = TodosState(
      items: todos("a", "b", "c"), status: .loading(progress: 0.5, label: "half"), scores: ["ann": 1],
      notes: "one\ntwo")
    var after = before
    after.items[2].title = "z"
    after.items.insert(Todo(id: 9, title: "new"), at: 0)
    after.status = .loaded(["x"])
    after.scores["bob"] = 2
    after.notes = "one\nthree"
    after.point.y = 4
    let whole = try #require(structuralDifference(before, after)).changes
    #expect(try #require(changedParts(before, after)).flatMap(\.changes) == whole)
  }

  @Test("a property that is not Equatable may differ, so it is named whenever the values differ by ==")
  func propertiesOnlyAWalkCanTell() {
    var holder = Holder()
    holder.count = 1
    #expect(changedParts(Holder(), holder)?.map(\.name) == ["count", "plain"])
    #expect(changedParts(TodosState(), TodosState(notes: "x"))?.map(\.name) == ["notes", "point"])  // a tuple
    holder = Holder()
    holder.plain.numbers = [1]
    #expect(changedParts(Holder(), holder)?.isEmpty == true)  // equal by its ==
  }

  @Test("a part's own parts are named from the root, and their changes together are the part's changes")
  func partsOfAPart() throws {
    let before = Account(owner: Profile(name: "Ann", age: 30), nickname: nil)
    var after = before
    after.owner.age = 31
    after.owner.name = "Anne"
    let owner = try #require(changedParts(before, after)?.first)
    #expect(owner.parts?.map(\.name) == ["owner.name", "owner.age"])
    #expect(owner.changes.map(\.path) == ["owner.name", "owner.age"])
    #expect(try #require(owner.parts).flatMap(\.changes) == owner.changes)
    #expect(try #require(owner.parts?.last?.changes) == [.init(path: "owner.age", expected: "30", actual: "31")])
  }

  @Test("a part that is not a struct compared field by field has no parts of its own: only a walk can tell")
  func partsOnlyAWalkCanTell() throws {
    var after = TodosState(items: todos("a", "b"), selected: Todo(id: 1, title: "a"))
    after.selected?.title = "b"
    after.point.x = 3
    after.items[1].title = "z"
    let parts = try #require(changedParts(TodosState(items: todos("a", "b"), selected: Todo(id: 1, title: "a")), after))
    #expect(parts.map(\.name) == ["items", "selected", "point"])  // an array, an optional, a tuple
    #expect(parts.allSatisfy { $0.parts == nil })
  }

  @Test("values read once give the parts and changes that values read at each comparison give")
  func valuesReadOnce() throws {
    let first = Account(owner: Profile(name: "Ann", age: 30), nickname: nil)
    var second = first
    second.owner.age = 31
    var third = second
    third.nickname = "annie"
    let read = [first, second, third].map(ReflectedValue.init)
    for (index, (before, after)) in zip([first, second], [second, third]).enumerated() {
      let parts = try #require(changedParts(read[index], read[index + 1], of: Account.self))
      #expect(parts.map(\.name) == changedParts(before, after)?.map(\.name))
      #expect(parts.flatMap(\.changes) == structuralDifference(before, after)?.changes)
    }
    #expect(changedParts(read[0], read[0], of: Account.self)?.isEmpty == true)
    #expect(changedParts(ReflectedValue([1]), ReflectedValue([2]), of: [Int].self) == nil)
  }

  @Test("values that only a walk can tell apart give no answer: any part may differ")
  func noAnswerWithoutAWalk() {
    var holder = Holder()
    holder.plain.label = "x"
    #expect(changedParts(Holder(), holder) == nil)  // unequal, and no Equatable property is
    #expect(changedParts(AlwaysUnequal(), AlwaysUnequal()) == nil)  // unequal, yet no property differs
    #expect(changedParts(Loading.idle, Loading.loaded([])) == nil)  // not a struct
    #expect(changedParts([1], [2]) == nil)
  }
}
