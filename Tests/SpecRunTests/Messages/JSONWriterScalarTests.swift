import CucumberMessages
import Foundation
import Testing

@Suite("JSONWriter writes every scalar width and container an Encodable may use, as JSONEncoder would")
struct JSONWriterScalarTests {
  /// Every integer width and both floating-point types, in a keyed container.
  struct KeyedScalars: Encodable {
    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: Key.self)
      try keyed.encode(Int8(-8), forKey: .i8)
      try keyed.encode(Int16(-16), forKey: .i16)
      try keyed.encode(Int32(-32), forKey: .i32)
      try keyed.encode(UInt(1), forKey: .u)
      try keyed.encode(UInt8(8), forKey: .u8)
      try keyed.encode(UInt16(16), forKey: .u16)
      try keyed.encode(UInt32(32), forKey: .u32)
      try keyed.encode(UInt64(64), forKey: .u64)
      try keyed.encode(Float(0.5), forKey: .float)
    }

    enum Key: String, CodingKey { case i8, i16, i32, u, u8, u16, u32, u64, float }
  }

  /// Every scalar written through single-value containers, one list element each.
  struct SingleValues: Encodable {
    struct One<Value: Encodable>: Encodable {
      let value: Value
      func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(value)
      }
    }

    struct Nothing: Encodable {
      func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encodeNil()
      }
    }

    func encode(to encoder: any Encoder) throws {
      var list = encoder.unkeyedContainer()
      try list.encode(Nothing())
      try list.encode(One(value: true))
      try list.encode(One(value: 0.25))
      try list.encode(One(value: Float(1.5)))
      try list.encode(One(value: -1))
      try list.encode(One(value: Int8(-8)))
      try list.encode(One(value: Int16(-16)))
      try list.encode(One(value: Int32(-32)))
      try list.encode(One(value: Int64(-64)))
      try list.encode(One(value: UInt(1)))
      try list.encode(One(value: UInt8(8)))
      try list.encode(One(value: UInt16(16)))
      try list.encode(One(value: UInt32(32)))
      try list.encode(One(value: UInt64(64)))
      try list.encode(One(value: One(value: "nested")))
    }
  }

  /// Nil and a keyed container inside a list, and both kinds of super encoder.
  struct Containers: Encodable {
    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: Key.self)
      var list = keyed.nestedUnkeyedContainer(forKey: .list)
      try list.encodeNil()
      var object = list.nestedContainer(keyedBy: Key.self)
      try object.encode("inside", forKey: .name)
      var listSuper = list.superEncoder().singleValueContainer()
      try listSuper.encode("list's super")
      var named = keyed.superEncoder(forKey: .named).singleValueContainer()
      try named.encode("named super")
      var parent = keyed.superEncoder().singleValueContainer()
      try parent.encode("parent")
    }

    enum Key: String, CodingKey { case list, name, named }
  }

  @Test("integers of every width and a Float are written as numbers under their keys")
  func keyedScalars() throws {
    var json = JSONWriter()
    json.write(KeyedScalars())
    #expect(
      json.text == #"{"i8":-8,"i16":-16,"i32":-32,"u":1,"u8":8,"u16":16,"u32":32,"u64":64,"float":0.5}"#)
    try #expect(sameJSON(json.text, as: KeyedScalars()))
  }

  @Test("single-value containers write null, booleans, every number width and nested values in a list")
  func singleValues() throws {
    var json = JSONWriter()
    json.write(SingleValues())
    #expect(json.text == #"[null,true,0.25,1.5,-1,-8,-16,-32,-64,1,8,16,32,64,"nested"]"#)
    try #expect(sameJSON(json.text, as: SingleValues()))
  }

  @Test("nil and objects inside lists, and super encoders, are written where JSONEncoder writes them")
  func containers() throws {
    var json = JSONWriter()
    json.write(Containers())
    #expect(
      json.text
        == #"{"list":[null,{"name":"inside"},"list's super"],"named":"named super","super":"parent"}"#)
    try #expect(sameJSON(json.text, as: Containers()))
  }

  /// Whether `text` reads back as the same JSON value Foundation's encoder makes of `value`.
  private func sameJSON(_ text: String, as value: some Encodable) throws -> Bool {
    let ours = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    let foundation = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value), options: [.fragmentsAllowed])
    return NSDictionary(dictionary: ["value": ours]).isEqual(to: ["value": foundation])
  }
}
