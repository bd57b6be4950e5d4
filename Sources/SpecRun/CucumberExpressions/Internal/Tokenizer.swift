import CucumberMessages

/// Splits a Cucumber Expression into tokens, resolving escapes (`\(`, `\{`, `\/`, `\\`, `\ `).
struct Tokenizer {
  let expression: String

  func tokenize() throws -> [CucumberExpressionToken] {
    let scalars = Array(expression.unicodeScalars)
    var tokens: [CucumberExpressionToken] = []
    var buffer = String.UnicodeScalarView()
    var bufferCount = 0
    var bufferStart = 0
    var escapesInBuffer = 0
    var previousKind = CucumberExpressionToken.Kind.startOfLine
    var escaping = false

    func flush(as kind: CucumberExpressionToken.Kind) -> CucumberExpressionToken {
      var escapes = 0
      if kind == .text {
        escapes = escapesInBuffer
        escapesInBuffer = 0
      }
      let end = bufferStart + bufferCount + escapes
      let token = CucumberExpressionToken(
        kind: kind, text: String(buffer), start: bufferStart, end: end)
      buffer = String.UnicodeScalarView()
      bufferCount = 0
      bufferStart = end
      return token
    }

    if scalars.isEmpty {
      tokens.append(CucumberExpressionToken(kind: .startOfLine, text: "", start: 0, end: 0))
    }
    for scalar in scalars {
      if !escaping && scalar == "\\" {
        escapesInBuffer += 1
        escaping = true
        continue
      }
      let kind: CucumberExpressionToken.Kind
      if escaping {
        guard Self.canEscape(scalar) else {
          throw ProblemMessages.cannotEscape(
            expression, index: bufferStart + bufferCount + escapesInBuffer)
        }
        kind = .text
      } else {
        kind = Self.kind(of: scalar)
      }
      escaping = false
      if Self.startsNewToken(previous: previousKind, current: kind) {
        tokens.append(flush(as: previousKind))
      }
      previousKind = kind
      buffer.append(scalar)
      bufferCount += 1
    }
    if bufferCount > 0 {
      tokens.append(flush(as: previousKind))
    }
    if escaping {
      throw ProblemMessages.endOfLineCannotBeEscaped(expression)
    }
    tokens.append(
      CucumberExpressionToken(kind: .endOfLine, text: "", start: scalars.count, end: scalars.count))
    return tokens
  }

  private static func startsNewToken(
    previous: CucumberExpressionToken.Kind, current: CucumberExpressionToken.Kind
  ) -> Bool {
    current != previous || (current != .whiteSpace && current != .text)
  }

  static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }

  private static func canEscape(_ scalar: Unicode.Scalar) -> Bool {
    isWhiteSpace(scalar) || "\\/{}()".unicodeScalars.contains(scalar)
  }

  private static func kind(of scalar: Unicode.Scalar) -> CucumberExpressionToken.Kind {
    if isWhiteSpace(scalar) { return .whiteSpace }
    switch scalar {
    case "/": return .alternation
    case "{": return .beginParameter
    case "}": return .endParameter
    case "(": return .beginOptional
    case ")": return .endOptional
    default: return .text
    }
  }
}
