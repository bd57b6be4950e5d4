import Foundation

/// A JSON value (of a JSON-RPC message) as the language server reads and writes it: JSON-RPC messages have open shapes
/// (`params` differ per method), so they are read into this and picked apart by key.
///
/// ```swift
/// let message = try RPCValue.decode(Data(#"{"id":1,"method":"shutdown"}"#.utf8))
/// message["method"]?.string   // "shutdown"
/// ```
enum RPCValue: Sendable, Hashable, Codable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([RPCValue])
  case object([String: RPCValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([RPCValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: RPCValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  static func decode(_ data: Data) throws -> RPCValue { try JSONDecoder().decode(RPCValue.self, from: data) }

  /// The value as compact JSON, keys sorted (so tests and logs read the same every time).
  var data: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data("null".utf8)
  }

  subscript(key: String) -> RPCValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var int: Int? {
    switch self {
    case .int(let value): value
    case .double(let value) where value == value.rounded(): Int(exactly: value)
    default: nil
    }
  }

  var array: [RPCValue]? {
    if case .array(let values) = self { return values }
    return nil
  }
}

extension RPCValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .int(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(arrayLiteral elements: RPCValue...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, RPCValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
  init(nilLiteral: ()) { self = .null }
}
