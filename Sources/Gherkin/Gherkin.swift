import CucumberMessages

/// The Gherkin target's front door: parse a source into its `gherkinDocument` and `pickle`
/// messages (Cucumber Messages' own types, built directly), or into the whole list of messages the
/// official tools print. Knows nothing of the runtime.
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
    /// The parsed document, `nil` when the file has errors.
    public var document: Messages.GherkinDocument?
    /// One pickle per scenario and per example row, ready to run.
    public var pickles: [Messages.Pickle]
    /// What was wrong with the file, each with its place; empty when it parsed.
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
    /// Whether to emit the `source` message, the file itself.
    public var source = true
    /// Whether to emit the `gherkinDocument` message.
    public var gherkinDocument = true
    /// Whether to emit the `pickle` messages.
    public var pickles = true
    /// Options that emit every kind of message unless told not to: `MessageOptions(source: false)`.
    public init(source: Bool = true, gherkinDocument: Bool = true, pickles: Bool = true) {
      self.source = source
      self.gherkinDocument = gherkinDocument
      self.pickles = pickles
    }
  }

  /// The messages the official `gherkin` tools print for one source, in their order:
  /// `source`, `gherkinDocument`, then each `pickle`; or only `parseError`s when it does not parse.
  public static func messages(for source: Messages.Source, options: MessageOptions = .init(), ids: IdGenerator)
    -> [Messages.Envelope]
  {
    var envelopes: [Messages.Envelope] = []
    forEachMessage(for: source, options: options, ids: ids) { envelopes.append($0) }
    return envelopes
  }

  /// The same messages, in the same order, handed to `body` one by one: each pickle as soon as
  /// it is compiled, so a caller that reports or runs each one never holds them all.
  ///
  /// ```swift
  /// Gherkin.forEachMessage(for: source, ids: ids) { envelope in json.write(envelope); json.newline() }
  /// ```
  public static func forEachMessage(
    for source: Messages.Source, options: MessageOptions = .init(), ids: IdGenerator,
    _ body: (Messages.Envelope) -> Void
  ) {
    let mediaType = MediaType(message: source) ?? MediaType(path: source.uri)
    let parsed = parse(source.data, uri: source.uri, mediaType: mediaType, ids: ids, compilePickles: false)
    guard let document = parsed.document else {
      for error in parsed.errors { body(Messages.Envelope(parseError(error, uri: source.uri))) }
      return
    }
    if options.source { body(Messages.Envelope(source)) }
    if options.gherkinDocument { body(Messages.Envelope(document)) }
    if options.pickles {
      PickleCompiler(ids: ids).compile(document, uri: source.uri) { body(Messages.Envelope($0)) }
    }
  }

  /// The `parseError` message for `error` in the file at `uri`.
  public static func parseError(_ error: ParseError, uri: String) -> Messages.ParseError {
    Messages.ParseError(
      source: Messages.SourceReference(uri: uri, location: error.location), message: error.description)
  }

  /// The tokens the parser builds, one per line, in the official `.tokens` format
  /// (`(line:column)Type:(keywordType)keyword/text/items`, ending with `EOF`).
  public static func tokens(_ text: String, mediaType: MediaType = .plain) -> String {
    var parser = Parser(ids: IdGenerator(.incrementing), matcher: makeMatcher(mediaType))
    parser.recordsTokens = true
    _ = parser.parse(text)
    return parser.builtTokens.joined(separator: "\n")
  }

  private static func makeMatcher(_ mediaType: MediaType) -> TokenMatcher {
    switch mediaType {
    case .plain: return TokenMatcher()
    case .markdown: return MarkdownTokenMatcher()
    }
  }
}
