/// What a finished rule leaves in its parent node (besides steps and scenarios, added as they are).
enum AstValue {
  case node(AstNode)
  case docString(DocString)
  case dataTable(DataTable)
  case background(Background)
  case examples(Examples)
  /// An examples table: its header row, and the other rows.
  case examplesTable(header: TableRow?, body: [TableRow])
  case description(String)
  case rule(Rule)
  case feature(Feature)
  case document(GherkinDocument)
}

/// A rule being built: where its tokens lie in the builder's list, and the finished sub-rules it
/// has received. A value kept in the builder's stack (no object per rule). Steps and scenarios,
/// the frequent results, have typed lists; the rarer ones share one small list, where a single result's first of its kind wins,
/// as the reference's `get_single` does. Few fields make a node cheap to create and destroy.
struct AstNode {
  let ruleType: RuleType
  /// Where the rule's tokens begin in the builder's list of tokens.
  let tokenStart: Int
  /// Where they end, once the rule has ended (the tokens of sub-rules kept in it lie between).
  var tokenEnd = 0
  private(set) var subNodes: [AstNode] = []
  private(set) var steps: [Step] = []
  /// The finished scenarios, each already boxed as the feature's child it becomes (8 bytes in
  /// the list, where a `Scenario` takes over a hundred: a large list of those is costly to grow
  /// and to move into the feature's children).
  private(set) var scenarioChildren: [FeatureChild] = []
  private var values: [AstValue] = []

  init(_ ruleType: RuleType, tokenStart: Int) {
    self.ruleType = ruleType
    self.tokenStart = tokenStart
  }

  /// Steps and scenarios, the most frequent (and large) values, are added as they are, without
  /// an `AstValue` around them; room for several up front saves copying them as the list grows.
  mutating func add(_ step: Step) {
    if steps.isEmpty { steps.reserveCapacity(8) }
    steps.append(step)
  }

  /// The steps, moved out of the node (which is left without them). The list was given room for
  /// several while it grew, and a large file keeps one per scenario: a list less than half full
  /// is moved into one of its own size (with 3 steps in room for 8, the spare room was most of a
  /// parsed document's memory); a fuller one is taken as it is (its spare room is at most its
  /// steps' own size, and the move cost an allocation and a free per scenario).
  mutating func takeSteps() -> [Step] {
    if steps.count * 2 >= steps.capacity {
      var taken: [Step] = []
      swap(&taken, &steps)
      return taken
    }
    return steps.takeAllWithExactCapacity(placeholder: Self.placeholderStep)
  }

  /// Fills a moved-out step's old place until the list is released: nothing in it is counted.
  private static let placeholderStep = Step(location: Location(line: 0), keyword: "", text: "", id: "")

  mutating func add(_ scenario: consuming Scenario) {
    if scenarioChildren.isEmpty { scenarioChildren.reserveCapacity(16) }
    scenarioChildren.append(FeatureChild(moving: scenario))
  }

  /// The scenarios as feature children, moved out of the node.
  mutating func takeScenarioChildren() -> [FeatureChild] {
    var taken: [FeatureChild] = []
    swap(&taken, &scenarioChildren)
    return taken
  }

  mutating func add(_ value: consuming AstValue) {
    switch value {
    case .node(let node):
      // A node holds a sub-rule or two (tags and a scenario): room for two at once, not grown.
      if subNodes.isEmpty { subNodes.reserveCapacity(2) }
      subNodes.append(node)
    case .background, .dataTable, .docString, .description, .examplesTable, .examples, .rule, .feature, .document:
      if values.isEmpty { values.reserveCapacity(2) }
      values.append(value)
    }
  }

  var background: Background? { firstSingle { if case .background(let value) = $0 { value } else { nil } } }
  var dataTable: DataTable? { firstSingle { if case .dataTable(let value) = $0 { value } else { nil } } }
  var docString: DocString? { firstSingle { if case .docString(let value) = $0 { value } else { nil } } }
  var description: String? { firstSingle { if case .description(let value) = $0 { value } else { nil } } }
  var examplesTable: (header: TableRow?, body: [TableRow])? {
    firstSingle { if case .examplesTable(let header, let body) = $0 { (header, body) } else { nil } }
  }
  var feature: Feature? { firstSingle { if case .feature(let value) = $0 { value } else { nil } } }
  var document: GherkinDocument? { firstSingle { if case .document(let value) = $0 { value } else { nil } } }
  /// The examples, in a list made at its size (an outline has two or more: grown one by one, it
  /// was made twice).
  var examples: [Examples] {
    let count = values.count { if case .examples = $0 { true } else { false } }
    if count == 0 { return [] }
    var examples: [Examples] = []
    examples.reserveCapacity(count)
    for case .examples(let value) in values { examples.append(value) }
    return examples
  }
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
}
