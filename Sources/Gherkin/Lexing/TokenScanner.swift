/// Splits a source into line tokens (at `\n` only; a `\r` before it stays part of the line and is
/// removed from the texts later), then yields one end-of-file token.
struct TokenScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var lineNumber = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func read() -> Token {
    lineNumber += 1
    guard position < bytes.count else { return Token(line: nil, lineNumber: lineNumber) }
    let start = position
    let count = bytes.count
    let end = UTF8Text.firstLineBreak(in: bytes, from: start, to: count)
    let hasLineBreak = end < count
    position = hasLineBreak ? end + 1 : end
    let line = GherkinLine(source: bytes, number: lineNumber, start: start, end: end, hasLineBreak: hasLineBreak)
    return Token(line: line, lineNumber: lineNumber)
  }
}
