/// Receives the parser's rule starts, rule ends and tokens, and builds the `GherkinDocument`.
///
/// Ids are taken from the shared generator in the official order: children before parents
/// (table rows before their step, steps before their scenario, tags before their scenario).
final class AstBuilder {
  private let ids: IdGenerator
  private var stack: [AstNode] = [AstNode(.none)]
  private var comments: [Comment] = []

  init(ids: IdGenerator) {
    self.ids = ids
  }

  func reset() {
    stack = [AstNode(.none)]
    comments = []
  }

  func startRule(_ type: RuleType) {
    stack.append(AstNode(type))
  }

  func endRule(_ type: RuleType) throws(ParseError) {
    let node = stack.removeLast()
    let value = try transform(node)
    stack[stack.count - 1].add(.rule(node.ruleType), value)
  }

  func build(_ token: Token) {
    if token.matchedType == .comment {
      comments.append(Comment(location: token.location, text: token.matchedText ?? ""))
    } else {
      stack[stack.count - 1].add(.token(token.matchedType), .token(token))
    }
  }

  var result: GherkinDocument? {
    if case .document(let document)? = stack.last?.single(.rule(.gherkinDocument)) { return document }
    return nil
  }

  // MARK: - Transformations, one per rule

  private func transform(_ node: AstNode) throws(ParseError) -> AstValue {
    switch node.ruleType {
    case .step:
      guard let line = node.token(.stepLine) else { return .node(node) }
      var dataTable: DataTable?
      if case .dataTable(let table)? = node.single(.rule(.dataTable)) { dataTable = table }
      var docString: DocString?
      if case .docString(let doc)? = node.single(.rule(.docString)) { docString = doc }
      return .step(
        Step(
          id: ids.newId(), location: line.location, keyword: line.matchedKeyword ?? "",
          keywordType: line.matchedKeywordType, text: line.matchedText ?? "", docString: docString,
          dataTable: dataTable))
    case .docString:
      let separators = node.tokens(.docStringSeparator)
      guard let separator = separators.first else { return .node(node) }
      let mediaType = separator.matchedText.flatMap { $0.isEmpty ? nil : $0 }
      let content = node.tokens(.other).map { $0.matchedText ?? "" }.joined(separator: "\n")
      return .docString(
        DocString(
          location: separator.location, mediaType: mediaType, content: content,
          delimiter: separator.matchedKeyword ?? ""))
    case .dataTable:
      let rows = try tableRows(node)
      return .dataTable(DataTable(location: rows[0].location, rows: rows))
    case .background:
      guard let line = node.token(.backgroundLine) else { return .node(node) }
      return .background(
        Background(
          id: ids.newId(), location: line.location, keyword: line.matchedKeyword ?? "",
          name: line.matchedText ?? "", description: description(node), steps: steps(node)))
    case .scenarioDefinition:
      let tags = self.tags(node)
      guard case .node(let scenarioNode)? = node.single(.rule(.scenario)),
        let line = scenarioNode.token(.scenarioLine)
      else { return .node(node) }
      let examples = scenarioNode.items(.rule(.examplesDefinition)).compactMap { value -> Examples? in
        if case .examples(let examples) = value { return examples }
        return nil
      }
      return .scenario(
        Scenario(
          id: ids.newId(), location: line.location, tags: tags, keyword: line.matchedKeyword ?? "",
          name: line.matchedText ?? "", description: description(scenarioNode), steps: steps(scenarioNode),
          examples: examples))
    case .examplesDefinition:
      let tags = self.tags(node)
      guard case .node(let examplesNode)? = node.single(.rule(.examples)),
        let line = examplesNode.token(.examplesLine)
      else { return .node(node) }
      var rows: [TableRow] = []
      if case .rows(let tableRows)? = examplesNode.single(.rule(.examplesTable)) { rows = tableRows }
      return .examples(
        Examples(
          id: ids.newId(), location: line.location, tags: tags, keyword: line.matchedKeyword ?? "",
          name: line.matchedText ?? "", description: description(examplesNode), tableHeader: rows.first,
          tableBody: Array(rows.dropFirst())))
    case .examplesTable:
      return .rows(try tableRows(node))
    case .description:
      var lines = node.tokens(.other)
      while let last = lines.last, (last.line?.trimmedText ?? last.matchedText ?? "").isEmpty { lines.removeLast() }
      return .description(lines.map { $0.matchedText ?? "" }.joined(separator: "\n"))
    case .rule:
      guard case .node(let header)? = node.single(.rule(.ruleHeader)) else { return .absent }
      let tags = self.tags(header)
      guard let line = header.token(.ruleLine) else { return .absent }
      var children: [RuleChild] = []
      if case .background(let background)? = node.single(.rule(.background)) {
        children.append(.background(background))
      }
      for case .scenario(let scenario) in node.items(.rule(.scenarioDefinition)) {
        children.append(.scenario(scenario))
      }
      return .rule(
        Rule(
          id: ids.newId(), location: line.location, tags: tags, keyword: line.matchedKeyword ?? "",
          name: line.matchedText ?? "", description: description(header), children: children))
    case .feature:
      guard case .node(let header)? = node.single(.rule(.featureHeader)) else { return .absent }
      let tags = self.tags(header)
      guard let line = header.token(.featureLine) else { return .absent }
      var children: [FeatureChild] = []
      if case .background(let background)? = node.single(.rule(.background)) {
        children.append(.background(background))
      }
      for case .scenario(let scenario) in node.items(.rule(.scenarioDefinition)) {
        children.append(.scenario(scenario))
      }
      for case .rule(let rule) in node.items(.rule(.rule)) {
        children.append(.rule(rule))
      }
      return .feature(
        Feature(
          location: line.location, tags: tags, language: line.matchedDialect, keyword: line.matchedKeyword,
          name: line.matchedText ?? "", description: description(header), children: children))
    case .gherkinDocument:
      var feature: Feature?
      if case .feature(let built)? = node.single(.rule(.feature)) { feature = built }
      return .document(GherkinDocument(uri: nil, feature: feature, comments: comments))
    default:
      return .node(node)
    }
  }

  private func tags(_ node: AstNode) -> [Tag] {
    guard case .node(let tagsNode)? = node.single(.rule(.tags)) else { return [] }
    var tags: [Tag] = []
    for token in tagsNode.tokens(.tagLine) {
      for item in token.matchedItems {
        tags.append(
          Tag(id: ids.newId(), location: Location(line: token.lineNumber, column: item.column), name: item.text))
      }
    }
    return tags
  }

  private func tableRows(_ node: AstNode) throws(ParseError) -> [TableRow] {
    let rows = node.tokens(.tableRow).map { token in
      TableRow(
        id: ids.newId(), location: token.location,
        cells: token.matchedItems.map {
          TableCell(location: Location(line: token.lineNumber, column: $0.column), value: $0.text)
        })
    }
    if let first = rows.first {
      for row in rows where row.cells.count != first.cells.count {
        throw ParseError(message: "inconsistent cell count within the table", location: row.location)
      }
    }
    return rows
  }

  private func description(_ node: AstNode) -> String {
    if case .description(let text)? = node.single(.rule(.description)) { return text }
    return ""
  }

  private func steps(_ node: AstNode) -> [Step] {
    node.items(.rule(.step)).compactMap { value in
      if case .step(let step) = value { return step }
      return nil
    }
  }
}

/// What a finished rule or a built token leaves in its parent node.
enum AstValue {
  case token(Token)
  case node(AstNode)
  case step(Step)
  case docString(DocString)
  case dataTable(DataTable)
  case background(Background)
  case scenario(Scenario)
  case examples(Examples)
  case rows([TableRow])
  case description(String)
  case rule(Rule)
  case feature(Feature)
  case document(GherkinDocument)
  case absent
}

/// A rule being built: the tokens and finished sub-rules it has received, in order.
final class AstNode {
  enum Key: Equatable {
    case token(TokenType)
    case rule(RuleType)
  }

  let ruleType: RuleType
  private var entries: [(key: Key, value: AstValue)] = []

  init(_ ruleType: RuleType) {
    self.ruleType = ruleType
  }

  func add(_ key: Key, _ value: AstValue) {
    entries.append((key, value))
  }

  func single(_ key: Key) -> AstValue? {
    for entry in entries where entry.key == key { return entry.value }
    return nil
  }

  func items(_ key: Key) -> [AstValue] {
    entries.compactMap { $0.key == key ? $0.value : nil }
  }

  func token(_ type: TokenType) -> Token? {
    if case .token(let token)? = single(.token(type)) { return token }
    return nil
  }

  func tokens(_ type: TokenType) -> [Token] {
    entries.compactMap { entry in
      if entry.key == .token(type), case .token(let token) = entry.value { return token }
      return nil
    }
  }
}
