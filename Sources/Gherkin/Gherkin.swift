/// The Gherkin target's front door: parse a source into a document and pickles, or into the
/// Cucumber Messages the official tools print. Knows nothing of the runtime.
///
/// ```swift
/// let ids = IdGenerator(.incrementing)
/// let parsed = Gherkin.parse("Feature: Shop\n  Scenario: Buy\n    Given a cart\n", uri: "shop.feature", ids: ids)
/// parsed.errors                    // []
/// parsed.pickles.first?.name       // "Buy"
/// ```
public enum Gherkin {
  /// The outcome of parsing one source: a document and its pickles, or the parse errors.
  public struct Parsed: Sendable, Hashable {
    public var document: GherkinDocument?
    public var pickles: [Pickle]
    public var errors: [ParseError]
  }

  /// Parses `text` and compiles its pickles (unless `compilePickles` is `false`).
  public static func parse(
    _ text: String, uri: String, mediaType: MediaType = .plain, ids: IdGenerator = IdGenerator(),
    compilePickles: Bool = true
  ) -> Parsed {
    var parser = Parser(ids: ids, matcher: makeMatcher(mediaType))
    switch parser.parse(text) {
    case .success(var document):
      document.uri = uri
      let pickles = compilePickles ? PickleCompiler(ids: ids).compile(document, uri: uri) : []
      return Parsed(document: document, pickles: pickles, errors: [])
    case .failure(let failure):
      return Parsed(document: nil, pickles: [], errors: failure.errors)
    }
  }

  /// What to include in `messages(for:…)`.
  public struct MessageOptions: Sendable, Hashable {
    public var source = true
    public var gherkinDocument = true
    public var pickles = true
    public init(source: Bool = true, gherkinDocument: Bool = true, pickles: Bool = true) {
      self.source = source
      self.gherkinDocument = gherkinDocument
      self.pickles = pickles
    }
  }

  /// The messages the official `gherkin` tools print for one source, in their order:
  /// `source`, `gherkinDocument`, then each `pickle`; or only `parseError`s when it does not parse.
  public static func messages(for source: Source, options: MessageOptions = .init(), ids: IdGenerator)
    -> [Envelope]
  {
    let parsed = parse(
      source.data, uri: source.uri, mediaType: source.mediaType, ids: ids, compilePickles: options.pickles)
    guard let document = parsed.document else {
      return parsed.errors.map { .parseError(uri: source.uri, error: $0) }
    }
    var envelopes: [Envelope] = []
    if options.source { envelopes.append(.source(source)) }
    if options.gherkinDocument { envelopes.append(.gherkinDocument(document)) }
    envelopes += parsed.pickles.map { .pickle($0) }
    return envelopes
  }

  /// The tokens the parser builds, one per line, in the official `.tokens` format
  /// (`(line:column)Type:(keywordType)keyword/text/items`, ending with `EOF`).
  public static func tokens(_ text: String, mediaType: MediaType = .plain) -> String {
    var parser = Parser(ids: IdGenerator(.incrementing), matcher: makeMatcher(mediaType))
    parser.recordsTokens = true
    _ = parser.parse(text)
    return parser.builtTokens.map(\.formatted).joined(separator: "\n")
  }

  private static func makeMatcher(_ mediaType: MediaType) -> TokenMatcher {
    switch mediaType {
    case .plain: return TokenMatcher()
    case .markdown: return MarkdownTokenMatcher()
    }
  }
}
