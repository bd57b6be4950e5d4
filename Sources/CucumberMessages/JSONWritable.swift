/// A message that writes its own JSON into a ``JSONWriter``, member by member: the same bytes its
/// `Encodable` conformance gives (members in the same order, absent optionals left out), without
/// the encoder's containers, coding keys and dynamic casts. Every Cucumber Message is written this
/// way when ``JSONWriter/write(_:)-(Encodable)`` is handed one, or an envelope that holds one:
/// `specrun gherkin` prints the parse's by the thousand, a run's message report a dozen a scenario.
///
/// Most write one object, and adopt ``JSONObjectWritable``, which puts the braces around their
/// members; an envelope writes whichever message it carries.
protocol JSONWritable {
  /// Appends the value as one JSON value (its key or comma, if any, already written).
  func write(to json: inout JSONWriter)
}

/// A message written as one JSON object: it lists its members in order, and the braces around
/// them are put in for it (``write(to:)``).
///
/// ```swift
/// extension Messages.Location: JSONObjectWritable {
///   func writeMembers(to json: inout JSONWriter) {
///     json.member("line", line)
///     json.member("column", column)   // left out when nil
///   }
/// }
/// ```
protocol JSONObjectWritable: JSONWritable {
  /// Writes each member (`json.member`, `json.idMember`, `json.idsMember`) in the order of the
  /// `Encodable` conformance, nothing around them.
  func writeMembers(to json: inout JSONWriter)
}

extension JSONObjectWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    writeMembers(to: &json)
    json.endObject()
  }
}

extension JSONWriter {
  /// Appends `value` as JSON: by hand when it is `JSONWritable`, otherwise through its
  /// `Encodable` conformance. How every Cucumber Message becomes a line of NDJSON (follow it with
  /// ``newline()``).
  ///
  /// ```swift
  /// var json = JSONWriter()
  /// json.write(Messages.Envelope(Messages.TestRunStarted(timestamp: .init(seconds: 0, nanos: 0))))
  /// json.newline()
  /// ```
  public mutating func write(_ value: some Encodable) {
    makeStorageItsOwn()
    if let writable = value as? any JSONWritable {
      writable.write(to: &self)
    } else {
      writeThroughEncoder(value)
    }
  }

  /// Appends `envelope` as JSON, the same bytes as ``write(_:)-(Encodable)``, without asking at
  /// run time whether it writes itself (a look-up the runtime makes for every value handed to
  /// the generic one; a stream of thousands of envelopes pays it once per envelope).
  ///
  /// ```swift
  /// for envelope in Gherkin.messages(for: source, ids: ids) {
  ///   json.write(envelope)   // this one: the value is known to be an envelope
  ///   json.newline()
  /// }
  /// ```
  public mutating func write(_ envelope: Messages.Envelope) {
    makeStorageItsOwn()
    envelope.write(to: &self)
  }

  mutating func endObject() { close(UInt8(ascii: "}")) }

  /// `"name":` and then `value`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Int) {
    key(name)
    integer(value)
  }

  @inline(__always)
  mutating func member(_ name: StaticString, _ value: some JSONWritable) {
    key(name)
    value.write(to: &self)
  }

  /// `"name":` and an id (see ``JSONWriter/idOffset``).
  @inline(__always)
  mutating func idMember(_ name: StaticString, _ value: String) {
    key(name)
    id(value)
  }

  /// `"name":[…]` of ids, written even when empty.
  mutating func idsMember(_ name: StaticString, _ values: some Sequence<String>) {
    key(name)
    beginArray()
    for value in values { id(value) }
    close(UInt8(ascii: "]"))
  }

  /// Nothing at all when `value` is nil, as `encodeIfPresent` leaves it out.
  mutating func member(_ name: StaticString, _ value: String?) {
    if let value { member(name, value) }
  }

  mutating func member(_ name: StaticString, _ value: Int?) {
    if let value { member(name, value) }
  }

  mutating func member(_ name: StaticString, _ value: (some JSONWritable)?) {
    if let value { member(name, value) }
  }

  /// `true` or `false`.
  mutating func member(_ name: StaticString, _ value: Bool) {
    key(name)
    literal(value ? "true" : "false")
  }

  /// A whole number of seconds or nanos, as the encoder writes it.
  mutating func member(_ name: StaticString, _ value: Int64) {
    key(name)
    // Int is 64 bits wide on every platform but a few watches; there, a wider value is spelt out.
    if let value = Int(exactly: value) { integer(value) } else { literal(String(value)) }
  }

  mutating func member(_ name: StaticString, _ value: Int32) { member(name, Int64(value)) }

  /// Nothing at all when `values` is nil; `"name":[…]` otherwise, even when empty.
  mutating func member(_ name: StaticString, _ values: [some JSONWritable]?) {
    if let values { member(name, values) }
  }

  mutating func member(_ name: StaticString, _ values: [String]?) {
    if let values { member(name, values) }
  }

  /// `"name":[…]`, written even when empty.
  mutating func member(_ name: StaticString, _ values: [some JSONWritable]) {
    arrayMember(name, values) { json, value in value.write(to: &json) }
  }

  mutating func member(_ name: StaticString, _ values: [String]) {
    arrayMember(name, values) { json, value in json.string(value) }
  }

  /// `"name":[…]`, each element written by `element` where it lies in the array: not copied
  /// out of it first, as a `for … in` loop does (a retain and a release per string or message).
  ///
  /// ```swift
  /// json.arrayMember("tags", tags) { json, tag in tag.write(to: &json) }
  /// ```
  @inline(__always)
  mutating func arrayMember<Element>(
    _ name: StaticString, _ values: [Element], _ element: (inout JSONWriter, Element) -> Void
  ) {
    key(name)
    beginArray()
    values.withUnsafeBufferPointer { elements in
      for index in elements.indices { element(&self, elements[index]) }
    }
    close(UInt8(ascii: "]"))
  }
}
