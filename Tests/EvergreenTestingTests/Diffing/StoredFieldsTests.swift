import Testing

@testable import EvergreenTesting

private struct GenericPair<First, Second> {
  var first: First
  var second: Second
}

private struct Mixed {
  var count: Int
  var name: String
  var tags: [String]
  var nickname: String?
  var anything: Any
  var pair: GenericPair<Int8, String>
  var flag: Bool
}

private final class HeldObject {}

private struct HoldsWeakly {
  var count = 1
  weak var node: HeldObject?
}

private struct HoldsUnowned {
  unowned var node: HeldObject
}

private struct CustomMirrored: CustomReflectable {
  var secret = 1
  var customMirror: Mirror { Mirror(self, children: ["shown": 2]) }
}

private enum Choice {
  case one(Int)
  case two
}

/// Each child as text: its label, its value's dynamic type and its value.
private func described(_ children: [Mirror.Child]) -> [String] {
  children.map { "\($0.label ?? "nil"): \(type(of: $0.value)) = \($0.value)" }
}

@Suite("A struct's stored properties are read through a layout kept for its type")
struct StoredFieldsTests {
  @Test("a struct's properties read through its layout are the ones its mirror shows, labels, types and values")
  func readsWhatTheMirrorShows() throws {
    let value = Mixed(
      count: 3, name: "ann", tags: ["a", "b"], nickname: nil, anything: 2.5, pair: GenericPair(first: 7, second: "x"),
      flag: true)
    let children = try #require(StoredFields.children(of: value))
    #expect(described(children) == described(Array(Mirror(reflecting: value).children)))
    // Read again (from the kept layout) with other values, the answer is the new value's.
    var other = value
    other.nickname = "annie"
    other.anything = "text"
    other.tags = []
    #expect(
      described(try #require(StoredFields.children(of: other))) == described(Array(Mirror(reflecting: other).children)))
  }

  @Test("each instantiation of a generic struct is read with its own layout, not the first one seen")
  func genericInstantiationsHaveTheirOwnLayouts() throws {
    let numberFirst = GenericPair(first: 42, second: "forty-two")
    let textFirst = GenericPair(first: "forty-two", second: 42)
    let bytesFirst = GenericPair(first: Int8(1), second: [1.5])
    // Asked before any value is read: a layout of another instantiation would read the wrong bytes.
    let offsets = [numberFirst, textFirst].map { StoredFields.layout(of: type(of: $0))?.map(\.offset) }
    try #require(offsets == [[0, 8], [0, 16]])
    for value in [numberFirst, textFirst, bytesFirst] as [Any] {
      let children = try #require(StoredFields.children(of: value))
      #expect(described(children) == described(Array(Mirror(reflecting: value).children)))
    }
  }

  @Test("two values of one type are read with one layout, each its own properties; values of two types are not read")
  func readsTwoValuesOfOneType() throws {
    let before = GenericPair(first: 1, second: "one")
    let after = GenericPair(first: 2, second: "two")
    let fields = try #require(StoredFields.children(of: before, and: after))
    #expect(described(fields.expected) == described(Array(Mirror(reflecting: before).children)))
    #expect(described(fields.actual) == described(Array(Mirror(reflecting: after).children)))
    #expect(StoredFields.children(of: before, and: GenericPair(first: "one", second: 1)) == nil)
    #expect(StoredFields.children(of: Choice.two, and: Choice.two) == nil)
  }

  @Test("a class, an enum, an optional, a tuple, a custom mirror, and a weak or unowned property are left to Mirror")
  func othersAreLeftToTheMirror() {
    let node = HeldObject()
    let values: [Any] = [
      node, Choice.one(1), Choice.two, Optional(3) as Any, (1, "a"), CustomMirrored(), HoldsWeakly(node: node),
      HoldsUnowned(node: node),
    ]
    for value in values {
      // The layout is asked, not the value read: a weak property read as a strong one would crash.
      #expect(StoredFields.layout(of: type(of: value)) == nil, "\(type(of: value))")
      #expect(StoredFields.layout(of: type(of: value)) != nil || StoredFields.children(of: value) == nil)
    }
  }

  @Test("a struct with a weak property still diffs through its mirror")
  func weakPropertiesStillDiff() throws {
    let node = HeldObject()
    let before = HoldsWeakly(count: 1, node: node)
    let after = HoldsWeakly(count: 2, node: nil)
    let difference = try #require(structuralDifference(before, after))
    #expect(difference.changes.map(\.path) == ["count", "node"])
  }
}
