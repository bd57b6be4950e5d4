import Foundation

/// The parameter types every ``ParameterTypeRegistry`` starts with, with the reference's regexps.
///
/// | name | Swift value | snippets | preferred for regexps |
/// |---|---|---|---|
/// | `int` | `Int` | yes | yes |
/// | `float` | `Double` | yes | no |
/// | `word` | `String` (no spaces) | no | no |
/// | `string` | `String` (quotes removed, `\"`/`\'` unescaped) | yes | no |
/// | `` (anonymous `{}`) | `String` | no | yes |
/// | `double` | `Double` | no | yes |
/// | `bigdecimal` | `String` (the exact digits; Swift has no arbitrary-precision decimal) | no | no |
/// | `biginteger` | `String` (the exact digits) | no | no |
/// | `byte`, `short`, `long` | `Int8`, `Int16`, `Int64` | no | no |
/// | `カギ括弧` | `String` (text in Japanese corner brackets, 「保存」, without them) | yes | no |
///
/// `{カギ括弧}` is Evergreen's own, for scenarios written in Japanese, where quoted text stands in
/// 「」 rather than in `"…"`: `{カギ括弧}をタップする` matches `「保存」をタップする` and hands the step
/// `"保存"`. The others are Cucumber's.
///
/// A capture that did not take part in a match gives `Optional<T>.none` of the type above.
public enum BuiltInParameterTypes {
  public static let integerRegexps = [#"-?\d+"#, #"\d+"#]
  public static let floatRegexp = #"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#
  public static let wordRegexp = #"[^\s]+"#
  public static let stringRegexp = #""([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'"#
  public static let anonymousRegexp = #".*"#
  public static let cornerBracketRegexp = "「[^」]*」"

  /// The names of the built-in types (`int`, `float`, `word`, `string`, the anonymous `""`, …,
  /// `カギ括弧`).
  public static let names: Set<String> = Set(all.map(\.name))

  static var all: [ParameterType] {
    [
      integer("int", Int.self, useForSnippets: true, preferred: true),
      floatingPoint("float", useForSnippets: true),
      text("word", regexps: [wordRegexp]),
      ParameterType(
        name: "string", regexps: [stringRegexp], useForSnippets: true, typeName: "String"
      ) { values -> any Sendable in
        guard let quoted = values.lazy.compactMap({ $0 }).first else { return String?.none }
        // Most quoted texts have no escaped quote: they are returned as they are.
        guard quoted.utf8.contains(UInt8(ascii: "\\")) else { return quoted }
        return quoted.replacingOccurrences(of: #"\""#, with: #"""#)
          .replacingOccurrences(of: #"\'"#, with: "'")
      },
      text("", regexps: [anonymousRegexp], preferred: true),
      floatingPoint("double", preferred: true),
      exactDigits("bigdecimal", regexps: [floatRegexp]),
      exactDigits("biginteger", regexps: integerRegexps),
      integer("byte", Int8.self),
      integer("short", Int16.self),
      integer("long", Int64.self),
      ParameterType(name: "カギ括弧", regexp: cornerBracketRegexp, typeName: "String") { quoted in
        String(quoted.dropFirst().dropLast())
      },
    ]
  }

  private static func integer<Value: FixedWidthInteger & Sendable>(
    _ name: String, _ type: Value.Type, useForSnippets: Bool = false, preferred: Bool = false
  ) -> ParameterType {
    ParameterType(
      name: name, regexps: integerRegexps, useForSnippets: useForSnippets,
      preferForRegexpMatch: preferred, typeName: "\(Value.self)"
    ) { values -> any Sendable in
      guard let text = values.first ?? nil else { return Value?.none }
      guard let value = Value(text) else {
        throw CucumberExpressionError(
          .transformation,
          message:
            "Cannot transform '\(text)' to \(Value.self) for {\(name)}: the number is out of range (\(Value.min)...\(Value.max)). Use {biginteger} or a larger integer type."
        )
      }
      return value
    }
  }

  private static func floatingPoint(
    _ name: String, useForSnippets: Bool = false, preferred: Bool = false
  ) -> ParameterType {
    ParameterType(
      name: name, regexps: [floatRegexp], useForSnippets: useForSnippets,
      preferForRegexpMatch: preferred, typeName: "Double"
    ) { values -> any Sendable in
      guard let text = values.first ?? nil else { return Double?.none }
      guard let value = Double(text) else {
        throw CucumberExpressionError(
          .transformation, message: "Cannot transform '\(text)' to Double for {\(name)}.")
      }
      return value
    }
  }

  private static func text(_ name: String, regexps: [String], preferred: Bool = false)
    -> ParameterType
  {
    ParameterType(
      name: name, regexps: regexps, useForSnippets: false, preferForRegexpMatch: preferred,
      typeName: "String"
    ) { values -> any Sendable in
      guard let text = values.first ?? nil else { return String?.none }
      return text
    }
  }

  private static func exactDigits(_ name: String, regexps: [String]) -> ParameterType {
    text(name, regexps: regexps)
  }
}
