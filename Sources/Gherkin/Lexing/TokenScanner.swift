/// Splits a source into line tokens (at `\n` only; a `\r` before it stays part of the line and is
/// removed from the texts later), then yields one end-of-file token.
struct TokenScanner {
  private let bytes: [UInt8]
  private var position = 0
  private var lineNumber = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func read() -> Token {
    lineNumber += 1
    guard position < bytes.count else { return Token(line: nil, lineNumber: lineNumber) }
    let start = position
    var end = start
    let count = bytes.count
    // Find the next line break quickly.
    end = bytes.withUnsafeBufferPointer { buffer in
      var index = start
      while index < count && buffer[index] != 0x0A { index += 1 }
      return index
    }
    let hasLineBreak = end < count
    position = hasLineBreak ? end + 1 : end
    let line = GherkinLine(bytes: bytes, number: lineNumber, start: start, end: end, hasLineBreak: hasLineBreak)
    return Token(line: line, lineNumber: lineNumber)
  }
}
