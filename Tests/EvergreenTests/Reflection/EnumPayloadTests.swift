import Evergreen
import Testing

private struct Note: Equatable, Sendable { var text: String }
private struct Pin: Equatable, Sendable { var id: Int }
private struct Generic<Wrapped: Sendable>: Sendable { var wrapped: Wrapped }
private final class Shape: Sendable {}

private enum Event: Sendable {
  case note(Note)
  case other(Note)
  case pin(Pin)
  case anything(any Sendable)
  case shape(Shape)
  case boxed(Generic<Int>)
  indirect case again(Note)
  case closed
}

private final class Parcel: Sendable {
  let label: String
  init(_ label: String) { self.label = label }
}
private struct Delivery: Equatable, Sendable {
  var parcel: Parcel
  var address: String
  var count: Int
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.parcel === rhs.parcel && lhs.address == rhs.address && lhs.count == rhs.count
  }
}
/// Two cases whose payloads hold references: the tag lives in their spare bits.
private enum Post: Sendable {
  case delivery(Delivery)
  case note(Note)
  case none
}

/// Its mirror shows a note under every case, payload or not.
private enum Masked: CustomReflectable, Sendable {
  case note(Note)
  case pin(Pin)
  case closed
  var customMirror: Mirror { Mirror(self, children: ["note": Note(text: "masked")]) }
}

@Suite("What an enum case carries is read from its type's metadata, and the payload through it")
struct EnumPayloadTests {
  @Test("a case's payload is nothing, one struct or enum type that is not generic, or anything else")
  func payloadKinds() {
    #expect(EnumMetadata.payload(of: Event.note(Note(text: "a")))?.payload == .concrete)
    #expect(EnumMetadata.payload(of: Event.pin(Pin(id: 1)))?.payload == .concrete)
    #expect(EnumMetadata.payload(of: Event.again(Note(text: "a")))?.payload == .concrete)
    #expect(EnumMetadata.payload(of: Event.anything(1))?.payload == .other)
    #expect(EnumMetadata.payload(of: Event.shape(Shape()))?.payload == .other)
    #expect(EnumMetadata.payload(of: Event.boxed(Generic(wrapped: 1)))?.payload == .other)
    #expect(EnumMetadata.payload(of: Event.closed)?.payload == EnumMetadata.Payload.none)
    #expect(EnumMetadata.payload(of: Masked.closed) == nil)  // its own mirror decides
    #expect(EnumMetadata.payload(of: 3) == nil)  // not an enum
  }

  @Test("the payload of a case is read as the type asked for, the same the first time and every later time")
  func payloadsAgainAndAgain() {
    for _ in 0..<3 {
      #expect(EnumReflection.payload(of: Event.note(Note(text: "a")), as: Note.self) == Note(text: "a"))
      #expect(EnumReflection.payload(of: Event.other(Note(text: "b")), as: Note.self) == Note(text: "b"))
      #expect(EnumReflection.payload(of: Event.pin(Pin(id: 2)), as: Note.self) == nil)
      #expect(EnumReflection.payload(of: Event.again(Note(text: "c")), as: Note.self) == Note(text: "c"))
      #expect(EnumReflection.payload(of: Event.closed, as: Note.self) == nil)
      #expect(EnumReflection.payload(of: Event.anything(4), as: Int.self) == 4)
      #expect(EnumReflection.payload(of: Event.anything("four"), as: Int.self) == nil)
      #expect(EnumReflection.payload(of: Event.pin(Pin(id: 5)), as: (any Sendable).self) as? Pin == Pin(id: 5))
      #expect(EnumReflection.payload(of: Masked.closed, as: Note.self) == Note(text: "masked"))
      #expect(EnumReflection.payload(of: Masked.pin(Pin(id: 6)), as: Pin.self) == nil)
    }
  }

  @Test("a payload holding objects and text is copied out whole every time, and the enum keeps its own")
  func payloadsWithReferences() {
    var parcel = Parcel("小包")
    let address = String(repeating: "東京都千代田区", count: 4)
    for count in 0..<50 {
      let post = Post.delivery(Delivery(parcel: parcel, address: address, count: count))
      #expect(
        EnumReflection.payload(of: post, as: Delivery.self) == Delivery(parcel: parcel, address: address, count: count))
      #expect(EnumReflection.payload(of: post, as: Note.self) == nil)
      #expect(EnumReflection.payload(of: Post.note(Note(text: address)), as: Note.self) == Note(text: address))
      #expect(EnumReflection.payload(of: Post.note(Note(text: "x")), as: Delivery.self) == nil)
      #expect(EnumReflection.payload(of: Post.none, as: Note.self) == nil)
    }
    // Every copy made on the way was released, and none more.
    #expect(isKnownUniquelyReferenced(&parcel))
  }

  @Test("a case path tells apart cases of the same payload type, every time it is asked")
  func casePathsOfOnePayloadType() {
    for _ in 0..<3 {
      let note = CasePath(Event.note)
      #expect(note.extract(from: .note(Note(text: "a"))) == Note(text: "a"))
      #expect(note.extract(from: .other(Note(text: "a"))) == nil)
      #expect(note.extract(from: .pin(Pin(id: 1))) == nil)
      #expect(note.extract(from: .closed) == nil)
      let number = CasePath<Event, Int> { .anything($0) }
      #expect(number.extract(from: .anything(7)) == 7)
      #expect(number.extract(from: .anything("seven")) == nil)
    }
  }
}
