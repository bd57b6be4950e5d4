/// A node of a Cucumber Expression's syntax tree, as the official parser defines it.
///
/// ```swift
/// let ast = try CucumberExpression.parse("three (blind) mice")
/// ast.kind                 // .expression
/// ast.nodes[2].kind        // .optional
/// ast.nodes[2].text        // "blind"
/// ```
package struct CucumberExpressionNode: Sendable, Hashable {
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    case text = "TEXT_NODE"
    case optional = "OPTIONAL_NODE"
    case alternation = "ALTERNATION_NODE"
    case alternative = "ALTERNATIVE_NODE"
    case parameter = "PARAMETER_NODE"
    case expression = "EXPRESSION_NODE"
  }

  package let kind: Kind
  /// Child nodes (empty for a text node).
  package let nodes: [CucumberExpressionNode]
  /// The text of a text node (and of an alternative separator while parsing); `nil` otherwise.
  package let token: String?
  /// Code point offset where the node starts in the expression.
  package let start: Int
  /// Code point offset just past the node.
  package let end: Int

  package init(
    kind: Kind, nodes: [CucumberExpressionNode] = [], token: String? = nil, start: Int, end: Int
  ) {
    self.kind = kind
    self.nodes = nodes
    self.token = token
    self.start = start
    self.end = end
  }

  /// The node's text: its own token, or its children's text joined (a parameter's name).
  package var text: String {
    nodes.isEmpty ? (token ?? "") : nodes.map(\.text).joined()
  }
}
