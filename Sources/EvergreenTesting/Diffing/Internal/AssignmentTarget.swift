/// Where a change lies as an assert closure reaches it from `$0`, and how the closure's line makes
/// the actual value there: `$0.items["Apple"] = 2`, `$0.stock["Pear"] = nil`,
/// `$0.log.append("tapped")`, `$0.log.removeLast()`, or `$0.$total.withLock { $0 = 3 }` for a
/// shared value.
///
/// Found for every change a difference asked for its lines records, so it costs no text for the
/// usual place, which Swift writes as the change's path reads (`items["Apple"]`): only a place
/// reached through an optional (`note?.title`), a shared value or a list's end keeps text of its
/// own.
///
/// ```swift
/// AssignmentTarget(path: [.field("cart"), .unwrapped, .field("total")], kind: .changed)?.line(at: "cart.total", actual: "240")
/// // "$0.cart?.total = 240"
/// ```
struct AssignmentTarget: Sendable {
  /// The line around the value, when not `$0.` and the change's path, then ` = `.
  private var written: (prefix: String, suffix: String)?
  /// Whether the line holds the actual value (a removed entry or element's line has its own).
  private var takesValue = true

  /// The target of a change of `kind` at the place `path` names, or `nil` when Swift cannot write
  /// it so: the root itself, an enum case's payload, an element placed by its id or inside a list,
  /// a line of a text, a read-only wrapper, a field whose name is not written as it is, a second
  /// shared value on the way, or a move.
  init?(path: [DiffPathComponent], kind: ValueDifference.Change.Kind) {
    guard !path.isEmpty else { return nil }
    var asRendered = true
    for (position, component) in path.enumerated() {
      let isLast = position == path.count - 1
      switch component {
      case .field(let name):
        guard Self.isWrittenAsIs(name) else { return nil }
      case .shared(let name):
        guard Self.isWrittenAsIs(name) else { return nil }
        asRendered = false
      // The optional itself is what changes when nothing follows it.
      case .unwrapped: if !isLast { asRendered = false }
      case .index, .end: break
      case .key(let key):
        guard key is String || key is Int else { return nil }
        // A dictionary's subscript gives an optional: a part of its value is reached with `?`.
        if !isLast { asRendered = false }
      case .payload, .readOnly, .id, .line: return nil
      }
    }
    // An entry or an element comes and goes whole; a value changes in place.
    switch (kind, path.last) {
    case (.changed, .end?), (.moved, _): return nil
    case (.changed, _), (.added, .key?): if !asRendered { written = Self.written(path, ending: " = ") }
    case (.removed, .key?): written = Self.written(path, ending: " = nil")
    case (.added, .end?): written = Self.written(path, ending: ".append(", closing: ")")
    case (.removed, .end?): written = Self.written(path, ending: ".removeLast()")
    case (.added, _), (.removed, _): return nil
    }
    if kind == .removed { takesValue = false }
    if (!asRendered || kind == .removed || path.last.isEnd) && written == nil { return nil }
  }

  /// The closure's line for the change at `path` (as its path reads) whose actual value's dump is
  /// `actual`; `nil` when that dump is not Swift (``isLiteralDump(_:)``).
  func line(at path: String, actual: String) -> String? {
    guard takesValue else { return written.map { $0.prefix + $0.suffix } }
    guard isLiteralDump(actual) else { return nil }
    if let written { return written.prefix + actual + written.suffix }
    return (path.hasPrefix("[") ? "$0" : "$0.") + path + " = " + actual
  }

  /// `path` written out, with `?` after each optional and dictionary entry that something follows, a shared value's
  /// `withLock` around the rest, then `ending` (` = `, `.append(`: an element at a list's end is
  /// the list's to add or take, so the line calls on the list), and `closing` after the value.
  /// `nil` with a second shared value on the way.
  private static func written(
    _ path: [DiffPathComponent], ending: String, closing: String = ""
  ) -> (prefix: String, suffix: String)? {
    var head = "$0"
    var tail: String?
    for (position, component) in path.enumerated() {
      var step = ""
      switch component {
      case .field(let name): step = "." + name
      case .shared(let name):
        guard tail == nil else { return nil }
        head += ".$" + name + ".withLock { $0"
        tail = ""
      case .unwrapped: if position < path.count - 1 { step = "?" }
      case .index(let index): step = "[\(index)]"
      case .end(let index): if position < path.count - 1 { step = "[\(index)]" }
      case .key(let key): step = "[\(ValueDumper.singleLine(of: key))]" + (position < path.count - 1 ? "?" : "")
      case .payload, .readOnly, .id, .line: return nil
      }
      if let written = tail { tail = written + step } else { head += step }
    }
    guard let tail else { return (head + ending, closing) }
    return (head + tail + ending, closing + " }")
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

/// Whether a dump is Swift that writes its value with no type named: a number, `true`, `nil`, a
/// string, an enum case (`.loading`, `.loaded("x")`), or arrays, dictionaries and tuples of them.
/// A struct's dump (`Item(title: "a")`), a `UUID(…)` or `Date(…)` is not.
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
    guard character.isASCII, character.isLetter || character.isNumber || "\"_.,:-+[]() ".contains(character) else {
      return false
    }
    if character == "\"" { inString = true }
    skeleton.append(character)
  }
  guard !inString else { return false }
  let words = skeleton.split(whereSeparator: { " ,[]()".contains($0) })
  return words.allSatisfy { word in
    // A label (`count:`), a number, a string, an enum case, or one of Swift's literal words; a
    // word that names a type (`Item`, `UUID`) or stands alone (`inf`) is not.
    word.hasSuffix(":") || word.hasPrefix(".") || word.hasPrefix("\"") || word.first?.isNumber == true
      || (word.first == "-" && word.dropFirst().first?.isNumber == true)
      || ["true", "false", "nil"].contains(word)
  }
}

extension DiffPathComponent? {
  /// Whether the component is an element at a list's end.
  fileprivate var isEnd: Bool {
    if case .end? = self { true } else { false }
  }
}
