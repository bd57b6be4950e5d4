extension Messages {
  /// The parsed structure of a scenario file (Cucumber Messages' `gherkinDocument`).
  public struct GherkinDocument: Codable, Sendable, Hashable {
    /// The feature file's path, relative to the folder the run started in.
    public var uri: String?
    /// The file's feature; `nil` for a file with none (empty or only comments).
    public var feature: Feature?
    /// Every `#` comment line of the file.
    public var comments: [Comment]

    /// Creates a document from its fields.
    public init(uri: String? = nil, feature: Feature? = nil, comments: [Comment] = []) {
      self.uri = uri
      self.feature = feature
      self.comments = comments
    }

    /// A `#` comment line.
    public struct Comment: Codable, Sendable, Hashable {
      /// Where the comment is.
      public var location: Location
      /// The whole line, `#` and leading spaces included.
      public var text: String

      /// Creates a comment from its place and text.
      public init(location: Location, text: String) {
        self.location = location
        self.text = text
      }
    }

    /// A tag (`@smoke`) on a feature, rule, scenario or examples table.
    public struct Tag: Codable, Sendable, Hashable {
      /// Where the tag is.
      public var location: Location
      /// The tag with its `@`.
      public var name: String
      /// Names this tag for the pickle tags made from it.
      public var id: String

      /// Creates a tag from its fields.
      public init(location: Location, name: String, id: String) {
        self.location = location
        self.name = name
        self.id = id
      }
    }

    /// The `Feature:` of a file, with its description and children.
    public struct Feature: Codable, Sendable, Hashable {
      /// Where the `Feature:` line is.
      public var location: Location
      /// The tags above the `Feature:` line.
      public var tags: [Tag]
      /// The file's Gherkin dialect (`en`, `ja`, …), from its `# language:` line.
      public var language: String

      /// Creates a feature from its fields.
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
      /// The text after the keyword.
      public var name: String
      /// The free text between the `Feature:` line and its first child.
      public var description: String
      /// The background, scenarios and rules, in file order.
      public var children: [FeatureChild]
    }

    /// One of a feature's children: a rule, a background or a scenario. Held as one boxed
    /// value, since a large file has one per scenario and most are scenarios.
    public struct FeatureChild: Codable, Sendable, Hashable {
      private var node: ChildNode

      /// Creates a child carrying exactly one of a rule, a background or a scenario.
      public init(rule: Rule? = nil, background: Background? = nil, scenario: Scenario? = nil) {
        node = ChildNode(rule: rule, background: background, scenario: scenario)
      }

      /// A scenario's child, taking the scenario as it is (moved into the child, not copied: the
      /// parser boxes every scenario it makes).
      package init(moving scenario: consuming Scenario) {
        node = .scenario(HeldScenario(scenario))
      }

      /// Hands `body` the scenario, when the child is one, read where it lies in the child (the
      /// ``scenario`` property returns a copy: a retain and a release for each of its parts);
      /// returns whether it was.
      ///
      /// ```swift
      /// if !child.readScenario({ scenario in compile(scenario) }) { … }
      /// ```
      @discardableResult
      package func readScenario(_ body: (Scenario) -> Void) -> Bool { node.readScenario(body) }

      /// Hands `body` the scenario to change, when the child is one of a scenario alone; returns
      /// whether it was. The scenario's lists are changed where they lie (the ``scenario``
      /// property's setter would copy each list the old box still holds).
      ///
      /// ```swift
      /// child.updateScenario { scenario in scenario.id = "12" }
      /// ```
      @discardableResult
      package mutating func updateScenario(_ body: (inout Scenario) -> Void) -> Bool { node.updateScenario(body) }

      /// The child, when it is a `Rule:`.
      public var rule: Rule? {
        get { node.rule }
        set { node.rule = newValue }
      }
      /// The child, when it is a `Background:`.
      public var background: Background? {
        get { node.background }
        set { node.background = newValue }
      }
      /// The child, when it is a scenario or scenario outline.
      public var scenario: Scenario? {
        get { node.scenario }
        set { node.scenario = newValue }
      }

      public init(from decoder: any Decoder) throws { node = try ChildNode(from: decoder) }
      public func encode(to encoder: any Encoder) throws { try node.encode(to: encoder) }
    }

    /// A `Rule:` grouping scenarios (and a background of its own) under one business rule.
    public struct Rule: Codable, Sendable, Hashable {
      /// Where the `Rule:` line is.
      public var location: Location
      /// The tags above the `Rule:` line.
      public var tags: [Tag]
      /// The keyword as written, in the file's language.
      public var keyword: String
      /// The text after the keyword.
      public var name: String
      /// The free text between the `Rule:` line and its first child.
      public var description: String
      /// The background and scenarios, in file order.
      public var children: [RuleChild]
      /// Names this rule for the pickles made from its scenarios.
      public var id: String

      /// Creates a rule from its fields.
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

      /// Creates a child carrying exactly one of a background or a scenario.
      public init(background: Background? = nil, scenario: Scenario? = nil) {
        node = ChildNode(rule: nil, background: background, scenario: scenario)
      }

      /// Hands `body` the scenario, when the child is one, read where it lies (see
      /// ``FeatureChild/readScenario(_:)``); returns whether it was.
      @discardableResult
      package func readScenario(_ body: (Scenario) -> Void) -> Bool { node.readScenario(body) }

      /// Hands `body` the scenario to change, when the child is one; returns whether it was (see
      /// ``FeatureChild/updateScenario(_:)``).
      @discardableResult
      package mutating func updateScenario(_ body: (inout Scenario) -> Void) -> Bool { node.updateScenario(body) }

      /// The child, when it is a `Background:`.
      public var background: Background? {
        get { node.background }
        set { node.background = newValue }
      }
      /// The child, when it is a scenario or scenario outline.
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
    ///
    /// A scenario, the frequent child, is held by a class of its own rather than an indirect
    /// case: its fields are then read where they lie (`readScenario`, the JSON writer), where a
    /// pattern binding an indirect case's payload copies the whole scenario out of its box.
    private enum ChildNode: Codable, Sendable, Hashable {
      case none
      indirect case rule(Rule)
      indirect case background(Background)
      case scenario(HeldScenario)
      indirect case several(rule: Rule?, background: Background?, scenario: Scenario?)

      private enum CodingKeys: String, CodingKey { case rule, background, scenario }

      init(rule: Rule?, background: Background?, scenario: Scenario?) {
        switch (rule, background, scenario) {
        case (nil, nil, nil): self = .none
        case (let rule?, nil, nil): self = .rule(rule)
        case (nil, let background?, nil): self = .background(background)
        case (nil, nil, let scenario?): self = .scenario(HeldScenario(scenario))
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
      /// Hands `body` the scenario where it lies in the box; returns whether there is one.
      func readScenario(_ body: (Scenario) -> Void) -> Bool {
        switch self {
        case .scenario(let held): body(held.scenario)
        case .several(_, _, let scenario?): body(scenario)
        default: return false
        }
        return true
      }

      /// Hands `body` the scenario of a scenario's node to change: taken out of its box and the
      /// box released, so that its lists are held once and change in place, then boxed anew.
      mutating func updateScenario(_ body: (inout Scenario) -> Void) -> Bool {
        var scenario: Scenario
        do {
          guard case .scenario(let held) = self else { return false }
          scenario = held.scenario
        }
        self = .none
        body(&scenario)
        self = .scenario(HeldScenario(scenario))
        return true
      }

      var scenario: Scenario? {
        get {
          switch self {
          case .scenario(let held): held.scenario
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
        case .scenario(let held): json.member("scenario", held.scenario)
        case .several(let rule, let background, let scenario):
          json.member("rule", rule)
          json.member("background", background)
          json.member("scenario", scenario)
        }
        json.endObject()
      }
    }

    /// A scenario held by reference, immutable, for ``ChildNode``: a `let` of a final class is
    /// handed on where it lies (no copy of the scenario's parts), as an indirect case's payload is not.
    ///
    /// ```swift
    /// let held = HeldScenario(scenario)
    /// compile(held.scenario)   // read in place
    /// ```
    private final class HeldScenario: Sendable, Hashable {
      let scenario: Scenario

      init(_ scenario: consuming Scenario) {
        self.scenario = scenario
      }

      static func == (lhs: HeldScenario, rhs: HeldScenario) -> Bool { lhs.scenario == rhs.scenario }
      func hash(into hasher: inout Hasher) { hasher.combine(scenario) }
    }

    /// A `Background:`: steps run before each scenario of its feature or rule.
    public struct Background: Codable, Sendable, Hashable {
      /// Where the `Background:` line is.
      public var location: Location
      /// The keyword as written, in the file's language.
      public var keyword: String
      /// The text after the keyword.
      public var name: String
      /// The free text between the `Background:` line and its first step.
      public var description: String
      /// The steps, in file order.
      public var steps: [Step]
      /// Names this background for the pickle steps made from its steps.
      public var id: String

      /// Creates a background from its fields.
      public init(location: Location, keyword: String, name: String, description: String, steps: [Step], id: String) {
        self.location = location
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.id = id
      }
    }

    /// A `Scenario:` or `Scenario Outline:` (an outline has examples).
    public struct Scenario: Codable, Sendable, Hashable {
      /// Where the scenario's keyword line is.
      public var location: Location
      /// The tags above the scenario.
      public var tags: [Tag]
      /// The keyword as written, in the file's language.
      public var keyword: String
      /// The text after the keyword.
      public var name: String
      /// The free text between the keyword line and the first step.
      public var description: String
      /// The steps, in file order; an outline's may hold `<placeholders>`.
      public var steps: [Step]
      /// An outline's examples tables; empty for a plain scenario.
      public var examples: [Examples]
      /// Names this scenario for ``Pickle/astNodeIds``.
      public var id: String

      /// Creates a scenario from its fields.
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

    /// An `Examples:` table of a scenario outline: one pickle per body row.
    public struct Examples: Codable, Sendable, Hashable {
      /// Where the `Examples:` line is.
      public var location: Location
      /// The tags above the `Examples:` line; the pickles of its rows get them.
      public var tags: [Tag]
      /// The keyword as written, in the file's language.
      public var keyword: String
      /// The text after the keyword.
      public var name: String
      /// The free text between the `Examples:` line and the table.
      public var description: String
      /// The first row: the placeholders' names.
      public var tableHeader: TableRow?
      /// The rows after the header, one pickle each.
      public var tableBody: [TableRow]
      /// Names this examples table.
      public var id: String

      /// Creates an examples table from its fields.
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

    /// A step as written: keyword, text and an optional doc string or data table.
    public struct Step: Codable, Sendable, Hashable {
      /// Where the step is.
      public var location: Location
      /// The keyword as written with its trailing space (`Given `, `前提`).
      public var keyword: String
      /// `Context`, `Action`, `Outcome`, `Conjunction` or `Unknown` (for `*`).
      public var keywordType: String? {
        get { storedKeywordType.value }
        set { storedKeywordType = OptionalField(newValue) }
      }
      /// The text after the keyword.
      public var text: String
      /// The doc string under the step, if any.
      public var docString: DocString? {
        get { boxedDocString.value?.value }
        set { boxedDocString = OptionalField(newValue.map(Indirect.init)) }
      }
      /// The data table under the step, if any.
      public var dataTable: DataTable? {
        get { boxedDataTable.value?.value }
        set { boxedDataTable = OptionalField(newValue.map(Indirect.init)) }
      }
      /// Names this step for ``Pickle/Step/astNodeIds``.
      public var id: String
      /// Boxed: most steps have neither (see ``Messages/Indirect``). The optional fields are held
      /// through a struct so that the initialiser builds the step in place (see
      /// ``Messages/OptionalField``).
      private var boxedDocString: OptionalField<Indirect<DocString>>
      private var boxedDataTable: OptionalField<Indirect<DataTable>>
      private var storedKeywordType: OptionalField<String>

      private enum CodingKeys: String, CodingKey {
        case location, keyword, keywordType, text, docString, dataTable, id
      }

      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
          location: try container.decode(Location.self, forKey: .location),
          keyword: try container.decode(String.self, forKey: .keyword),
          keywordType: try container.decodeIfPresent(String.self, forKey: .keywordType),
          text: try container.decode(String.self, forKey: .text),
          docString: try container.decodeIfPresent(DocString.self, forKey: .docString),
          dataTable: try container.decodeIfPresent(DataTable.self, forKey: .dataTable),
          id: try container.decode(String.self, forKey: .id))
      }

      public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location, forKey: .location)
        try container.encode(keyword, forKey: .keyword)
        try container.encodeIfPresent(keywordType, forKey: .keywordType)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(docString, forKey: .docString)
        try container.encodeIfPresent(dataTable, forKey: .dataTable)
        try container.encode(id, forKey: .id)
      }

      /// Creates a step from its fields.
      public init(
        location: Location, keyword: String, keywordType: String? = nil, text: String, docString: DocString? = nil,
        dataTable: DataTable? = nil, id: String
      ) {
        self.location = location
        self.keyword = keyword
        storedKeywordType = OptionalField(keywordType)
        self.text = text
        self.id = id
        boxedDocString = OptionalField(docString.map(Indirect.init))
        boxedDataTable = OptionalField(dataTable.map(Indirect.init))
      }
    }

    /// A doc string: the lines between two `"""` delimiters (or two lines of three backticks) under a step.
    public struct DocString: Codable, Sendable, Hashable {
      /// Where the opening delimiter is.
      public var location: Location
      /// The media type written after the opening delimiter (`json`), if any.
      public var mediaType: String?
      /// The lines, without their common indentation.
      public var content: String
      /// The delimiter as written: `"""` or three backticks.
      public var delimiter: String

      /// Creates a doc string from its fields.
      public init(location: Location, mediaType: String?, content: String, delimiter: String) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
      }
    }

    /// A data table under a step.
    public struct DataTable: Codable, Sendable, Hashable {
      /// Where the table's first row is.
      public var location: Location
      /// The rows, header included.
      public var rows: [TableRow]

      /// Creates a data table from its place and rows.
      public init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
      }
    }

    /// One `| … |` row of a data table or examples table.
    public struct TableRow: Codable, Sendable, Hashable {
      /// Where the row is.
      public var location: Location
      /// The cells, left to right.
      public var cells: [TableCell]
      /// Names this row for the pickles of an examples row.
      public var id: String

      /// Creates a row from its fields.
      public init(location: Location, cells: [TableCell], id: String) {
        self.location = location
        self.cells = cells
        self.id = id
      }
    }

    /// One cell of a table row.
    public struct TableCell: Codable, Sendable, Hashable {
      /// Where the cell's text starts.
      public var location: Location
      /// The text, trimmed, with `\|`, `\n` and `\\` unescaped.
      public var value: String

      /// Creates a cell from its place and text.
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
