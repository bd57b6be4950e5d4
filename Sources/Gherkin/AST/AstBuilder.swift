/// Receives the parser's rule starts, rule ends and tokens, and builds the `GherkinDocument`
/// message directly (Cucumber Messages' own types, as the official parsers do).
///
/// Ids are taken from the shared generator in the official order: children before parents
/// (table rows before their step, steps before their scenario, tags before their scenario).
struct AstBuilder {
  private let ids: IdGenerator
  private var stack: [AstNode] = [AstNode(.none)]
  private var comments: [Comment] = []

  init(ids: IdGenerator) {
    self.ids = ids
  }

  mutating func reset() {
    stack = [AstNode(.none)]
    comments = []
  }

  mutating func startRule(_ type: RuleType) {
    stack.append(AstNode(type))
  }

  mutating func endRule(_ type: RuleType) throws(ParseError) {
    var node = stack.removeLast()
    var parent = stack.removeLast()
    defer { stack.append(parent) }
    if try !transform(&node, into: &parent) { parent.add(.node(node)) }
  }

  mutating func build(_ token: Token) {
    switch token.matchedType {
    case .comment:
      comments.append(Comment(location: token.location, text: token.matchedText ?? ""))
    case .empty:
      break  // No rule reads its blank lines, so they are not kept.
    default:
      stack[stack.count - 1].add(token)
    }
  }

  var result: GherkinDocument? {
    stack.last?.document
  }

  // MARK: - Transformations, one per rule

  /// Adds what a finished rule makes to its parent node; returns `false` when the rule makes
  /// nothing of its own (the caller then keeps the node itself). The node is taken apart as it
  /// is read, and the result is built straight into the parent (its parts are moved, not copied).
  private func transform(_ node: inout AstNode, into parent: inout AstNode) throws(ParseError) -> Bool {
    switch node.ruleType {
    case .step:
      guard let line = node.token(.stepLine) else { return false }
      let dataTable = node.dataTable
      let docString = node.docString
      parent.add(
        Step(
          location: line.location, keyword: line.matchedKeyword ?? "", keywordType: line.matchedKeywordType?.rawValue,
          text: line.matchedText ?? "", docString: docString, dataTable: dataTable, id: ids.newId()))
    case .docString:
      let separators = node.tokens(.docStringSeparator)
      guard let separator = separators.first else { return false }
      let mediaType = separator.matchedText.flatMap { $0.isEmpty ? nil : $0 }
      let content = node.tokens(.other).map { $0.matchedText ?? "" }.joined(separator: "\n")
      parent.add(
        .docString(
          DocString(
            location: separator.location, mediaType: mediaType, content: content,
            delimiter: separator.matchedKeyword ?? "")))
    case .dataTable:
      let rows = try tableRows(node)
      parent.add(.dataTable(DataTable(location: rows[0].location, rows: rows)))
    case .background:
      guard let line = node.token(.backgroundLine) else { return false }
      parent.add(
        .background(
          Background(
            location: line.location, keyword: line.matchedKeyword ?? "", name: line.matchedText ?? "",
            description: description(node), steps: node.takeSteps(), id: ids.newId())))
    case .scenarioDefinition:
      let tags = self.tags(&node)
      guard var scenarioNode = node.takeSubNode(.scenario), let line = scenarioNode.token(.scenarioLine)
      else { return false }
      let examples = scenarioNode.examples
      parent.add(
        Scenario(
          location: line.location, tags: tags, keyword: line.matchedKeyword ?? "", name: line.matchedText ?? "",
          description: description(scenarioNode), steps: scenarioNode.takeSteps(), examples: examples, id: ids.newId()))
    case .examplesDefinition:
      let tags = self.tags(&node)
      guard let examplesNode = node.takeSubNode(.examples), let line = examplesNode.token(.examplesLine)
      else { return false }
      let rows = examplesNode.rows ?? []
      parent.add(
        .examples(
          Examples(
            location: line.location, tags: tags, keyword: line.matchedKeyword ?? "", name: line.matchedText ?? "",
            description: description(examplesNode), tableHeader: rows.first, tableBody: Array(rows.dropFirst()),
            id: ids.newId())))
    case .examplesTable:
      parent.add(.rows(try tableRows(node)))
    case .description:
      var lines = node.tokens(.other)
      while let last = lines.last, (last.line?.trimmedText ?? last.matchedText ?? "").isEmpty { lines.removeLast() }
      parent.add(.description(lines.map { $0.matchedText ?? "" }.joined(separator: "\n")))
    case .rule:
      guard var header = node.takeSubNode(.ruleHeader) else { return true }
      let tags = self.tags(&header)
      guard let line = header.token(.ruleLine) else { return true }
      var children: [RuleChild] = []
      if let background = node.background { children.append(RuleChild(background: background)) }
      children += node.scenarios.map { RuleChild(scenario: $0) }
      parent.add(
        .rule(
          Rule(
            location: line.location, tags: tags, keyword: line.matchedKeyword ?? "", name: line.matchedText ?? "",
            description: description(header), children: children, id: ids.newId())))
    case .feature:
      guard var header = node.takeSubNode(.featureHeader) else { return true }
      let tags = self.tags(&header)
      guard let line = header.token(.featureLine) else { return true }
      var children: [FeatureChild] = []
      if let background = node.background { children.append(FeatureChild(background: background)) }
      children += node.scenarios.map { FeatureChild(scenario: $0) }
      children += node.rules.map { FeatureChild(rule: $0) }
      parent.add(
        .feature(
          Feature(
            location: line.location, tags: tags, language: line.matchedDialect, keyword: line.matchedKeyword,
            name: line.matchedText ?? "", description: description(header), children: children)))
    case .gherkinDocument:
      parent.add(.document(GherkinDocument(uri: nil, feature: node.feature, comments: comments)))
    default:
      return false
    }
    return true
  }

  private func tags(_ node: inout AstNode) -> [Tag] {
    guard let tagsNode = node.takeSubNode(.tags) else { return [] }
    var tags: [Tag] = []
    for token in tagsNode.tokens(.tagLine) {
      for item in token.matchedItems {
        tags.append(Tag(location: item.location, name: item.value, id: ids.newId()))
      }
    }
    return tags
  }

  private func tableRows(_ node: AstNode) throws(ParseError) -> [TableRow] {
    let rows = node.tokens(.tableRow).map { token in
      TableRow(location: token.location, cells: token.matchedItems, id: ids.newId())
    }
    if let first = rows.first {
      for row in rows where row.cells.count != first.cells.count {
        throw ParseError(message: "inconsistent cell count within the table", location: row.location)
      }
    }
    return rows
  }

  private func description(_ node: AstNode) -> String {
    node.description ?? ""
  }
}

/// What a finished rule leaves in its parent node (besides steps and scenarios, added as they are).
enum AstValue {
  case node(AstNode)
  case docString(DocString)
  case dataTable(DataTable)
  case background(Background)
  case examples(Examples)
  case rows([TableRow])
  case description(String)
  case rule(Rule)
  case feature(Feature)
  case document(GherkinDocument)
}

/// A rule being built: the tokens and finished sub-rules it has received. A value kept in the
/// builder's stack (no object per rule). Steps and scenarios, the frequent results, have typed
/// lists; the rarer ones share one small list, where a single result's first of its kind wins,
/// as the reference's `get_single` does. Few fields make a node cheap to create and destroy.
struct AstNode {
  let ruleType: RuleType
  /// The tokens received, in order: most rules get one line (a step, a title), so the first is
  /// kept apart and the list is only allocated for the second.
  private var firstToken: Token?
  private var moreTokens: [Token] = []
  private(set) var subNodes: [AstNode] = []
  private(set) var steps: [Step] = []
  private(set) var scenarios: [Scenario] = []
  private var values: [AstValue] = []

  init(_ ruleType: RuleType) {
    self.ruleType = ruleType
  }

  mutating func add(_ token: Token) {
    if firstToken == nil {
      firstToken = token
    } else {
      moreTokens.append(token)
    }
  }

  /// Steps and scenarios, the most frequent (and large) values, are added as they are, without
  /// an `AstValue` around them; room for several up front saves copying them as the list grows.
  mutating func add(_ step: Step) {
    if steps.isEmpty { steps.reserveCapacity(8) }
    steps.append(step)
  }

  /// The steps, moved out of the node (which is left without them) into an array of their own
  /// size: the list was given room for several while it grew, and a large file keeps one per
  /// scenario (with 3 steps in room for 8, the spare room was most of a parsed document's memory).
  mutating func takeSteps() -> [Step] {
    steps.takeAllWithExactCapacity(placeholder: Self.placeholderStep)
  }

  /// Fills a moved-out step's old place until the list is released: nothing in it is counted.
  private static let placeholderStep = Step(location: Location(line: 0), keyword: "", text: "", id: "")

  mutating func add(_ scenario: Scenario) {
    if scenarios.isEmpty { scenarios.reserveCapacity(16) }
    scenarios.append(scenario)
  }

  mutating func add(_ value: consuming AstValue) {
    switch value {
    case .node(let node): subNodes.append(node)
    case .background, .dataTable, .docString, .description, .rows, .examples, .rule, .feature, .document:
      values.append(value)
    }
  }

  var background: Background? { firstSingle { if case .background(let value) = $0 { value } else { nil } } }
  var dataTable: DataTable? { firstSingle { if case .dataTable(let value) = $0 { value } else { nil } } }
  var docString: DocString? { firstSingle { if case .docString(let value) = $0 { value } else { nil } } }
  var description: String? { firstSingle { if case .description(let value) = $0 { value } else { nil } } }
  var rows: [TableRow]? { firstSingle { if case .rows(let value) = $0 { value } else { nil } } }
  var feature: Feature? { firstSingle { if case .feature(let value) = $0 { value } else { nil } } }
  var document: GherkinDocument? { firstSingle { if case .document(let value) = $0 { value } else { nil } } }
  var examples: [Examples] { values.compactMap { if case .examples(let value) = $0 { value } else { nil } } }
  var rules: [Rule] { values.compactMap { if case .rule(let value) = $0 { value } else { nil } } }

  private func firstSingle<Value>(_ extract: (AstValue) -> Value?) -> Value? {
    for value in values {
      if let found = extract(value) { return found }
    }
    return nil
  }

  /// Moves the first finished sub-rule of `type` out of the node (a node is read once, when its
  /// rule ends, so its parts are moved into the result rather than copied).
  mutating func takeSubNode(_ type: RuleType) -> AstNode? {
    guard let index = subNodes.firstIndex(where: { $0.ruleType == type }) else { return nil }
    return subNodes.remove(at: index)
  }

  func token(_ type: TokenType) -> Token? {
    if let first = firstToken, first.matchedType == type { return first }
    return moreTokens.first { $0.matchedType == type }
  }

  func tokens(_ type: TokenType) -> [Token] {
    guard let first = firstToken else { return [] }
    var result = first.matchedType == type ? [first] : []
    result.reserveCapacity(moreTokens.count + 1)
    for token in moreTokens where token.matchedType == type { result.append(token) }
    return result
  }
}
