/// Receives the parser's rule starts, rule ends and tokens, and builds the `GherkinDocument`
/// message directly (Cucumber Messages' own types, as the official parsers do).
///
/// Ids are taken from the shared generator in the official order: children before parents
/// (table rows before their step, steps before their scenario, tags before their scenario).
struct AstBuilder {
  private let ids: IdGenerator
  private var stack: [AstNode] = [AstNode(.none, tokenStart: 0)]
  /// The tokens of the open rules and of the finished rules kept in them, in the order built: a
  /// rule's tokens follow those of the rules around it, so each node names its own by a range,
  /// and a rule's are dropped when it has made what it makes (one list for the whole parse, not
  /// one per rule). Room for the tokens of the rules a file usually has open at once (a feature's
  /// header, a scenario with its tags, a step with a table): grown from empty, the list was made
  /// again five times per file, each time copying its tokens.
  private var tokens: [Token] = []
  private var comments: [Comment] = []
  /// The dialect the feature line was read in (the parser sets it as it builds that line).
  var language = "en"

  init(ids: IdGenerator) {
    self.ids = ids
    tokens.reserveCapacity(32)
  }

  mutating func reset() {
    stack = [AstNode(.none, tokenStart: 0)]
    tokens.removeAll(keepingCapacity: true)
    comments = []
    language = "en"
  }

  mutating func startRule(_ type: RuleType) {
    stack.append(AstNode(type, tokenStart: tokens.count))
  }

  mutating func endRule(_ type: RuleType) throws(ParseError) {
    // The stack is moved out of the builder while the rule ends, so that the parent is changed
    // where it lies (taken off the stack and put back, it was moved twice and its list grown).
    var stack: [AstNode] = []
    swap(&stack, &self.stack)
    defer { swap(&stack, &self.stack) }
    var node = stack.removeLast()
    node.tokenEnd = tokens.count
    if try transform(&node, into: &stack[stack.count - 1]) {
      // Nothing above the node's first token belongs to a rule still to be read. A rule holds a
      // few tokens: dropped one by one, each is a count going down (`removeLast(_:)` goes through
      // the general replacement of a range, five times the instructions).
      while tokens.count > node.tokenStart { tokens.removeLast() }
    } else {
      stack[stack.count - 1].add(.node(consume node))
    }
  }

  mutating func build(_ token: Token) {
    switch token.matchedType {
    case .comment:
      comments.append(Comment(location: token.location, text: token.matchedText ?? ""))
    case .empty:
      break  // No rule reads its blank lines, so they are not kept.
    default:
      tokens.append(token)
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
      guard let line = token(.stepLine, in: node) else { return false }
      let dataTable = node.dataTable
      let docString = node.docString
      parent.add(
        Step(
          location: line.location, keyword: line.matchedKeyword ?? "", keywordType: line.matchedKeywordType?.rawValue,
          text: line.matchedText ?? "", docString: docString, dataTable: dataTable, id: ids.newId()))
    case .docString:
      guard let separator = token(.docStringSeparator, in: node) else { return false }
      let mediaType = separator.matchedText.flatMap { $0.isEmpty ? nil : $0 }
      let content = Token.joinedTexts(tokens(.other, in: node))
      parent.add(
        .docString(
          DocString(
            location: separator.location, mediaType: mediaType, content: content,
            delimiter: separator.matchedKeyword ?? "")))
    case .dataTable:
      let (_, rows) = try tableRows(node, headerApart: false)
      parent.add(.dataTable(DataTable(location: rows[0].location, rows: rows)))
    case .background:
      guard let line = token(.backgroundLine, in: node) else { return false }
      parent.add(
        .background(
          Background(
            location: line.location, keyword: line.matchedKeyword ?? "", name: line.matchedText ?? "",
            description: description(node), steps: node.takeSteps(), id: ids.newId())))
    case .scenarioDefinition:
      let tags = self.tags(&node)
      guard var scenarioNode = node.takeSubNode(.scenario), let line = token(.scenarioLine, in: scenarioNode)
      else { return false }
      let examples = scenarioNode.examples
      parent.add(
        Scenario(
          location: line.location, tags: tags, keyword: line.matchedKeyword ?? "", name: line.matchedText ?? "",
          description: description(scenarioNode), steps: scenarioNode.takeSteps(), examples: examples, id: ids.newId()))
    case .examplesDefinition:
      let tags = self.tags(&node)
      guard let examplesNode = node.takeSubNode(.examples), let line = token(.examplesLine, in: examplesNode)
      else { return false }
      let table = examplesNode.examplesTable
      parent.add(
        .examples(
          Examples(
            location: line.location, tags: tags, keyword: line.matchedKeyword ?? "", name: line.matchedText ?? "",
            description: description(examplesNode), tableHeader: table?.header, tableBody: table?.body ?? [],
            id: ids.newId())))
    case .examplesTable:
      let (header, body) = try tableRows(node, headerApart: true)
      parent.add(.examplesTable(header: header, body: body))
    case .description:
      // Trailing blank lines are not part of the description.
      let lines = tokens[node.tokenStart..<node.tokenEnd]
      let end =
        (lines.lastIndex { $0.matchedType == .other && !($0.line?.isEmpty ?? true) } ?? lines.startIndex - 1) + 1
      parent.add(.description(Token.joinedTexts(lines[..<end].lazy.filter { $0.matchedType == .other })))
    case .rule:
      guard var header = node.takeSubNode(.ruleHeader) else { return true }
      let tags = self.tags(&header)
      guard let line = token(.ruleLine, in: header) else { return true }
      var children: [RuleChild] = []
      if let background = node.background { children.append(RuleChild(background: background)) }
      children += node.scenarioChildren.map { RuleChild(scenario: $0.scenario) }
      parent.add(
        .rule(
          Rule(
            location: line.location, tags: tags, keyword: line.matchedKeyword ?? "", name: line.matchedText ?? "",
            description: description(header), children: children, id: ids.newId())))
    case .feature:
      guard var header = node.takeSubNode(.featureHeader) else { return true }
      let tags = self.tags(&header)
      guard let line = token(.featureLine, in: header) else { return true }
      // The scenarios are boxed as children already: the list is taken as it is.
      var children = node.takeScenarioChildren()
      if let background = node.background { children.insert(FeatureChild(background: background), at: 0) }
      children += node.rules.map { FeatureChild(rule: $0) }
      parent.add(
        .feature(
          Feature(
            location: line.location, tags: tags, language: language, keyword: line.matchedKeyword,
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
    for token in tokens(.tagLine, in: tagsNode) {
      // A plain tag line's tags are made as they are read; Markdown's code spans through cells.
      if case .tags = token.items, let line = token.line {
        line.appendTags(to: &tags, ids: ids)
        continue
      }
      for item in token.matchedItems {
        tags.append(Tag(location: item.location, name: item.value, id: ids.newId()))
      }
    }
    return tags
  }

  /// A table's rows in order, each taking its id, in a list made once at its size. With
  /// `headerApart`, the first row (an examples table's header) is returned on its own and the
  /// list holds the others (the body, not copied out of a list of all the rows afterwards).
  private func tableRows(_ node: AstNode, headerApart: Bool) throws(ParseError) -> (
    header: TableRow?, rows: [TableRow]
  ) {
    var header: TableRow?
    var rows: [TableRow] = []
    // A table rule holds only its rows' tokens.
    rows.reserveCapacity(node.tokenEnd - node.tokenStart - (headerApart ? 1 : 0))
    var cellCount: Int?
    // Every row takes its id before a row of the wrong width is reported (ids run on across files).
    var inconsistentRow: Location?
    for token in tokens(.tableRow, in: node) {
      let row = TableRow(location: token.location, cells: token.matchedItems, id: ids.newId())
      if let count = cellCount {
        if row.cells.count != count && inconsistentRow == nil { inconsistentRow = row.location }
      } else {
        cellCount = row.cells.count
      }
      if headerApart && header == nil { header = row } else { rows.append(row) }
    }
    if let location = inconsistentRow {
      throw ParseError(message: "inconsistent cell count within the table", location: location)
    }
    return (header, rows)
  }

  private func description(_ node: AstNode) -> String {
    node.description ?? ""
  }

  /// The first of the node's own tokens of `type`.
  private func token(_ type: TokenType, in node: AstNode) -> Token? {
    tokens[node.tokenStart..<node.tokenEnd].first { $0.matchedType == type }
  }

  /// The node's own tokens of `type`, in order, read in place.
  private func tokens(_ type: TokenType, in node: AstNode) -> LazyFilterSequence<ArraySlice<Token>> {
    tokens[node.tokenStart..<node.tokenEnd].lazy.filter { $0.matchedType == type }
  }
}
