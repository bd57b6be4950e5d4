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
    #expect(changedParts(before, after) == ["owner", "nickname"])
    #expect(changedParts(before, before) == [])
    let changes = try #require(structuralDifference(before, after)).changes
    #expect(changes.map(\.path) == ["owner.age", "nickname"])
    #expect(changes.allSatisfy { change in ["owner", "nickname"].contains { diffPath(change.path, isWithin: $0) } })
  }

  @Test("a property that is not Equatable may differ, so it is named whenever the values differ by ==")
  func propertiesOnlyAWalkCanTell() {
    var holder = Holder()
    holder.count = 1
    #expect(changedParts(Holder(), holder) == ["count", "plain"])
    #expect(changedParts(TodosState(), TodosState(notes: "x")) == ["notes", "point"])  // a tuple
    holder = Holder()
    holder.plain.numbers = [1]
    #expect(changedParts(Holder(), holder) == [])  // equal by its ==
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
