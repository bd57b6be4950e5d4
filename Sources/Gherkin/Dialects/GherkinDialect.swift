/// The keywords of one spoken language, as listed in the official `gherkin-languages.json`.
///
/// ```swift
/// let japanese = GherkinDialect.named("ja")!
/// japanese.feature   // ["フィーチャ", "機能"]
/// GherkinDialect.languages.count   // 80
/// ```
///
/// The table is generated into `GherkinDialects+Table.swift` by
/// `scripts/generate-gherkin-dialects.py`; nothing reads the JSON at run time.
public struct GherkinDialect: Sendable, Hashable {
  /// The language code used in `# language: <code>` headers, e.g. `"en"`, `"ja"`, `"en-pirate"`.
  public let language: String
  /// The English name of the language.
  public let name: String
  /// The language's own name for itself.
  public let native: String
  public let feature: [String]
  public let rule: [String]
  public let background: [String]
  public let scenario: [String]
  public let scenarioOutline: [String]
  public let examples: [String]
  public let given: [String]
  public let when: [String]
  public let then: [String]
  public let and: [String]
  public let but: [String]

  /// The dialect for a `# language:` code, or `nil` when the official table has no such language.
  public static func named(_ language: String) -> GherkinDialect? { table[language] }

  /// Every supported language code, sorted.
  public static var languages: [String] { table.keys.sorted() }

  /// English, the dialect of a file without a `# language:` header.
  public static let english: GherkinDialect = table["en"]!
}
