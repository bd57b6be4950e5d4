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
/// as a whole word: bounded by the text's ends, whitespace, punctuation or symbols, or (unlike
/// the reference, for Japanese) a kanji or kana, so `1秒経つ` gives `{int}秒経つ` and
/// `「保存」をタップする` gives `{カギ括弧}をタップする`. A type whose transformer cannot turn the
/// value into a value (`{int}` for a number too large for `Int`) is not proposed there, so a
/// proposal never fails when it runs. When several types match the same text, every combination
/// is proposed (at most 256), preferential types first.
public struct CucumberExpressionGenerator: Sendable {
  /// The most expressions one call proposes.
  public static let maximumExpressions = 256

  /// The parameter types the proposals may use (those with `useForSnippets`).
  public let registry: ParameterTypeRegistry

  /// A generator proposing the parameter types of `registry`.
  public init(registry: ParameterTypeRegistry) {
    self.registry = registry
  }

  /// The expressions that would match `text`, those with preferential parameter types first.
  public func generate(from text: String) -> [GeneratedExpression] {
    let finder = ParameterFinder(text: text, types: registry.parameterTypes.filter(\.useForSnippets))
    var segments: [GeneratedExpression.Segment] = []
    var choices: [[ParameterType]] = []
    var literalStart = 0
    var searchFrom = 0
    while searchFrom < finder.length, let found = finder.bestMatches(from: searchFrom) {
      let value = finder.substring(found.start, found.start + found.length)
      let types = found.types.filter { transforms($0, value) }
      guard !types.isEmpty else {
        searchFrom = found.start + 1
        continue
      }
      segments.append(.text(Self.escape(finder.substring(literalStart, found.start))))
      segments.append(.parameter(choices.count))
      choices.append(types)
      literalStart = found.start + found.length
      searchFrom = literalStart
    }
    segments.append(.text(Self.escape(finder.substring(literalStart, finder.length))))
    var expressions: [GeneratedExpression] = []
    Self.combine(choices, chosen: [], segments: segments, into: &expressions)
    return expressions
  }

  /// Whether `type` turns `value` into a value: `{int}` does not take `99999999999999999999`
  /// (too large for `Int`) or full-width `３` (`Int` reads ASCII digits), though its regexp matches.
  private func transforms(_ type: ParameterType, _ value: String) -> Bool {
    guard let expression = try? CucumberExpression("{\(type.name)}", registry: registry) else { return false }
    return (try? expression.match(value)) != nil
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
