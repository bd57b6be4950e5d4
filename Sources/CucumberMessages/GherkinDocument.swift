extension Messages {
  /// The parsed structure of a scenario file (Cucumber Messages' `gherkinDocument`).
  public struct GherkinDocument: Codable, Sendable, Hashable {
    public var uri: String?
    public var feature: Feature?
    public var comments: [Comment]

    public init(uri: String? = nil, feature: Feature? = nil, comments: [Comment] = []) {
      self.uri = uri
      self.feature = feature
      self.comments = comments
    }

    public struct Comment: Codable, Sendable, Hashable {
      public var location: Location
      public var text: String

      public init(location: Location, text: String) {
        self.location = location
        self.text = text
      }
    }

    public struct Tag: Codable, Sendable, Hashable {
      public var location: Location
      public var name: String
      public var id: String

      public init(location: Location, name: String, id: String) {
        self.location = location
        self.name = name
        self.id = id
      }
    }

    public struct Feature: Codable, Sendable, Hashable {
      public var location: Location
      public var tags: [Tag]
      public var language: String

      public init(
        location: Location, tags: [Tag], language: String, keyword: String?, name: String, description: String,
        children: [FeatureChild]
      ) {
        self.location = location
        self.tags = tags
        self.language = language
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
      }
      /// `nil` only for a Markdown file whose first heading is not a `# Feature:` line.
      public var keyword: String?
      public var name: String
      public var description: String
      public var children: [FeatureChild]
    }

    /// One of a feature's children: a rule, a background or a scenario. Held as one boxed
    /// value, since a large file has one per scenario and most are scenarios.
    public struct FeatureChild: Codable, Sendable, Hashable {
      private var node: ChildNode

      public init(rule: Rule? = nil, background: Background? = nil, scenario: Scenario? = nil) {
        node = ChildNode(rule: rule, background: background, scenario: scenario)
      }

      public var rule: Rule? {
        get { node.rule }
        set { node.rule = newValue }
      }
      public var background: Background? {
        get { node.background }
        set { node.background = newValue }
      }
      public var scenario: Scenario? {
        get { node.scenario }
        set { node.scenario = newValue }
      }

      public init(from decoder: any Decoder) throws { node = try ChildNode(from: decoder) }
      public func encode(to encoder: any Encoder) throws { try node.encode(to: encoder) }
    }

    public struct Rule: Codable, Sendable, Hashable {
      public var location: Location
      public var tags: [Tag]
      public var keyword: String
      public var name: String
      public var description: String
      public var children: [RuleChild]
      public var id: String

      public init(
        location: Location, tags: [Tag], keyword: String, name: String, description: String, children: [RuleChild],
        id: String
      ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
        self.id = id
      }
    }

    /// One of a rule's children: a background or a scenario, boxed like ``FeatureChild``.
    public struct RuleChild: Codable, Sendable, Hashable {
      private var node: ChildNode

      public init(background: Background? = nil, scenario: Scenario? = nil) {
        node = ChildNode(rule: nil, background: background, scenario: scenario)
      }

      public var background: Background? {
        get { node.background }
        set { node.background = newValue }
      }
      public var scenario: Scenario? {
        get { node.scenario }
        set { node.scenario = newValue }
      }

      public init(from decoder: any Decoder) throws {
        node = try ChildNode(from: decoder)
        // A rule's child is never a rule: a message that says so anyway is read without it.
        node.rule = nil
      }
      public func encode(to encoder: any Encoder) throws { try node.encode(to: encoder) }
    }

    /// A feature's or rule's child as one pointer to its node: one of the three, or (in a
    /// message that sets more than one, which Cucumber never writes) all of them as given.
    private indirect enum ChildNode: Codable, Sendable, Hashable {
      case none
      case rule(Rule)
      case background(Background)
      case scenario(Scenario)
      case several(rule: Rule?, background: Background?, scenario: Scenario?)

      private enum CodingKeys: String, CodingKey { case rule, background, scenario }

      init(rule: Rule?, background: Background?, scenario: Scenario?) {
        switch (rule, background, scenario) {
        case (nil, nil, nil): self = .none
        case (let rule?, nil, nil): self = .rule(rule)
        case (nil, let background?, nil): self = .background(background)
        case (nil, nil, let scenario?): self = .scenario(scenario)
        default: self = .several(rule: rule, background: background, scenario: scenario)
        }
      }

      var rule: Rule? {
        get {
          switch self {
          case .rule(let rule): rule
          case .several(let rule, _, _): rule
          default: nil
          }
        }
        set { self = ChildNode(rule: newValue, background: background, scenario: scenario) }
      }
      var background: Background? {
        get {
          switch self {
          case .background(let background): background
          case .several(_, let background, _): background
          default: nil
          }
        }
        set { self = ChildNode(rule: rule, background: newValue, scenario: scenario) }
      }
      var scenario: Scenario? {
        get {
          switch self {
          case .scenario(let scenario): scenario
          case .several(_, _, let scenario): scenario
          default: nil
          }
        }
        set { self = ChildNode(rule: rule, background: background, scenario: newValue) }
      }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
          rule: try container.decodeIfPresent(Rule.self, forKey: .rule),
          background: try container.decodeIfPresent(Background.self, forKey: .background),
          scenario: try container.decodeIfPresent(Scenario.self, forKey: .scenario))
      }

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(rule, forKey: .rule)
        try container.encodeIfPresent(background, forKey: .background)
        try container.encodeIfPresent(scenario, forKey: .scenario)
      }

      /// The same JSON as `encode(to:)`, written by hand (see `JSONWritable`).
      func write(to json: inout JSONWriter) {
        json.beginObject()
        switch self {
        case .none: break
        case .rule(let rule): json.member("rule", rule)
        case .background(let background): json.member("background", background)
        case .scenario(let scenario): json.member("scenario", scenario)
        case .several(let rule, let background, let scenario):
          json.member("rule", rule)
          json.member("background", background)
          json.member("scenario", scenario)
        }
        json.endObject()
      }
    }

    public struct Background: Codable, Sendable, Hashable {
      public var location: Location
      public var keyword: String
      public var name: String
      public var description: String
      public var steps: [Step]
      public var id: String

      public init(location: Location, keyword: String, name: String, description: String, steps: [Step], id: String) {
        self.location = location
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.id = id
      }
    }

    public struct Scenario: Codable, Sendable, Hashable {
      public var location: Location
      public var tags: [Tag]
      public var keyword: String
      public var name: String
      public var description: String
      public var steps: [Step]
      public var examples: [Examples]
      public var id: String

      public init(
        location: Location, tags: [Tag], keyword: String, name: String, description: String, steps: [Step],
        examples: [Examples], id: String
      ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.examples = examples
        self.id = id
      }
    }

    public struct Examples: Codable, Sendable, Hashable {
      public var location: Location
      public var tags: [Tag]
      public var keyword: String
      public var name: String
      public var description: String
      public var tableHeader: TableRow?
      public var tableBody: [TableRow]
      public var id: String

      public init(
        location: Location, tags: [Tag], keyword: String, name: String, description: String, tableHeader: TableRow?,
        tableBody: [TableRow], id: String
      ) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.tableHeader = tableHeader
        self.tableBody = tableBody
        self.id = id
      }
    }

    public struct Step: Codable, Sendable, Hashable {
      public var location: Location
      public var keyword: String
      public var keywordType: String?
      public var text: String
      public var docString: DocString? {
        get { boxedDocString?.value }
        set { boxedDocString = newValue.map(Indirect.init) }
      }
      public var dataTable: DataTable? {
        get { boxedDataTable?.value }
        set { boxedDataTable = newValue.map(Indirect.init) }
      }
      public var id: String
      /// Boxed: most steps have neither (see ``Messages/Indirect``).
      private var boxedDocString: Indirect<DocString>?
      private var boxedDataTable: Indirect<DataTable>?

      private enum CodingKeys: String, CodingKey {
        case location, keyword, keywordType, text
        case boxedDocString = "docString"
        case boxedDataTable = "dataTable"
        case id
      }

      public init(
        location: Location, keyword: String, keywordType: String? = nil, text: String, docString: DocString? = nil,
        dataTable: DataTable? = nil, id: String
      ) {
        self.location = location
        self.keyword = keyword
        self.keywordType = keywordType
        self.text = text
        self.id = id
        self.docString = docString
        self.dataTable = dataTable
      }
    }

    public struct DocString: Codable, Sendable, Hashable {
      public var location: Location
      public var mediaType: String?
      public var content: String
      public var delimiter: String

      public init(location: Location, mediaType: String?, content: String, delimiter: String) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
      }
    }

    public struct DataTable: Codable, Sendable, Hashable {
      public var location: Location
      public var rows: [TableRow]

      public init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
      }
    }

    public struct TableRow: Codable, Sendable, Hashable {
      public var location: Location
      public var cells: [TableCell]
      public var id: String

      public init(location: Location, cells: [TableCell], id: String) {
        self.location = location
        self.cells = cells
        self.id = id
      }
    }

    public struct TableCell: Codable, Sendable, Hashable {
      public var location: Location
      public var value: String

      public init(location: Location, value: String) {
        self.location = location
        self.value = value
      }
    }
  }
}

extension Messages.GherkinDocument.FeatureChild: JSONWritable {
  func write(to json: inout JSONWriter) { node.write(to: &json) }
}

extension Messages.GherkinDocument.RuleChild: JSONWritable {
  func write(to json: inout JSONWriter) { node.write(to: &json) }
}
