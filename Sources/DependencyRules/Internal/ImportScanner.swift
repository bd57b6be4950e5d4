import Foundation

/// Finds the `import` declarations of a Swift file without a compiler: line by line, outside
/// comments and string literals, so every branch of an `#if` counts.
enum ImportScanner {
  static let attributesAndModifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]
  static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor",
  ]

  static func imports(in text: String, file: String) -> [ImportStatement] {
    var result: [ImportStatement] = []
    var inBlockComment = 0
    var inMultilineString = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = Array(rawLine)
      let code = blankingCommentsAndStrings(line, blockDepth: &inBlockComment, inMultilineString: &inMultilineString)
      if let (module, column) = importedModule(in: code) {
        result.append(ImportStatement(module: module, file: file, line: index + 1, column: column))
      }
    }
    return result
  }

  /// The module and its 1-based column when `code` (comments blanked out) is an import declaration.
  static func importedModule(in code: [Character]) -> (String, Int)? {
    var words = Words(code)
    guard var word = words.next() else { return nil }
    while word.text.hasPrefix("@") || attributesAndModifiers.contains(word.text) {
      guard let next = words.next() else { return nil }
      word = next
    }
    guard word.text == "import", var module = words.next() else { return nil }
    if importKinds.contains(module.text), let path = words.next() { module = path }
    let name = module.text.prefix { $0 != "." }
    guard let first = name.first, first.isLetter || first == "_" else { return nil }
    return (String(name), module.column)
  }
}

/// The words of a line of code (attribute arguments such as `@_spi(X)` stay with their attribute).
struct Words: IteratorProtocol {
  let characters: [Character]
  var index = 0

  init(_ characters: [Character]) { self.characters = characters }

  mutating func next() -> (text: String, column: Int)? {
    while index < characters.count, characters[index].isWhitespace || characters[index] == ";" { index += 1 }
    guard index < characters.count else { return nil }
    let start = index
    var depth = 0
    while index < characters.count {
      let character = characters[index]
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0, character.isWhitespace || character == ";" { break }
      index += 1
    }
    return (String(characters[start..<index]), start + 1)
  }
}

/// A line with comments and string contents replaced by spaces, columns kept.
func blankingCommentsAndStrings(_ line: [Character], blockDepth: inout Int, inMultilineString: inout Bool)
  -> [Character]
{
  var out = line
  var index = 0
  var inString = false
  /// Blanks the next `count` characters (those of the line) and moves past them.
  func blankAndSkip(_ count: Int) {
    for i in index..<min(index + count, out.count) { out[i] = " " }
    index += count
  }
  while index < line.count {
    let character = line[index]
    let next: Character? = index + 1 < line.count ? line[index + 1] : nil
    let opensTripleQuote = character == "\"" && next == "\"" && index + 2 < line.count && line[index + 2] == "\""
    if blockDepth > 0 {
      if character == "*", next == "/" {
        blockDepth -= 1
        blankAndSkip(2)
      } else if character == "/", next == "*" {
        blockDepth += 1
        blankAndSkip(2)
      } else {
        blankAndSkip(1)
      }
    } else if inMultilineString {
      if opensTripleQuote {
        inMultilineString = false
        index += 3
      } else {
        blankAndSkip(1)
      }
    } else if inString {
      if character == "\\" {
        blankAndSkip(2)
      } else if character == "\"" {
        inString = false
        index += 1
      } else {
        blankAndSkip(1)
      }
    } else if character == "/", next == "/" {
      blankAndSkip(line.count - index)
    } else if character == "/", next == "*" {
      blockDepth += 1
      blankAndSkip(2)
    } else if opensTripleQuote {
      inMultilineString = true
      index += 3
    } else {
      if character == "\"" { inString = true }
      index += 1
    }
  }
  return out
}
