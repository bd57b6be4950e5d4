import CucumberMessages

/// Turns a Cucumber Expression's syntax tree into the regular expression the reference
/// generates (`three (blind) mice` → `^three (?:blind)? mice$`), checking the rules the grammar
/// alone does not enforce (no parameter inside an optional, no empty alternative, ...).
struct RegexCompiler {
  typealias Node = CucumberExpressionNode

  let expression: String
  let registry: ParameterTypeRegistry
  /// The parameter types in the order their capture groups appear.
  private(set) var parameterTypes: [ParameterType] = []

  init(expression: String, registry: ParameterTypeRegistry) {
    self.expression = expression
    self.registry = registry
  }

  mutating func compile(_ node: Node) throws -> String {
    switch node.kind {
    case .text:
      return Self.escape(node.text)
    case .optional:
      return try compileOptional(node)
    case .alternation:
      return try compileAlternation(node)
    case .alternative:
      return try compileAll(node.nodes).joined()
    case .parameter:
      return try compileParameter(node)
    case .expression:
      return "^" + (try compileAll(node.nodes).joined()) + "$"
    }
  }

  private mutating func compileAll(_ nodes: [Node]) throws -> [String] {
    var parts: [String] = []
    for node in nodes { parts.append(try compile(node)) }
    return parts
  }

  private mutating func compileOptional(_ node: Node) throws -> String {
    if let parameter = node.nodes.first(where: { $0.kind == .parameter }) {
      throw ProblemMessages.parameterInOptional(expression, parameter)
    }
    if let optional = node.nodes.first(where: { $0.kind == .optional }) {
      throw ProblemMessages.optionalInOptional(expression, optional)
    }
    guard node.nodes.contains(where: { $0.kind == .text }) else {
      throw ProblemMessages.optionalMayNotBeEmpty(expression, node)
    }
    return "(?:" + (try compileAll(node.nodes).joined()) + ")?"
  }

  private mutating func compileAlternation(_ node: Node) throws -> String {
    for alternative in node.nodes {
      if alternative.nodes.isEmpty {
        throw ProblemMessages.alternativeMayNotBeEmpty(expression, alternative)
      }
      guard alternative.nodes.contains(where: { $0.kind == .text }) else {
        throw ProblemMessages.alternativeOnlyOptionals(expression, alternative)
      }
    }
    return "(?:" + (try compileAll(node.nodes).joined(separator: "|")) + ")"
  }

  private mutating func compileParameter(_ node: Node) throws -> String {
    let name = node.text
    guard let type = registry.lookup(name: name) else {
      throw ProblemMessages.undefinedParameterType(expression, node, name: name)
    }
    parameterTypes.append(type)
    if type.regexps.count == 1 {
      return "(" + type.regexps[0] + ")"
    }
    return "((?:" + type.regexps.joined(separator: ")|(?:") + "))"
  }

  /// Escapes the characters that mean something in a regular expression.
  static func escape(_ text: String) -> String {
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if #"\^[({$.|?*+})]"#.unicodeScalars.contains(scalar) { escaped.append("\\") }
      escaped.append(scalar)
    }
    return String(escaped)
  }
}
