import Evergreen
import Foundation
import Testing

private struct Pin: Identifiable, Equatable, Codable, Comparable, Sendable {
  let id: Int
  var title: String
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.title < rhs.title }
}

@Suite("IdentifiedArray edits as swift-identified-collections does, and is Codable")
struct IdentifiedArrayEditingTests {
  fileprivate let pins: IdentifiedArrayOf<Pin> = [
    Pin(id: 1, title: "c"), Pin(id: 2, title: "a"), Pin(id: 3, title: "b"),
  ]

  @Test("it encodes as a plain array and decodes back, ids intact")
  func codable() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(pins)
    #expect(
      String(decoding: data, as: UTF8.self) == #"[{"id":1,"title":"c"},{"id":2,"title":"a"},{"id":3,"title":"b"}]"#)
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Pin>.self, from: data)
    #expect(decoded == pins)
    #expect(decoded[id: 3]?.title == "b")
  }

  @Test("decoding two elements with the same id fails and names the id")
  func duplicateIDsRejected() {
    let data = Data(#"[{"id":1,"title":"a"},{"id":1,"title":"b"}]"#.utf8)
    #expect {
      try JSONDecoder().decode(IdentifiedArrayOf<Pin>.self, from: data)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == "Two elements have the id 1; ids must be unique."
    }
  }

  @Test("remove(atOffsets:) removes the elements at those positions, and ids still find the rest")
  func removeAtOffsets() {
    var pins = self.pins
    pins.remove(atOffsets: IndexSet([0, 2]))
    #expect(pins.ids == [2])
    #expect(pins[id: 2]?.title == "a")
    #expect(pins.index(id: 2) == 0)
  }

  @Test("filter keeps the type; sort, sorted and reverse keep ids in step with elements")
  func filterAndSort() {
    let filtered: IdentifiedArrayOf<Pin> = pins.filter { $0.id != 2 }
    #expect(filtered.ids == [1, 3])
    var sorted = pins
    sorted.sort()
    #expect(sorted.ids == [2, 3, 1])
    #expect(sorted.index(id: 1) == 2)
    #expect(pins.sorted { $0.id > $1.id }.ids == [3, 2, 1])
    sorted.reverse()
    #expect(sorted.ids == [1, 3, 2])
    #expect(sorted[id: 2] == Pin(id: 2, title: "a"))
    #expect(sorted.index(id: 2) == 2)
  }

  @Test("updateOrInsert replaces in place or inserts at the position given")
  func updateOrInsert() {
    var pins = self.pins
    let replaced = pins.updateOrInsert(Pin(id: 3, title: "B"), at: 0)
    #expect(replaced.originalMember == Pin(id: 3, title: "b"))
    #expect(replaced.index == 2)
    let inserted = pins.updateOrInsert(Pin(id: 4, title: "d"), at: 1)
    #expect(inserted.originalMember == nil)
    #expect(inserted.index == 1)
    #expect(pins.ids == [1, 4, 2, 3])
    #expect(pins[id: 3]?.title == "B")
  }

  @Test("removeFirst, removeLast and popLast remove from the ends")
  func removeEnds() {
    var pins = self.pins
    #expect(pins.removeFirst().id == 1)
    #expect(pins.removeLast().id == 3)
    #expect(pins.ids == [2])
    #expect(pins.index(id: 2) == 0)
    #expect(pins.popLast()?.id == 2)
    #expect(pins.popLast() == nil)
    var more = self.pins
    more.removeFirst(2)
    #expect(more.ids == [3])
    more = self.pins
    more.removeLast(2)
    #expect(more.ids == [1])
    #expect(more[id: 2] == nil)
  }
}
