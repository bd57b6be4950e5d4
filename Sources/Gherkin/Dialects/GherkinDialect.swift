/// The keywords of one spoken language, as listed in the official `gherkin-languages.json`.
///
/// ```swift
/// let japanese = GherkinDialect.named("ja")!
/// japanese.feature   // ["フィーチャ", "機能"]
/// GherkinDialect.languages.count   // 80
/// ```
///
/// The keywords are generated into `GherkinDialects+Table.swift` (the sorted `languageCodes` and
/// one `make` case per language) by `scripts/generate-gherkin-dialects.py`; nothing reads the JSON
/// at run time.
public struct GherkinDialect: Sendable, Hashable {
  /// The language code used in `# language: <code>` headers, e.g. `"en"`, `"ja"`, `"en-pirate"`.
  public let language: String
  /// The English name of the language.
  public let name: String
  /// The language's own name for itself.
  public let native: String
  /// The keywords of `Feature`, such as `["Feature", "Business Need", "Ability"]`.
  public let feature: [String]
  /// The keywords of `Rule`.
  public let rule: [String]
  /// The keywords of `Background`.
  public let background: [String]
  /// The keywords of `Scenario` (and `Example`).
  public let scenario: [String]
  /// The keywords of `Scenario Outline` (and `Scenario Template`).
  public let scenarioOutline: [String]
  /// The keywords of `Examples` (and `Scenarios`).
  public let examples: [String]
  /// The `Given` step keywords, with their trailing space where the language writes one (`"Given "`, `"前提"`).
  public let given: [String]
  /// The `When` step keywords.
  public let when: [String]
  /// The `Then` step keywords.
  public let then: [String]
  /// The `And` step keywords.
  public let and: [String]
  /// The `But` step keywords.
  public let but: [String]

  /// The dialect for a `# language:` code, or `nil` when the official table has no such language.
  /// English is made on its own; the first other language asked for makes the whole table.
  public static func named(_ language: String) -> GherkinDialect? {
    language == "en" ? english : table[language]
  }

  /// Every supported language code, sorted.
  public static var languages: [String] { languageCodes }

  /// English, the dialect of a file without a `# language:` header.
  public static let english: GherkinDialect = make("en")!

  /// Every dialect of the official keyword table, keyed by its language code (made the first time a
  /// language other than English is asked for: a process that reads English files alone never
  /// makes the other 79).
  private static let table = Dictionary(uniqueKeysWithValues: languageCodes.map { ($0, make($0)!) })
}
