import CucumberMessages

/// JSON laid out as Foundation's `JSONEncoder` lays it out with `.prettyPrinted`: each member and
/// element on a line of its own, two spaces deeper than its object or array, `"key" : value`, an
/// empty object or array as its brackets around an empty line. The legacy Cucumber JSON report
/// writes its features through it, member by member in sorted order, as the encoder wrote them
/// (the same bytes, checked against it), without the encoder's tree of values.
///
/// ```swift
/// var json = IndentedJSON()
/// json.object { json in
///   json.member("name") { $0.string("Orders") }
///   json.member("tags") { $0.array([String]()) { json, tag in json.string(tag) } }
/// }
/// json.text   // {\n  "name" : "Orders",\n  "tags" : [\n\n  ]\n}
/// ```
struct IndentedJSON {
  private var json = JSONWriter()
  private var depth = 0
  /// Whether the object or array being written has a member or element yet.
  private var hasItems = false

  /// The text written so far.
  var text: String { json.text }

  /// An object whose members `body` writes (with ``member(_:_:)``).
  mutating func object(_ body: (inout IndentedJSON) -> Void) {
    container(open: "{", close: "}", body)
  }

  /// An array of `elements`, each written by `element`.
  mutating func array<Element>(_ elements: [Element], _ element: (inout IndentedJSON, Element) -> Void) {
    container(open: "[", close: "]") { json in
      for item in elements {
        json.nextItem()
        element(&json, item)
      }
    }
  }

  /// `"key" : ` and the value `value` writes, on a line of its own.
  mutating func member(_ key: StaticString, _ value: (inout IndentedJSON) -> Void) {
    nextItem()
    json.appendVerbatim("\"")
    json.appendVerbatim(key)
    json.appendVerbatim("\" : ")
    value(&self)
  }

  /// The member only when `value` is not nil, as the encoder leaves a nil optional out.
  mutating func member<Value>(
    _ key: StaticString, ifPresent value: Value?, _ write: (inout IndentedJSON, Value) -> Void
  ) {
    guard let value else { return }
    member(key) { write(&$0, value) }
  }

  mutating func string(_ value: String) { json.appendQuoted(value) }
  mutating func integer(_ value: Int) { json.appendInteger(value) }
  mutating func bool(_ value: Bool) { json.appendVerbatim(value ? "true" : "false") }

  /// Ends the text with a line break, as the report's last line.
  mutating func newline() { json.appendVerbatim("\n") }

  private mutating func nextItem() {
    json.appendVerbatim(hasItems ? ",\n" : "\n")
    json.appendSpaces(2 * depth)
    hasItems = true
  }

  private mutating func container(open: StaticString, close: StaticString, _ body: (inout IndentedJSON) -> Void) {
    json.appendVerbatim(open)
    let outer = hasItems
    depth += 1
    hasItems = false
    body(&self)
    depth -= 1
    // An empty object or array still has its empty line.
    json.appendVerbatim(hasItems ? "\n" : "\n\n")
    json.appendSpaces(2 * depth)
    json.appendVerbatim(close)
    hasItems = outer
  }
}
