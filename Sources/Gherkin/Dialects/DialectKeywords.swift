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
  /// ``steps`` grouped by their first byte, each group in the order of ``steps`` (so the first
  /// keyword of a line's group that the line starts with is the first of ``steps`` it starts
  /// with); see ``stepKeywords(startingWith:)``.
  private let stepsByFirstByte: [(keyword: Keyword, type: StepKeywordType)]
  /// Where each first byte's group begins in ``stepsByFirstByte`` (257 offsets: a group ends where
  /// the next byte's begins).
  private let firstByteStarts: [Int]
  /// Every step keyword as the dialect lists it, with the kind it is listed under, in the order
  /// given, when, then, and, but (a keyword listed under several kinds is here once for each).
  private let listings: [(text: String, type: StepKeywordType)]
  /// Whether a step or title keyword begins with a byte that begins another kind of line (`#`,
  /// `@`, `|`, `"`, `` ` ``). None does in any dialect today, so a line beginning with one of them
  /// is no keyword line (``TokenMatcher/possibleTypes(of:)``).
  let keywordStartsWithMarker: Bool

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
    // Arrays, not dictionaries keyed by the keywords: a dialect has a score of step keywords,
    // and the first dictionary keyed by strings costs a process the runtime's search of every
    // conformance for `String: Hashable` (a start of `specrun gherkin` prepares English first).
    let listings = kinds.flatMap { keywords, type in keywords.map { (text: $0, type: type) } }
    let sorted = listings.enumerated().sorted { lhs, rhs in
      let (l, r) = (lhs.element.text.unicodeScalars.count, rhs.element.text.unicodeScalars.count)
      return l != r ? l > r : lhs.offset < rhs.offset
    }
    steps = sorted.map { entry in
      let kinds = listings.filter { $0.text == entry.element.text }
      return (Keyword(entry.element.text), kinds.count == 1 ? kinds[0].type : .unknown)
    }
    self.listings = listings
    // A stable sort by first byte keeps each group in the order of `steps` (an empty keyword,
    // which no line was ever matched against, is left out).
    stepsByFirstByte = steps.filter { !$0.keyword.bytes.isEmpty }.enumerated().sorted { lhs, rhs in
      let (l, r) = (lhs.element.keyword.bytes.first ?? 0, rhs.element.keyword.bytes.first ?? 0)
      return l != r ? l < r : lhs.offset < rhs.offset
    }.map(\.element)
    var starts = [Int](repeating: 0, count: 257)
    for entry in stepsByFirstByte { starts[Int(entry.keyword.bytes.first ?? 0) + 1] += 1 }
    for byte in 1...256 { starts[byte] += starts[byte - 1] }
    firstByteStarts = starts
    let markers = Array("#@|\"`".utf8)
    keywordStartsWithMarker = (feature + rule + background + scenario + examples + steps.map(\.keyword)).contains {
      $0.bytes.first.map(markers.contains) ?? false
    }
  }

  /// Calls `body` with each step keyword that begins with `byte` and its type, in the order of
  /// ``steps``, until `body` returns `true` (a line is tried only against the keywords its first
  /// byte allows, each read in place).
  ///
  /// ```swift
  /// keywords.stepKeywords(startingWith: UInt8(ascii: "G")) { keyword, type in line.startsWith(keyword.bytes) }
  /// ```
  @inline(__always)
  func stepKeywords(startingWith byte: UInt8, _ body: (Keyword, StepKeywordType) -> Bool) {
    let start = firstByteStarts[Int(byte)]
    let end = firstByteStarts[Int(byte) + 1]
    guard start < end else { return }
    stepsByFirstByte.withUnsafeBufferPointer { entries in
      for index in start..<end where body(entries[index].keyword, entries[index].type) { return }
    }
  }

  /// The first kind the step keyword `text` is listed under, or `nil` when it is none of this
  /// dialect's step keywords.
  ///
  /// ```swift
  /// DialectKeywords.named("en")?.firstStepType(of: "* ")   // .context: "* " is listed under given first
  /// ```
  func firstStepType(of text: String) -> StepKeywordType? {
    listings.first { $0.text == text }?.type
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
      if let keywords = prepared.first(where: { $0.dialect.language == language }) { return keywords }
      guard let dialect = GherkinDialect.named(language) else { return nil }
      let keywords = DialectKeywords(dialect)
      prepared.append(keywords)
      return keywords
    }
  }

  /// The dialects prepared so far (a run seldom reads more than one or two languages).
  private static let prepared = Mutex<[DialectKeywords]>([])
}
