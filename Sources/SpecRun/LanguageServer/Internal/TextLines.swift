/// A document's text as lines, and the conversions between Gherkin's positions (1-based lines,
/// 1-based columns counted in Unicode scalars) and the protocol's (0-based lines, characters
/// counted in UTF-16 code units).
struct TextLines {
  let lines: [Substring]

  init(_ text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? line.dropLast() : line
    }
  }

  /// The 0-based line `index`, or an empty line past the end.
  func line(_ index: Int) -> Substring { lines.indices.contains(index) ? lines[index] : "" }

  /// The UTF-16 offset of Gherkin's 1-based scalar `column` on the 0-based line `index`.
  func character(line index: Int, column: Int) -> Int {
    let scalars = line(index).unicodeScalars
    return scalars.prefix(max(0, column - 1)).reduce(0) { $0 + $1.utf16.count }
  }

  /// The line's text before the UTF-16 offset `character`.
  func prefix(line index: Int, character: Int) -> Substring {
    let text = line(index)
    let utf16 = text.utf16
    let end = utf16.index(utf16.startIndex, offsetBy: min(max(0, character), utf16.count))
    return text[text.startIndex..<(String.Index(end, within: text) ?? text.endIndex)]
  }

  /// The UTF-16 length of the line.
  func length(line index: Int) -> Int { line(index).utf16.count }
}

/// A 0-based position and range as the protocol has them.
struct TextPosition: Hashable, Sendable {
  var line: Int
  var character: Int

  var json: RPCValue { ["line": .int(line), "character": .int(character)] }

  init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  init?(_ json: RPCValue?) {
    guard let line = json?["line"]?.int, let character = json?["character"]?.int else { return nil }
    self.init(line: line, character: character)
  }
}

struct TextRange: Hashable, Sendable {
  var start: TextPosition
  var end: TextPosition

  var json: RPCValue { ["start": start.json, "end": end.json] }

  /// From `start` to `end` on one line.
  init(line: Int, from start: Int, to end: Int) {
    self.start = TextPosition(line: line, character: start)
    self.end = TextPosition(line: line, character: end)
  }
}
