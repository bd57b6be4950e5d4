import Evergreen
import Foundation

/// Lays out any value as a ``DumpNode``: structs as `Type(field: value)`, enums as
/// `.case(payload)`, optionals as their wrapped value or `nil`, collections as `[…]`, dictionaries
/// sorted by key, sets sorted by their members' dumps, classes guarded against cycles (`↩︎`).
struct ValueDumper {
  private var objectsBeingDumped: Set<ObjectIdentifier> = []
  /// Dumps the expected side of a comparison (a shared value as the test asserted it).
  var asExpected = false
  /// Writes UUIDs and texts as Swift writes them (``swiftLiteral(of:)``), not as a diff shows them.
  var writesSwift = false
  /// Set, when writing Swift, at the first part whose dump names a type (a struct, an object, a
  /// set): no line can be written then, so nothing more is dumped.
  private var metTypeName = false

  /// Dumps `value` on one line when it fits in ``DumpNode/lineWidth``, else over several lines.
  static func text(of value: Any, asExpected: Bool = false) -> String {
    var dumper = ValueDumper(asExpected: asExpected)
    return dumper.node(for: value).lines().joined(separator: "\n")
  }

  /// A single-line dump, for keys and sort orders (multi-line parts are joined).
  static func singleLine(of value: Any) -> String {
    var dumper = ValueDumper()
    let node = dumper.node(for: value)
    return node.singleLine() ?? flattened(node.lines())
  }

  /// The value as Swift might write it on one line, for an assert closure's line that sets a
  /// place whole: texts with their line breaks escaped (`"one\ntwo"`), UUIDs as a test makes them
  /// (`UUID(3)`, ``uuidLiteral(_:)``), enum cases, lists, tuples; `nil` when a part is a struct,
  /// an object or a set, whose dumps name a type (the dump stops there). Whether the line is
  /// Swift is ``isLiteralDump(_:)``'s.
  static func swiftLiteral(of value: Any) -> String? {
    var dumper = ValueDumper(writesSwift: true)
    return dumper.node(for: value).singleLine()
  }

  /// A UUID as a test writes it: `UUID(3)` for a test UUID (``Foundation/UUID/init(_:fileID:filePath:line:column:)``,
  /// the `incrementing` generator's), else `UUID(uuidString: "…")!`.
  static func uuidLiteral(_ uuid: UUID) -> String {
    let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
    guard bytes.prefix(10).allSatisfy({ $0 == 0 }) else { return "UUID(uuidString: \"\(uuid.uuidString)\")!" }
    return "UUID(\(bytes.suffix(6).reduce(0) { $0 << 8 | Int($1) }))"
  }

  /// Joins a multi-line dump into one line: `Todo(\n  id: 1\n)` → `Todo(id: 1)`.
  static func flattened(_ lines: [String]) -> String {
    var text = ""
    for line in lines {
      let trimmed = line.drop { $0 == " " }
      if !text.isEmpty, !(text.hasSuffix("(") || text.hasSuffix("[")),
        !(trimmed.hasPrefix(")") || trimmed.hasPrefix("]"))
      {
        text += " "
      }
      text += trimmed
    }
    return text
  }

  mutating func node(for value: Any) -> DumpNode {
    if metTypeName { return .block([]) }
    // A struct or enum with none of the traits below goes straight to its mirror.
    if let traits = DiffedTypeTraits.of(value), !traits.isText, !traits.mayBeShownWhole, !traits.hasDiffDescription,
      !traits.isDumpedAsElements
    {
      return reflectedNode(for: value)
    }
    if writesSwift, let literal = (value as? String)?.debugDescription ?? (value as? UUID).map(Self.uuidLiteral) {
      return .leaf(literal)
    }
    if let string = value as? String, string.contains("\n") {
      let lines = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      return .block(["\"\"\""] + lines + ["\"\"\""])
    }
    if let atomic = atomicDescription(of: value) { return .leaf(atomic) }
    if let custom = value as? any CustomDiffRepresentable {
      let lines = custom.diffDescription.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.count == 1 ? .leaf(String(lines[0])) : .block(lines.map(String.init))
    }

    if let collection = value as? any DumpedAsElements {
      let items = collection.dumpedElements.map { DumpItem(label: $0.label, node: node(for: $0.value)) }
      return .group(open: "[", close: "]", items: items)
    }
    return reflectedNode(for: value)
  }

  /// The node of `value` as its mirror shows it (a plain struct's stored properties read through
  /// its layout, ``StoredFields``, as its mirror would show them).
  private mutating func reflectedNode(for value: Any) -> DumpNode {
    if let stored = StoredFields.children(of: value) {
      return fieldsNode(value, diffedChildren(stored, asExpected: asExpected), isStructured: true)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .leaf("nil") }
      return node(for: wrapped.value)
    case .enum:
      let name = "." + (EnumReflection.caseName(of: value, mirror: mirror) ?? "")
      guard let payload = mirror.children.first?.value else { return .leaf(name) }
      let payloadMirror = Mirror(reflecting: payload)
      if payloadMirror.displayStyle == .tuple {
        return .group(open: name + "(", close: ")", items: items(of: payloadMirror.children))
      }
      return .group(open: name + "(", close: ")", items: [DumpItem(label: nil, node: node(for: payload))])
    case .tuple:
      return .group(open: "(", close: ")", items: items(of: mirror.children))
    case .collection:
      return .group(
        open: "[", close: "]", items: mirror.children.map { DumpItem(label: nil, node: node(for: $0.value)) })
    case .set where writesSwift:
      return typeNamed()
    case .set:
      let members = mirror.children.map { DumpItem(label: nil, node: node(for: $0.value)) }
      return .group(open: "Set([", close: "])", items: Self.sortedByText(members))
    case .dictionary:
      return dictionaryNode(mirror)
    case .class:
      guard let object = classInstance(value) else { return fieldsNode(value, mirror) }
      let id = ObjectIdentifier(object)
      guard objectsBeingDumped.insert(id).inserted else { return .leaf(readableTypeName(type(of: value)) + "(↩︎)") }
      defer { objectsBeingDumped.remove(id) }
      return fieldsNode(value, mirror)
    default:
      return fieldsNode(value, mirror)
    }
  }

  private mutating func fieldsNode(_ value: Any, _ mirror: Mirror) -> DumpNode {
    fieldsNode(value, reflectedChildren(of: mirror, asExpected: asExpected), isStructured: mirror.displayStyle != nil)
  }

  /// `value` with its `children`; a value without children and without a structure (a leaf that
  /// `Mirror` does not know, such as a number) as its text.
  private mutating func fieldsNode(_ value: Any, _ children: [Mirror.Child], isStructured: Bool) -> DumpNode {
    if children.isEmpty && !isStructured { return .leaf(String(describing: value)) }
    if writesSwift { return typeNamed() }
    return .group(open: readableTypeName(type(of: value)) + "(", close: ")", items: items(of: children))
  }

  /// When writing Swift, a part whose dump would name a type: it ends the dump (a block, which
  /// has no single line).
  private mutating func typeNamed() -> DumpNode {
    metTypeName = true
    return .block([])
  }

  private mutating func items(of children: some Collection<Mirror.Child>) -> [DumpItem] {
    children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return DumpItem(label: label, node: node(for: child.value))
    }
  }

  private mutating func dictionaryNode(_ mirror: Mirror) -> DumpNode {
    var entries: [(key: String, value: DumpNode)] = []
    for entry in mirror.children {
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else { continue }
      let keyNode = node(for: pair[0].value)
      entries.append((keyNode.singleLine() ?? Self.flattened(keyNode.lines()), node(for: pair[1].value)))
    }
    guard !entries.isEmpty else { return .leaf("[:]") }
    entries.sort { $0.key < $1.key }
    return .group(open: "[", close: "]", items: entries.map { DumpItem(label: $0.key, node: $0.value) })
  }

  private static func sortedByText(_ items: [DumpItem]) -> [DumpItem] {
    items.map { ($0.node.singleLine() ?? flattened($0.node.lines()), $0) }
      .sorted { $0.0 < $1.0 }
      .map(\.1)
  }
}
