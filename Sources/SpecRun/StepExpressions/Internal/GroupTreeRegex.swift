import Foundation

/// A compiled regular expression that reports a match as a tree of ``ArgumentGroup``s, mirroring
/// how its capture groups nest. Both step expression kinds match through it.
///
/// The whole text must match (`\A(?:pattern)\z`), as Cucumber-JVM does; the pattern's own group
/// numbering is unchanged by that wrapper.
///
/// Matching is a pure function of the text, so it is done once per distinct text: a step written
/// the same way in many scenarios is matched from `recent`, unless the expression says the
/// texts' matches are kept above it (`remembers: false`: a run's `StepMatchMemo` keeps every
/// match made by built-in parameter types, so remembering them here too would only cost a look-up
/// and an entry per new text). Texts that cannot start with the pattern's literal beginning
/// (``RequiredPrefix``) are turned away without the regular expression.
final class GroupTreeRegex: @unchecked Sendable {
  // @unchecked: NSRegularExpression is immutable after creation and documented as safe to use
  // from several threads at once; `shape` and `prefix` are immutable values; `recent` is guarded
  // by `lock`.
  let pattern: String
  let shape: GroupShape
  private let regex: NSRegularExpression
  private let prefix: RequiredPrefix
  private let lock = NSLock()
  /// Whether matches are kept in `recent`.
  private let remembers: Bool
  private var recent: [String: ArgumentGroup?] = [:]
  /// How many texts `recent` holds before it starts over, so memory stays bounded.
  private static let recentLimit = 4_096

  /// Throws Foundation's error when `pattern` is not a valid ICU regular expression. With
  /// `remembers: false` every text is matched afresh (its caller keeps the results).
  init(_ pattern: String, remembers: Bool = true) throws {
    self.pattern = pattern
    self.remembers = remembers
    self.regex = try NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z")
    self.shape = GroupShape.parse(pattern)
    self.prefix = RequiredPrefix(pattern)
  }

  /// The root group (the whole match) with its nested capture groups, or `nil` when `text` does
  /// not match.
  func match(_ text: String) -> ArgumentGroup? {
    guard prefix.admits(text) else { return nil }
    guard remembers else { return matchAfresh(text) }
    if let known = remembered(text) { return known }
    let found = matchAfresh(text)
    remember(found, for: text)
    return found
  }

  private func remembered(_ text: String) -> ArgumentGroup?? {
    lock.lock()
    defer { lock.unlock() }
    return recent[text]
  }

  private func remember(_ found: ArgumentGroup?, for text: String) {
    lock.lock()
    defer { lock.unlock() }
    if recent.count >= Self.recentLimit { recent.removeAll(keepingCapacity: true) }
    recent[text] = .some(found)
  }

  private func matchAfresh(_ text: String) -> ArgumentGroup? {
    guard let result = regex.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count))
    else { return nil }
    var nextIndex = 0
    return shape.build(from: result, in: text, nextIndex: &nextIndex)
  }
}

/// The nesting of a pattern's capture groups, found by reading the pattern's source.
struct GroupShape: Sendable {
  /// The capture group's source between its parentheses (the whole pattern for the root).
  var source: String
  var children: [GroupShape]

  /// Reads `pattern`, skipping escaped characters, character classes and non-capturing groups
  /// (`(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?i)`, ...); named groups `(?<name>` do capture.
  static func parse(_ pattern: String) -> GroupShape {
    let characters = Array(pattern.unicodeScalars)
    var stack: [(shape: GroupShape, start: Int, capturing: Bool)] = [
      (GroupShape(source: pattern, children: []), -1, true)
    ]
    var escaping = false
    var inCharacterClass = false
    for (index, character) in characters.enumerated() {
      defer { escaping = character == "\\" && !escaping }
      if escaping { continue }
      switch character {
      case "[":
        inCharacterClass = true
      case "]":
        inCharacterClass = false
      case "(" where !inCharacterClass:
        stack.append(
          (GroupShape(source: "", children: []), index, isCapturing(characters, openingAt: index)))
      case ")" where !inCharacterClass && stack.count > 1:
        var closed = stack.removeLast()
        if closed.capturing {
          closed.shape.source = String(String.UnicodeScalarView(characters[(closed.start + 1)..<index]))
          stack[stack.count - 1].shape.children.append(closed.shape)
        } else {
          stack[stack.count - 1].shape.children.append(contentsOf: closed.shape.children)
        }
      default:
        break
      }
    }
    return stack[0].shape
  }

  private static func isCapturing(_ characters: [Unicode.Scalar], openingAt index: Int) -> Bool {
    func character(at offset: Int) -> Unicode.Scalar? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    guard character(at: 1) == "?" else { return true }
    guard character(at: 2) == "<" else { return false }
    // (?<=X) and (?<!X) are look-behinds; (?<name>X) captures.
    return character(at: 3) != "=" && character(at: 3) != "!"
  }

  /// The group tree of `result`; group values are cut from `text` by their UTF-16 ranges (which
  /// the regular expression engine always ends on whole Unicode scalars).
  func build(from result: NSTextCheckingResult, in text: String, nextIndex: inout Int)
    -> ArgumentGroup
  {
    let index = nextIndex
    nextIndex += 1
    let children = self.children.map { $0.build(from: result, in: text, nextIndex: &nextIndex) }
    let range = index < result.numberOfRanges ? result.range(at: index) : NSRange(location: NSNotFound, length: 0)
    guard range.location != NSNotFound else {
      return ArgumentGroup(value: nil, start: nil, end: nil, children: children)
    }
    let utf16 = text.utf16
    let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
    let upper = utf16.index(lower, offsetBy: range.length)
    return ArgumentGroup(
      value: String(text[lower..<upper]), start: range.location,
      end: range.location + range.length, children: children)
  }
}
