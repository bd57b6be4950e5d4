/// A boolean expression over tags that selects scenarios: `@fast and not (@wip or @slow)`.
///
/// `not` binds tighter than `and`, which binds tighter than `or`; `and` and `or` group from the
/// left. Parentheses group. Inside a tag, `\(`, `\)`, `\\` and `\ ` (any whitespace) escape.
/// An empty expression selects everything.
///
/// ```swift
/// let selection = try TagExpression(parsing: "@fast and not (@wip or @slow)")
/// selection.evaluate(["@fast"])          // true
/// selection.evaluate(["@fast", "@wip"])  // false
/// selection.description                  // "( @fast and not ( @wip or @slow ) )"
/// ```
///
/// Parsing throws a ``TagExpressionError`` with the official message.
public struct TagExpression: Sendable, Hashable, CustomStringConvertible {
  indirect enum Node: Sendable, Hashable {
    case always
    case tag(String)
    case not(Node)
    case and(Node, Node)
    case or(Node, Node)
  }

  /// The expression as given.
  public let source: String
  let root: Node

  /// Parses `expression`; throws a ``TagExpressionError`` with the official message when it is malformed.
  public init(parsing expression: String) throws {
    self.source = expression
    self.root = try TagExpressionParser(expression).parse()
  }

  /// Whether a scenario with `tags` is selected.
  public func evaluate(_ tags: some Collection<String>) -> Bool {
    root.evaluate(Set(tags))
  }

  /// The fully parenthesised form, as the reference formats it (`( a and b )`, `not ( a )`).
  public var description: String { root.description }
}

extension TagExpression.Node: CustomStringConvertible {
  func evaluate(_ tags: Set<String>) -> Bool {
    switch self {
    case .always: true
    case .tag(let name): tags.contains(name)
    case .not(let node): !node.evaluate(tags)
    case .and(let left, let right): left.evaluate(tags) && right.evaluate(tags)
    case .or(let left, let right): left.evaluate(tags) || right.evaluate(tags)
    }
  }

  var description: String {
    switch self {
    case .always:
      return ""
    case .tag(let name):
      var escaped = ""
      for character in name {
        if character == "\\" || character == "(" || character == ")" {
          escaped += "\\" + String(character)
        } else if character.isWhitespace {
          escaped += "\\ "
        } else {
          escaped.append(character)
        }
      }
      return escaped
    case .not(let node):
      switch node {
      case .and, .or: return "not \(node)"
      default: return "not ( \(node) )"
      }
    case .and(let left, let right):
      return "( \(left) and \(right) )"
    case .or(let left, let right):
      return "( \(left) or \(right) )"
    }
  }
}
