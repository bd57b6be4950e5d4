import CucumberMessages

/// Splits a Cucumber Expression into tokens, resolving escapes (`\(`, `\{`, `\/`, `\\`, `\ `).
struct Tokenizer {
  let expression: String

  func tokenize() throws -> [CucumberExpressionToken] {
    let scalars = Array(expression.unicodeScalars)
    var tokens: [CucumberExpressionToken] = []
    var pending = PendingToken()
    var previousKind = CucumberExpressionToken.Kind.startOfLine
    var escaping = false

    if scalars.isEmpty {
      tokens.append(CucumberExpressionToken(kind: .startOfLine, text: "", start: 0, end: 0))
    }
    for scalar in scalars {
      if !escaping && scalar == "\\" {
        pending.escapes += 1
        escaping = true
        continue
      }
      let kind: CucumberExpressionToken.Kind
      if escaping {
        guard Self.canEscape(scalar) else {
          throw ProblemMessages.cannotEscape(expression, index: pending.start + pending.count + pending.escapes)
        }
        kind = .text
      } else {
        kind = Self.kind(of: scalar)
      }
      escaping = false
      if Self.startsNewToken(previous: previousKind, current: kind) {
        tokens.append(pending.flush(as: previousKind))
      }
      previousKind = kind
      pending.append(scalar)
    }
    if pending.count > 0 {
      tokens.append(pending.flush(as: previousKind))
    }
    if escaping {
      throw ProblemMessages.endOfLineCannotBeEscaped(expression)
    }
    tokens.append(
      CucumberExpressionToken(kind: .endOfLine, text: "", start: scalars.count, end: scalars.count))
    return tokens
  }

  /// The scalars of the token being read, where it starts, and the escapes (backslashes) read since the
  /// last text token, which a text token's end counts in.
  private struct PendingToken {
    private var text = String.UnicodeScalarView()
    private(set) var count = 0
    private(set) var start = 0
    var escapes = 0

    mutating func append(_ scalar: Unicode.Scalar) {
      text.append(scalar)
      count += 1
    }

    /// The token read so far, as `kind`; the next one starts where it ends.
    mutating func flush(as kind: CucumberExpressionToken.Kind) -> CucumberExpressionToken {
      var escapesInToken = 0
      if kind == .text {
        escapesInToken = escapes
        escapes = 0
      }
      let end = start + count + escapesInToken
      let token = CucumberExpressionToken(kind: kind, text: String(text), start: start, end: end)
      text = String.UnicodeScalarView()
      count = 0
      start = end
      return token
    }
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
