/// The Gherkin parser: feeds line tokens through the grammar's state machine, drives the AST
/// builder, and recovers from errors as the official parser does (an unexpected line is reported
/// and skipped; parsing stops after more than ten distinct errors).
///
/// A value, used as a local variable for one parse: its state is then checked for exclusive
/// access at compile time (a class's stored properties are checked at run time, on every line).
struct Parser {
  private var builder: AstBuilder
  /// Every built token in the `.tokens` format, when `recordsTokens` (formatted as it is built,
  /// while the source's bytes can still be read).
  private(set) var builtTokens: [String] = []
  var recordsTokens = false

  private var scanner = TokenScanner(bytes: UnsafeBufferPointer(start: nil, count: 0))
  private let matcher: TokenMatcher
  /// The grammar's table, read once per parse (`ParserTable.shared` is a lazily made global, and
  /// each use of one asks the runtime whether it is made yet: once per line was 1% of a parse).
  private let table = ParserTable.shared
  private var queue: [Token] = []
  /// The lines one look-ahead reads, kept between look-aheads to reuse its buffer.
  private var lookaheadTokens: [Token] = []
  private var queueHead = 0
  private var errors: [ParseError] = []
  private var errorTexts: Set<String> = []
  /// Errors that take the location of the token being matched once its matching is over, as in the
  /// reference implementation: a later match of the same line moves their column (the message
  /// keeps the column it was made with). `matchToken` settles them before it returns or throws.
  private var errorsAwaitingLocation: [Int] = []

  private struct TooManyErrors: Error {}

  init(ids: IdGenerator, matcher: TokenMatcher) {
    builder = AstBuilder(ids: ids)
    self.matcher = matcher
  }

  /// Parses a source text, reading its UTF-8 bytes in place (a native string is not copied).
  /// Returns the document, or the errors when there are any.
  mutating func parse(_ text: String) -> Result<GherkinDocument, ParseErrors> {
    var text = text
    return text.withUTF8 { parse(borrowing: $0) }
  }

  private mutating func parse(borrowing bytes: UnsafeBufferPointer<UInt8>) -> Result<GherkinDocument, ParseErrors> {
    defer {
      scanner = TokenScanner(bytes: UnsafeBufferPointer(start: nil, count: 0))
      queue = []
      lookaheadTokens.removeAll(keepingCapacity: true)
    }
    // Tokens keep 32-bit offsets into the source.
    guard bytes.count < Int(Int32.max) else {
      return .failure(
        ParseErrors(errors: [
          ParseError(
            message: "the file is 2 GB or larger, more than the parser reads; split it into several feature files",
            location: Location(line: 1))
        ]))
    }
    scanner = TokenScanner(bytes: bytes)
    builder.reset()
    matcher.reset()
    queue = []
    queueHead = 0
    errors = []
    errorTexts = []
    errorsAwaitingLocation = []
    builtTokens = []
    do {
      try startRule(.gherkinDocument)
      var state = 0
      while true {
        var token = readToken()
        let isEOF = token.isEOF
        state = try matchToken(state, &token)
        if isEOF { break }
      }
      try endRule(.gherkinDocument)
    } catch {
      return .failure(ParseErrors(errors: finalErrors()))
    }
    if !errors.isEmpty { return .failure(ParseErrors(errors: finalErrors())) }
    return builder.result.map { .success($0) } ?? .failure(ParseErrors(errors: errors))
  }

  // MARK: - The state machine

  private mutating func matchToken(_ stateNumber: Int, _ token: inout Token) throws(TooManyErrors) -> Int {
    defer { if !errorsAwaitingLocation.isEmpty { settleErrorsAwaitingLocation(token.location) } }
    let range = table.transitionIndices(ofState: stateNumber)
    // Transitions to a token the line cannot be are passed over without asking the matcher.
    let possible = matcher.possibleTypes(of: token)
    for index in range {
      let transition = table.transitions[index]
      guard possible.contains(transition.token), try match(transition.token, &token) else { continue }
      if let target = transition.lookahead, !(try lookahead(for: target)) { continue }
      for actionIndex in transition.actions {
        switch table.actions[actionIndex] {
        case .start(let rule): try startRule(rule)
        case .end(let rule): try endRule(rule)
        }
      }
      build(token)
      return transition.next
    }
    guard let expected = table.expectedDescription(ofState: stateNumber) else { return stateNumber }
    if token.isEOF {
      try add(
        ParseError(
          message: "unexpected end of file, expected: \(expected)", location: token.location))
    } else {
      let location =
        token.column != nil ? token.location : Location(line: token.lineNumber, column: (token.line?.indent ?? 0) + 1)
      try add(
        ParseError(
          message: "expected: \(expected), got '\(token.line?.strippedText ?? "")'",
          location: location))
    }
    return stateNumber
  }

  private mutating func match(_ type: TokenType, _ token: inout Token) throws(TooManyErrors) -> Bool {
    if token.isEOF && type != .eof { return false }
    do {
      return try matcher.match(type, &token)
    } catch {
      let count = errors.count
      defer {
        if type == .language && errors.count > count { errorsAwaitingLocation.append(count) }
      }
      try add(error)
      return false
    }
  }

  private mutating func lookahead(for target: TokenType) throws(TooManyErrors) -> Bool {
    lookaheadTokens.removeAll(keepingCapacity: true)
    var found = false
    while true {
      // Each line ahead is queued as its matches here left it (the parser matches it again).
      var token = readToken()
      defer { lookaheadTokens.append(token) }
      if try match(target, &token) {
        found = true
        break
      }
      if try match(.empty, &token) { continue }
      if try match(.comment, &token) { continue }
      if try match(.tagLine, &token) { continue }
      break
    }
    queue.append(contentsOf: lookaheadTokens)
    lookaheadTokens.removeAll(keepingCapacity: true)
    return found
  }

  private mutating func readToken() -> Token {
    if queueHead < queue.count {
      let token = queue[queueHead]
      queueHead += 1
      if queueHead == queue.count {
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
      }
      return token
    }
    return scanner.read()
  }

  // MARK: - Builder calls, with the builder's errors collected

  private mutating func startRule(_ rule: RuleType) throws(TooManyErrors) {
    builder.startRule(rule)
  }

  private mutating func endRule(_ rule: RuleType) throws(TooManyErrors) {
    do {
      try builder.endRule(rule)
    } catch {
      try add(error)
    }
  }

  private mutating func build(_ token: Token) {
    if recordsTokens { builtTokens.append(token.formatted) }
    if token.matchedType == .featureLine { builder.language = matcher.dialectName }
    builder.build(token)
  }

  private func finalErrors() -> [ParseError] { errors }

  /// Gives the errors made while matching a token the location that token ended with.
  private mutating func settleErrorsAwaitingLocation(_ location: Location) {
    for index in errorsAwaitingLocation where index < errors.count {
      errors[index] = ParseError(
        message: errors[index].message, location: location, description: errors[index].description)
    }
    errorsAwaitingLocation.removeAll(keepingCapacity: true)
  }

  private mutating func add(_ error: ParseError) throws(TooManyErrors) {
    guard errorTexts.insert(error.description).inserted else { return }
    errors.append(error)
    if errors.count > 10 { throw TooManyErrors() }
  }
}

/// The errors of one file, in the order the parser found them.
public struct ParseErrors: Error, Sendable, Hashable, CustomStringConvertible {
  /// Every error, in the order found.
  public let errors: [ParseError]
  /// `Parser errors:` and then each error on a line of its own.
  public var description: String { "Parser errors:\n" + errors.map(\.description).joined(separator: "\n") }
}
