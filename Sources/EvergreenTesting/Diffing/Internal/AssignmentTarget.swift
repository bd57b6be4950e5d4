import Evergreen
import Foundation

/// Where a change lies as an assert closure reaches it from `$0`, and how the closure's line makes
/// the actual value there: `$0.items["Apple"] = 2`, `$0.stock["Pear"] = nil`,
/// `$0.log.append("tapped")`, `$0.log.removeLast()`, or `$0.$total.withLock { $0 = 3 }` for a
/// shared value; or, for changes that cannot be written where they lie, an enclosing place set
/// whole (``settingWhole(to:)``: `$0.mode = .loaded("y")`). Found only for a difference asked for
/// its lines (a failure's), so it is written out at once.
///
/// ```swift
/// AssignmentTarget(path: [.field("cart"), .unwrapped, .field("total")], kind: .changed)?.line(setting: "240")
/// // "$0.cart?.total = 240"
/// ```
struct AssignmentTarget: Sendable {
  /// What comes before the value, and after it.
  private let prefix: String
  private let suffix: String
  /// Whether the line holds the actual value (a removed entry or element's line has its own).
  private let takesValue: Bool
  /// The value the line writes instead of the change's own: the whole actual value of an
  /// enclosing place, when the change cannot be written where it lies.
  private var wholeValue: String?
  /// Whether an earlier change's line makes this change too (both lie in the place it sets whole).
  private(set) var isWrittenByEarlierLine = false

  /// The target of a change of `kind` at the place `path` names, or `nil` when Swift cannot write
  /// it so: the root itself, an enum case's payload, an element of a plain list placed by its id
  /// or added inside a list (an identified collection's element is reached by its `subscript(id:)`),
  /// a line of a text, a read-only wrapper, a field whose name is not written as it is, a second
  /// shared value on the way, or a move. Each optional and dictionary entry that something follows
  /// takes a `?`, a shared value a `withLock` around the rest, and an element at a list's end is
  /// the list's to add or take (the line calls on the list).
  init?(path: [DiffPathComponent], kind: ValueDifference.Change.Kind) {
    guard !path.isEmpty else { return nil }
    // An entry or an element comes and goes whole; a value changes in place.
    let ending: String
    var closing = ""
    switch (kind, path.last) {
    case (.changed, .end?), (.moved, _): return nil
    case (.changed, _), (.added, .key?): ending = " = "
    case (.removed, .key?), (.removed, .ownID?): ending = " = nil"
    case (.added, .end?):
      ending = ".append("
      closing = ")"
    case (.removed, .end?): ending = ".removeLast()"
    case (.added, _), (.removed, _): return nil
    }
    var head = "$0"
    var tail: String?
    for (position, component) in path.enumerated() {
      let isFollowed = position < path.count - 1
      var step = ""
      switch component {
      case .field(let name):
        guard Self.isWrittenAsIs(name) else { return nil }
        step = "." + name
      case .shared(let name):
        guard tail == nil, Self.isWrittenAsIs(name) else { return nil }
        head += ".$" + name + ".withLock { $0"
        tail = ""
      // The optional itself is what changes when nothing follows it.
      case .unwrapped: if isFollowed { step = "?" }
      case .index(let index): step = "[\(index)]"
      case .end(let index): if isFollowed { step = "[\(index)]" }
      case .key(let key):
        guard key is String || key is Int else { return nil }
        // A dictionary's subscript gives an optional: a part of its value is reached with `?`.
        step = "[\(ValueDumper.singleLine(of: key))]" + (isFollowed ? "?" : "")
      case .ownID(let id):
        guard let written = Self.idLiteral(id.base) else { return nil }
        // `subscript(id:)` gives an optional too.
        step = "[id: \(written)]" + (isFollowed ? "?" : "")
      case .payload, .readOnly, .id, .line: return nil
      }
      if let written = tail { tail = written + step } else { head += step }
    }
    prefix = head + (tail ?? "") + ending
    suffix = closing + (tail == nil ? "" : " }")
    takesValue = kind != .removed
  }

  /// This place set whole, to `value` (its actual value as Swift,
  /// ``ValueDumper/swiftLiteral(of:)``): `$0.mode = .loaded("y")`; `nil` when Swift cannot write
  /// the value.
  func settingWhole(to value: String?) -> AssignmentTarget? {
    guard takesValue, let value, isLiteralDump(value) else { return nil }
    var target = self
    target.wholeValue = value
    return target
  }

  /// The same line, for a change that an earlier change's line already makes.
  var writtenByEarlierLine: AssignmentTarget {
    var target = self
    target.isWrittenByEarlierLine = true
    return target
  }

  /// The closure's line that makes the actual value, whose dump is `actual` (or the enclosing
  /// place's whole value); `nil` when that dump is not Swift (``isLiteralDump(_:)``).
  func line(setting actual: String) -> String? {
    guard takesValue else { return prefix + suffix }
    let value = wholeValue ?? actual
    return isLiteralDump(value) ? prefix + value + suffix : nil
  }

  /// An id as a test writes it in `subscript(id:)`: a number, a string, a test UUID as
  /// `UUID(3)` (``Foundation/UUID/init(_:fileID:filePath:line:column:)``), another UUID by its
  /// text, a stack's screen by its number; `nil` for any other id.
  private static func idLiteral(_ id: Any) -> String? {
    switch id {
    case let id as String: return id.debugDescription
    case let id as StackElementID: return "\(id.generation)"
    case let id as UUID: return ValueDumper.uuidLiteral(id)
    case let id as any BinaryInteger: return "\(id)"
    default: return nil
    }
  }

  /// A property name Swift reads as written: an identifier that is no keyword, or a tuple's
  /// position.
  private static func isWrittenAsIs(_ name: String) -> Bool {
    var scalars = name.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return false }
    if ("0"..."9").contains(first) { return name.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
    guard first == "_" || first.properties.isAlphabetic else { return false }
    while let scalar = scalars.next() {
      guard scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { return false }
    }
    return !swiftKeywords.contains(name)
  }

  private static let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
    "protocol", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "is",
    "nil", "self", "super", "throw", "throws", "true", "false", "try", "Self", "Any",
  ]
}

/// Whether a dump is Swift that writes its value with no type named but a test UUID's: a number,
/// `true`, `nil`, a string, a UUID as a test writes it (`UUID(3)`, `UUID(uuidString: "…")!`), an
/// enum case (`.loading`, `.loaded("x")`), or arrays, dictionaries and tuples of them. A struct's
/// dump (`Item(title: "a")`), a UUID as a diff shows it (`UUID(00000000-…)`) or a `Date(…)` is not.
///
/// ```swift
/// isLiteralDump(".loaded(\"x\")")   // true
/// isLiteralDump("Date(1970-01-01 00:00:00 +0000)")   // false
/// ```
package func isLiteralDump(_ dump: String) -> Bool {
  guard !dump.isEmpty, !dump.contains("\n") else { return false }
  // The dump with each string's contents left out: what is left must be literals' words.
  var skeleton = ""
  var inString = false
  var escaped = false
  for character in dump {
    if inString {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        inString = false
        skeleton.append(character)
      }
      continue
    }
    guard character.isASCII, character.isLetter || character.isNumber || "\"_.,:-+[]()! ".contains(character) else {
      return false
    }
    if character == "\"" { inString = true }
    skeleton.append(character)
  }
  guard !inString else { return false }
  // A UUID as a test writes it (`UUID(3)`, `UUID(uuidString: "…")!`) stands for a value too.
  skeleton = skeleton.replacing(#/UUID\((uuidString: ""\)!|[0-9]+\))/#, with: "0")
  guard !skeleton.contains("!") else { return false }
  let words = skeleton.split(whereSeparator: { " ,[]()".contains($0) })
  return words.allSatisfy { word in
    // A label (`count:`), a number, a string, an enum case, or one of Swift's literal words; a
    // word that names a type (`Item`, `UUID`), stands alone (`inf`) or only starts with a digit
    // (a UUID's description, `00000000-0000-…`) is not.
    word.hasSuffix(":") || word.hasPrefix(".") || word.hasPrefix("\"")
      || ((word.first?.isNumber == true || (word.first == "-" && word.dropFirst().first?.isNumber == true))
        && Double(word) != nil)
      || ["true", "false", "nil"].contains(word)
  }
}
