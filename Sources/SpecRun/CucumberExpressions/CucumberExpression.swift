/// A step pattern written as a Cucumber Expression: plain text with parameters (`{int}`),
/// optional text (`cucumber(s)`), alternatives (`belly/stomach`) and escapes (`\(`, `\{`, `\/`,
/// `\\`).
///
/// ```swift
/// let registry = ParameterTypeRegistry()
/// let expression = try CucumberExpression(
///   "I have {int} cucumber(s) in my belly/stomach", registry: registry)
/// let arguments = try expression.match("I have 42 cucumbers in my stomach")
/// arguments?[0].value as? Int  // 42
/// ```
///
/// Creating one throws a ``CucumberExpressionError`` carrying the official message (with a
/// column marker) when the expression is malformed or names an undefined parameter type.
public struct CucumberExpression: StepExpression {
  public let source: String
  /// The expression's syntax tree.
  package let ast: CucumberExpressionNode
  /// The regular expression the expression compiles to, e.g. `^I have ((?:-?\d+)|(?:\d+))$`.
  public let regex: String
  /// The parameter types of the expression's parameters, in order.
  public let parameterTypes: [ParameterType]
  private let treeRegex: GroupTreeRegex
  /// The literal text every matching step starts with (`"I have "` for `I have {int} cucumbers`):
  /// a step that does not start with it is refused without running the regular expression, as
  /// most of a library's expressions are for any one step.
  private let literalPrefix: [UInt8]
  /// Reads a step directly when the expression is plain text and whole numbers
  /// (`a number {int}`), so most steps never reach the regular expression; `nil` otherwise.
  private let reader: WholeNumberExpressionReader?

  /// Compiles `source` with `registry`'s parameter types; throws a ``CucumberExpressionError`` with
  /// the official message when it is malformed or names an undefined type.
  public init(_ source: String, registry: ParameterTypeRegistry) throws {
    self.source = source
    self.ast = try Self.parse(source)
    var compiler = RegexCompiler(expression: source, registry: registry)
    self.regex = try compiler.compile(ast)
    self.parameterTypes = compiler.parameterTypes
    self.literalPrefix = Array(ast.nodes.prefix { $0.kind == .text }.map { $0.token ?? "" }.joined().utf8)
    self.reader = WholeNumberExpressionReader(ast, parameterTypes: parameterTypes)
    do {
      // Matches made by built-in parameter types alone are kept by the run (StepMatchMemo) and
      // by the language server, once per text; a custom type's are remembered here, so only its
      // transformer runs again for a text seen before.
      let builtInOnly = parameterTypes.allSatisfy { BuiltInParameterTypes.names.contains($0.name) }
      self.treeRegex = try GroupTreeRegex(regex, remembers: !builtInOnly)
    } catch {
      throw CucumberExpressionError(
        .invalidRegularExpression,
        message:
          "The Cucumber Expression \"\(source)\" compiles to the regular expression /\(regex)/, which does not compile: \(error). Check the regexps of its parameter types."
      )
    }
  }

  public func match(_ text: String) throws -> [StepArgument]? {
    switch reader?.read(text) {
    case .matched(let groups): return try arguments(groups)
    case .mismatched: return nil
    case .undecided, nil: return try matchByRegularExpression(text)
    }
  }

  /// ``match(_:)`` by the regular expression alone, never reading the step directly (the two
  /// must agree: the tests compare them).
  func matchByRegularExpression(_ text: String) throws -> [StepArgument]? {
    guard text.utf8.starts(with: literalPrefix), let root = treeRegex.match(text) else { return nil }
    guard root.children.count == parameterTypes.count else {
      throw CucumberExpressionError(
        .invalidRegularExpression,
        message:
          "The Cucumber Expression \"\(source)\" has \(parameterTypes.count) parameters ({\(parameterTypes.map(\.name).joined(separator: "}, {"))}) but its regular expression /\(regex)/ has \(root.children.count) top-level capture groups. Check the parameter types' regexps for unbalanced parentheses."
      )
    }
    return try arguments(root.children)
  }

  /// Whether steps are read directly, without the regular expression, where that is certain
  /// (``WholeNumberExpressionReader``).
  var readsStepsDirectly: Bool { reader != nil }

  /// The parameters' values, each group transformed by its type. By position, through buffers
  /// that lend each element in place, into an array made at its final size: mapping the pairs of
  /// a `zip` copied each parameter type (a retain per field, two closures among them) and grew
  /// the array, for every step matched.
  private func arguments(_ groups: [ArgumentGroup]) throws -> [StepArgument] {
    let count = min(groups.count, parameterTypes.count)
    var arguments: [StepArgument] = []
    arguments.reserveCapacity(count)
    try groups.withUnsafeBufferPointer { groups in
      try parameterTypes.withUnsafeBufferPointer { types in
        for index in 0..<count {
          arguments.append(
            StepArgument(
              value: try types[index].transform(groups[index]), group: groups[index],
              parameterTypeName: types[index].name))
        }
      }
    }
    return arguments
  }

  /// The tokens of `expression`, as the official tokenizer produces them.
  package static func tokenize(_ expression: String) throws -> [CucumberExpressionToken] {
    try Tokenizer(expression: expression).tokenize()
  }

  /// The syntax tree of `expression`, as the official parser produces it.
  package static func parse(_ expression: String) throws -> CucumberExpressionNode {
    try Parser(expression).parse()
  }
}
