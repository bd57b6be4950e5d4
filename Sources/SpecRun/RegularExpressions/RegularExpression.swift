/// A step pattern written as a regular expression (ICU syntax, as `NSRegularExpression` reads
/// it). Each top-level capture group becomes an argument; a group whose regexp is exactly a
/// parameter type's regexp is transformed by that type (`(-?\d+)` gives an `Int`, through
/// `{int}`), any other group gives its matched `String` (or `String?.none` when it did not take
/// part).
///
/// ```swift
/// let expression = try RegularExpression(#"^I have (-?\d+) cukes? in my (\w+)$"#,
///                                        registry: ParameterTypeRegistry())
/// let arguments = try expression.match("I have 7 cukes in my belly")!
/// arguments[0].value as? Int     // 7
/// arguments[1].value as? String  // "belly"
/// ```
///
/// The pattern must match the whole step text, as in Cucumber-JVM (so `^` and `$` are optional).
public struct RegularExpression: StepExpression {
  public let source: String
  private let registry: ParameterTypeRegistry
  private let treeRegex: GroupTreeRegex

  /// Compiles `pattern`, whose groups `registry`'s parameter types transform; throws a
  /// ``CucumberExpressionError`` when it does not compile.
  public init(_ pattern: String, registry: ParameterTypeRegistry) throws {
    self.source = pattern
    self.registry = registry
    do {
      self.treeRegex = try GroupTreeRegex(pattern)
    } catch {
      throw CucumberExpressionError(
        .invalidRegularExpression,
        message:
          "The regular expression /\(pattern)/ does not compile (\(error)). Check its parentheses, brackets and escapes, or write the step as a Cucumber Expression."
      )
    }
  }

  public func match(_ text: String) throws -> [StepArgument]? {
    guard let root = treeRegex.match(text) else { return nil }
    return try zip(root.children, treeRegex.shape.children).map { group, shape in
      let type = try registry.lookup(regexp: shape.source, inExpression: source, text: text)
      guard let type else {
        let text: any Sendable = if let value = group.value { value } else { String?.none }
        return StepArgument(value: text, group: group, parameterTypeName: nil)
      }
      return StepArgument(
        value: try type.transform(group), group: group,
        parameterTypeName: type.name)
    }
  }
}
