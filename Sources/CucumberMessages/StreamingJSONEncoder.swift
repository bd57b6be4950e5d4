/// Writes an `Encodable` value straight into a ``JSONWriter`` as its containers ask, with no
/// tree of values in between (Foundation's `JSONEncoder` builds one, then writes it). Members
/// come out in the order the value encodes them, which for a synthesized conformance is the order
/// of its properties; `nil` optionals left out by `encodeIfPresent` stay out.
///
/// An open object or array is closed when its owner writes its next member, or when the whole
/// value is done, so a nested container needs no end call:
///
/// ```swift
/// var json = JSONWriter()
/// json.write(Messages.Location(line: 3, column: 5))   // {"line":3,"column":5}, through this encoder
/// ```
final class StreamingJSONEncoder {
  var json: JSONWriter
  /// The closing bracket of each object or array open now, innermost last.
  private var closers: [UInt8] = []

  init(into json: consuming JSONWriter) {
    self.json = json
  }

  /// Writes `value` whole, every container it opened closed again.
  func encode(_ value: some Encodable) throws {
    let start = json.byteCount
    try value.encode(to: ValueEncoder(output: self, depth: 0, codingPath: []))
    close(to: 0)
    if json.byteCount == start { json.literal("null") }
  }

  /// Closes the open containers nested deeper than `depth`.
  func close(to depth: Int) {
    while closers.count > depth { json.close(closers.removeLast()) }
  }

  /// Opens an object or array at `depth` unless the same encoder opened one there already;
  /// returns the depth of its members.
  func open(object: Bool, at depth: Int) -> Int {
    if closers.count <= depth {
      close(to: depth)
      if object { json.beginObject() } else { json.beginArray() }
      closers.append(object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }
    return depth + 1
  }

  /// Writes one nested value at `depth` (its key or comma already written): a primitive
  /// directly, anything else through its own conformance.
  func write(_ value: some Encodable, at depth: Int, codingPath: [any CodingKey]) throws {
    switch value {
    case let string as String: json.string(string)
    case let bool as Bool: json.literal(bool ? "true" : "false")
    case let int as Int: json.integer(int)
    case let int as Int64: json.literal(String(int))
    case let int as Int32: json.literal(String(int))
    default:
      let start = json.byteCount
      try value.encode(to: ValueEncoder(output: self, depth: depth, codingPath: codingPath))
      close(to: depth)
      if json.byteCount == start { json.literal("null") }
    }
  }

  func writeNumber(_ value: some BinaryFloatingPoint & LosslessStringConvertible) {
    // JSON has no NaN or infinity; the messages hold none, and `null` keeps the line valid.
    json.literal(value.isFinite ? String(value) : "null")
  }

  private struct ValueEncoder: Encoder {
    let output: StreamingJSONEncoder
    let depth: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      KeyedEncodingContainer(
        KeyedContainer<Key>(output: output, depth: output.open(object: true, at: depth), codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      UnkeyedContainer(output: output, depth: output.open(object: false, at: depth), codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleValueContainer(output: output, depth: depth, codingPath: codingPath)
    }
  }

  private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let output: StreamingJSONEncoder
    /// The depth of this object's members.
    let depth: Int
    let codingPath: [any CodingKey]

    private func key(_ key: Key) {
      output.close(to: depth)
      output.json.key(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
      self.key(key)
      output.json.literal("null")
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
      self.key(key)
      output.json.literal(value ? "true" : "false")
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
      self.key(key)
      output.json.string(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
      self.key(key)
      output.writeNumber(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
      self.key(key)
      output.writeNumber(value)
    }

    mutating func encode<T: BinaryInteger & Encodable>(integer value: T, forKey key: Key) {
      self.key(key)
      output.json.literal(String(value))
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { encode(integer: value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { encode(integer: value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { encode(integer: value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { encode(integer: value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { encode(integer: value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { encode(integer: value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { encode(integer: value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { encode(integer: value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { encode(integer: value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { encode(integer: value, forKey: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      self.key(key)
      try output.write(value, at: depth, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      self.key(key)
      return KeyedEncodingContainer(
        KeyedContainer<NestedKey>(
          output: output, depth: output.open(object: true, at: depth), codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      self.key(key)
      return UnkeyedContainer(
        output: output, depth: output.open(object: false, at: depth), codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
      output.close(to: depth)
      output.json.key("super")
      return ValueEncoder(output: output, depth: depth, codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      self.key(key)
      return ValueEncoder(output: output, depth: depth, codingPath: codingPath + [key])
    }
  }

  private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let output: StreamingJSONEncoder
    /// The depth of this array's elements.
    let depth: Int
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(output: StreamingJSONEncoder, depth: Int, codingPath: [any CodingKey]) {
      self.output = output
      self.depth = depth
      self.codingPath = codingPath
    }

    /// Makes room for the next element: closes what the one before left open.
    private mutating func next() {
      output.close(to: depth)
      count += 1
    }

    mutating func encodeNil() throws {
      next()
      output.json.literal("null")
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
      next()
      try output.write(value, at: depth, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      next()
      return KeyedEncodingContainer(
        KeyedContainer<NestedKey>(output: output, depth: output.open(object: true, at: depth), codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      next()
      return UnkeyedContainer(output: output, depth: output.open(object: false, at: depth), codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
      next()
      return ValueEncoder(output: output, depth: depth, codingPath: codingPath)
    }
  }

  private struct SingleValueContainer: SingleValueEncodingContainer {
    let output: StreamingJSONEncoder
    let depth: Int
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { output.json.literal("null") }
    mutating func encode(_ value: Bool) throws { output.json.literal(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { output.json.string(value) }
    mutating func encode(_ value: Double) throws { output.writeNumber(value) }
    mutating func encode(_ value: Float) throws { output.writeNumber(value) }
    mutating func encode(_ value: Int) throws { output.json.literal(String(value)) }
    mutating func encode(_ value: Int8) throws { output.json.literal(String(value)) }
    mutating func encode(_ value: Int16) throws { output.json.literal(String(value)) }
    mutating func encode(_ value: Int32) throws { output.json.literal(String(value)) }
    mutating func encode(_ value: Int64) throws { output.json.literal(String(value)) }
    mutating func encode(_ value: UInt) throws { output.json.literal(String(value)) }
    mutating func encode(_ value: UInt8) throws { output.json.literal(String(value)) }
    mutating func encode(_ value: UInt16) throws { output.json.literal(String(value)) }
    mutating func encode(_ value: UInt32) throws { output.json.literal(String(value)) }
    mutating func encode(_ value: UInt64) throws { output.json.literal(String(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
      try output.write(value, at: depth, codingPath: codingPath)
    }
  }
}

extension JSONWriter {
  /// Appends `value` through its `Encodable` conformance alone, with ``StreamingJSONEncoder``
  /// (parts that are `JSONWritable` too): for the messages that do not write themselves, and
  /// as the reference the hand-written ones are checked against.
  mutating func writeThroughEncoder(_ value: some Encodable) {
    makeStorageItsOwn()
    let encoder = StreamingJSONEncoder(into: self)
    self = JSONWriter()
    do {
      try encoder.encode(value)
    } catch {
      // The encoder itself never throws, and no message's conformance does: an error here is a
      // bug in a message type, not in anyone's input.
      preconditionFailure("a Cucumber Message could not be written as JSON: \(error)")
    }
    self = encoder.json
  }
}
