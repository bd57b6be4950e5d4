import Synchronization

/// A keyword ready for byte-level matching.
struct Keyword: Sendable {
  let text: String
  let bytes: [UInt8]
  init(_ text: String) {
    self.text = text
    self.bytes = Array(text.utf8)
  }
}

/// A dialect's keywords prepared for the token matchers: UTF-8 bytes, step keywords longest
/// first, and each step keyword's type (`unknown` when it belongs to several kinds, like `* `).
final class DialectKeywords: Sendable {
  let dialect: GherkinDialect
  let feature: [Keyword]
  let rule: [Keyword]
  let background: [Keyword]
  /// Scenario keywords, then scenario-outline keywords.
  let scenario: [Keyword]
  let examples: [Keyword]
  /// Step keywords, longest first (ties keep the order given, when, then, and, but).
  let steps: [(keyword: Keyword, type: StepKeywordType)]
  /// The first kind each step keyword was listed under.
  let firstStepType: [String: StepKeywordType]

  init(_ dialect: GherkinDialect) {
    self.dialect = dialect
    feature = dialect.feature.map(Keyword.init)
    rule = dialect.rule.map(Keyword.init)
    background = dialect.background.map(Keyword.init)
    scenario = (dialect.scenario + dialect.scenarioOutline).map(Keyword.init)
    examples = dialect.examples.map(Keyword.init)
    let kinds: [([String], StepKeywordType)] = [
      (dialect.given, .context), (dialect.when, .action), (dialect.then, .outcome),
      (dialect.and, .conjunction), (dialect.but, .conjunction),
    ]
    var types: [String: [StepKeywordType]] = [:]
    var ordered: [String] = []
    for (keywords, type) in kinds {
      for keyword in keywords {
        types[keyword, default: []].append(type)
        ordered.append(keyword)
      }
    }
    let sorted = ordered.enumerated().sorted { lhs, rhs in
      let (l, r) = (lhs.element.unicodeScalars.count, rhs.element.unicodeScalars.count)
      return l != r ? l > r : lhs.offset < rhs.offset
    }
    steps = sorted.map { entry in
      let kinds = types[entry.element]!
      return (Keyword(entry.element), kinds.count == 1 ? kinds[0] : .unknown)
    }
    firstStepType = types.mapValues { $0[0] }
  }

  /// The prepared keywords of the dialect whose code is `language`, or `nil` when there is no
  /// such dialect. Each is prepared the first time a file asks for it (most runs need English
  /// alone; preparing all 80 up front cost every process more than parsing a small file).
  ///
  /// ```swift
  /// DialectKeywords.named("ja")?.feature.map(\.text)   // ["フィーチャ", "機能"]
  /// ```
  static func named(_ language: String) -> DialectKeywords? {
    prepared.withLock { prepared in
      if let keywords = prepared[language] { return keywords }
      guard let dialect = GherkinDialect.named(language) else { return nil }
      let keywords = DialectKeywords(dialect)
      prepared[language] = keywords
      return keywords
    }
  }

  private static let prepared = Mutex<[String: DialectKeywords]>([:])
}
