/// Decodes one data-table cell as a single value: `String` as written, whole numbers, decimal
/// numbers, `true`/`false`, and whatever decodes from those (enums with raw values, `URL`). An
/// empty cell is `nil` for an optional.
struct TableCellDecoder: Decoder, SingleValueDecodingContainer {
  /// Why a cell did not decode; ``TableRowDecoder`` turns it into a message naming the cell.
  enum Problem: Error, Equatable {
    case unreadable
    case notASingleValue
  }

  let text: String
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw Problem.notASingleValue
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Problem.notASingleValue }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { text.isEmpty }

  func decode(_ type: Bool.Type) throws -> Bool {
    switch text {
    case "true": return true
    case "false": return false
    default: throw Problem.unreadable
    }
  }

  func decode(_ type: String.Type) throws -> String { text }
  func decode(_ type: Double.Type) throws -> Double { try number() }
  func decode(_ type: Float.Type) throws -> Float { try number() }
  func decode(_ type: Int.Type) throws -> Int { try integer() }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
  func decode(_ type: UInt.Type) throws -> UInt { try integer() }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

  private func integer<Value: FixedWidthInteger>() throws -> Value {
    guard let value = Value(text) else { throw Problem.unreadable }
    return value
  }

  private func number<Value: LosslessStringConvertible>() throws -> Value {
    guard let value = Value(text) else { throw Problem.unreadable }
    return value
  }
}
