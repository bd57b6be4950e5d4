/// A document's text as lines, and the conversions between Gherkin's positions (1-based lines,
/// 1-based columns counted in Unicode scalars) and the protocol's (0-based lines, characters
/// counted in UTF-16 code units).
struct TextLines {
  let lines: [Substring]

  /// The lines of `text`, split as Gherkin splits them (`sourceLines`).
  init(_ text: String) {
    lines = text.sourceLines
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

  /// `text` with the part between two protocol positions replaced (positions past a line's end
  /// or the text's end are taken as those ends).
  static func replacing(_ range: Range<TextPosition>, in text: String, with replacement: String) -> String {
    let utf16 = text.utf16
    func offset(_ position: TextPosition) -> Int {
      var line = 0
      var index = 0
      var lineStart = 0
      for unit in utf16 {
        if line == position.line { break }
        index += 1
        if unit == 0x0A {
          line += 1
          lineStart = index
        }
      }
      guard line == position.line else { return utf16.count }
      var lineEnd = lineStart
      for unit in utf16.dropFirst(lineStart) {
        if unit == 0x0A || unit == 0x0D { break }
        lineEnd += 1
      }
      return min(lineStart + max(0, position.character), lineEnd)
    }
    let start = offset(range.lowerBound)
    let end = max(start, offset(range.upperBound))
    let startIndex = String.Index(utf16.index(utf16.startIndex, offsetBy: start), within: text) ?? text.endIndex
    let endIndex = String.Index(utf16.index(utf16.startIndex, offsetBy: end), within: text) ?? text.endIndex
    return String(text[..<startIndex]) + replacement + String(text[endIndex...])
  }
}

extension TextPosition: Comparable {
  static func < (left: TextPosition, right: TextPosition) -> Bool {
    (left.line, left.character) < (right.line, right.character)
  }
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
