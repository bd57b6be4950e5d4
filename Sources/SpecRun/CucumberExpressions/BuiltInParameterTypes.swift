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
/// `"保存"`. The others are Cucumber's. The number types read digits of any script, as their
/// regexps' `\d` matches them: `{int}` hands `42` for the full-width `４２` a Japanese keyboard types.
///
/// A capture that did not take part in a match gives `Optional<T>.none` of the type above.
public enum BuiltInParameterTypes {
  static let integerRegexps = [#"-?\d+"#, #"\d+"#]
  static let floatRegexp = #"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#
  static let wordRegexp = #"[^\s]+"#
  static let stringRegexp = #""([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'"#
  static let anonymousRegexp = #".*"#
  static let cornerBracketRegexp = "「[^」]*」"

  /// The names of the built-in types (`int`, `float`, `word`, `string`, the anonymous `""`, …,
  /// `カギ括弧`).
  public static let names: Set<String> = Set(all.map(\.name))

  /// What each built-in type's values look like, in words for scenario writers (Japanese and
  /// English), as `specrun steps` explains them.
  static let explanations: [String: [String: String]] = [
    "int": ["en": "a whole number, such as 3 or -12", "ja": "整数（3、-12 など）"],
    "float": ["en": "a number, with or without decimals, such as 2.5 or 3", "ja": "数（2.5、3 など。小数も可）"],
    "word": ["en": "one word without spaces, such as apples", "ja": "空白を含まない一語（りんご など）"],
    "string": [
      "en": "text in double or single quotes, such as \"Save\" (the step gets it without the quotes)",
      "ja": "\"…\" または '…' で囲んだ文字列（ステップには囲みを除いた中身が渡ります）",
    ],
    "": ["en": "any text", "ja": "任意の文字列"],
    "double": ["en": "a number, with or without decimals, such as 2.5", "ja": "数（2.5 など。小数も可）"],
    "bigdecimal": ["en": "a number of any size, decimals kept exactly", "ja": "桁数の多い数（小数もそのまま）"],
    "biginteger": ["en": "a whole number of any size", "ja": "桁数の多い整数"],
    "byte": ["en": "a whole number from -128 to 127", "ja": "-128 から 127 までの整数"],
    "short": ["en": "a whole number from -32768 to 32767", "ja": "-32768 から 32767 までの整数"],
    "long": ["en": "a whole number, up to 19 digits", "ja": "19 桁までの整数"],
    "カギ括弧": [
      "ja": "「」で囲んだ文字列（「保存」 など。ステップには「」を除いた中身が渡ります）",
      "en": "text in Japanese corner brackets, such as 「保存」 (the step gets it without them)",
    ],
  ]

  static var all: [ParameterType] {
    [
      integer("int", Int.self, useForSnippets: true, preferred: true),
      floatingPoint("float", useForSnippets: true),
      text("word", regexps: [wordRegexp]),
      ParameterType(
        name: "string", regexps: [stringRegexp], useForSnippets: true, typeName: "String",
        explanations: explanations["string"] ?? [:]
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
      ParameterType(
        name: "カギ括弧", regexp: cornerBracketRegexp, typeName: "String", explanations: explanations["カギ括弧"] ?? [:]
      ) { quoted in
        String(quoted.dropFirst().dropLast())
      },
    ]
  }

  private static func integer<Value: FixedWidthInteger & Sendable>(
    _ name: String, _ type: Value.Type, useForSnippets: Bool = false, preferred: Bool = false
  ) -> ParameterType {
    .readingFirstValue(
      name: name, regexps: integerRegexps, useForSnippets: useForSnippets,
      preferForRegexpMatch: preferred, typeName: "\(Value.self)", explanations: explanations[name] ?? [:]
    ) { text -> any Sendable in
      guard let text else { return Value?.none }
      guard let value = Value(text) ?? Value(ASCIIDigits.of(text)) else {
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
    .readingFirstValue(
      name: name, regexps: [floatRegexp], useForSnippets: useForSnippets,
      preferForRegexpMatch: preferred, typeName: "Double", explanations: explanations[name] ?? [:]
    ) { text -> any Sendable in
      guard let text else { return Double?.none }
      guard let value = Double(text) ?? Double(ASCIIDigits.of(text)) else {
        throw CucumberExpressionError(
          .transformation, message: "Cannot transform '\(text)' to Double for {\(name)}.")
      }
      return value
    }
  }

  private static func text(_ name: String, regexps: [String], preferred: Bool = false)
    -> ParameterType
  {
    .readingFirstValue(
      name: name, regexps: regexps, useForSnippets: false, preferForRegexpMatch: preferred,
      typeName: "String", explanations: explanations[name] ?? [:]
    ) { text -> any Sendable in
      guard let text else { return String?.none }
      return text
    }
  }

  private static func exactDigits(_ name: String, regexps: [String]) -> ParameterType {
    text(name, regexps: regexps)
  }
}
