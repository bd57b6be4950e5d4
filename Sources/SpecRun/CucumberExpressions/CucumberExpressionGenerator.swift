import Foundation

/// Proposes Cucumber Expressions for an undefined step's text, turning numbers, quoted strings
/// and other snippet-worthy parameter types into parameters, as the reference does:
///
/// ```swift
/// let generator = CucumberExpressionGenerator(registry: ParameterTypeRegistry())
/// generator.generate(from: #"I have 3 "red" apples"#).map(\.source)
/// // ["I have {int} {string} apples", "I have {float} {string} apples"]
/// ```
///
/// Only types with `useForSnippets` take part (`{word}` and `{}` do not). A value must stand
/// as a whole word: bounded by the text's ends, whitespace, punctuation or symbols. When several
/// types match the same text, every combination is proposed (at most 256), preferential types
/// first.
public struct CucumberExpressionGenerator: Sendable {
  /// The most expressions one call proposes.
  public static let maximumExpressions = 256

  public let registry: ParameterTypeRegistry

  public init(registry: ParameterTypeRegistry) {
    self.registry = registry
  }

  public func generate(from text: String) -> [GeneratedExpression] {
    let finder = ParameterFinder(text: text, types: registry.parameterTypes.filter(\.useForSnippets))
    var segments: [GeneratedExpression.Segment] = []
    var choices: [[ParameterType]] = []
    var position = 0
    while position < finder.length, let found = finder.bestMatches(from: position) {
      segments.append(.text(Self.escape(finder.substring(position, found.start))))
      segments.append(.parameter(choices.count))
      choices.append(found.types)
      position = found.start + found.length
    }
    segments.append(.text(Self.escape(finder.substring(position, finder.length))))
    var expressions: [GeneratedExpression] = []
    Self.combine(choices, chosen: [], segments: segments, into: &expressions)
    return expressions
  }

  private static func combine(
    _ choices: [[ParameterType]], chosen: [ParameterType], segments: [GeneratedExpression.Segment],
    into expressions: inout [GeneratedExpression]
  ) {
    guard expressions.count < maximumExpressions else { return }
    guard chosen.count < choices.count else {
      expressions.append(GeneratedExpression(segments: segments, parameterTypes: chosen))
      return
    }
    for type in choices[chosen.count] {
      combine(choices, chosen: chosen + [type], segments: segments, into: &expressions)
      if expressions.count >= maximumExpressions { return }
    }
  }

  /// Escapes the characters that would otherwise start Cucumber Expression syntax.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "\\({/".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
