extension Messages {
  /// A scenario compiled for execution: outlines expanded, backgrounds prepended, tags inherited.
  public struct Pickle: Codable, Sendable, Hashable {
    /// Names this pickle for ``TestCase/pickleId``.
    public var id: String
    /// The path of the feature file it was compiled from.
    public var uri: String
    /// Where its scenario is (for an outline's example, the example row).
    public var location: Location?
    /// The scenario's name, with an outline's `<placeholders>` filled in.
    public var name: String
    /// The feature file's Gherkin dialect (`en`, `ja`, …).
    public var language: String
    /// The background's steps, then the scenario's, placeholders filled in.
    public var steps: [Step]
    /// The tags of the feature, rule, scenario and examples, in that order.
    public var tags: [Tag]
    /// The scenario's id, then (for an outline's example) the example row's id.
    public var astNodeIds: [String] {
      get { storedAstNodeIds.array }
      set { storedAstNodeIds = AstNodeIds(newValue) }
    }
    /// The scenario's id: the first of ``astNodeIds``, read without building the list.
    public var firstAstNodeId: String? { storedAstNodeIds.first }
    /// The example row's id for an outline's example, else the scenario's: the last of
    /// ``astNodeIds``, read without building the list.
    public var lastAstNodeId: String? { storedAstNodeIds.last }
    /// Kept in place, not as an array (see ``Messages/AstNodeIds``).
    private(set) var storedAstNodeIds: AstNodeIds

    private enum CodingKeys: String, CodingKey {
      case id, uri, location, name, language, steps, tags, astNodeIds
    }

    /// Creates a pickle from its fields.
    public init(
      id: String, uri: String, location: Location?, name: String, language: String, steps: [Step], tags: [Tag],
      astNodeIds: [String]
    ) {
      self.init(
        id: id, uri: uri, location: location, name: name, language: language, steps: steps, tags: tags,
        astNodeIds: AstNodeIds(astNodeIds))
    }

    /// Creates a pickle whose ids are given in place (the pickle compiler's way: no array).
    package init(
      id: String, uri: String, location: Location?, name: String, language: String, steps: [Step], tags: [Tag],
      astNodeIds: AstNodeIds
    ) {
      self.id = id
      self.uri = uri
      self.location = location
      self.name = name
      self.language = language
      self.steps = steps
      self.tags = tags
      storedAstNodeIds = astNodeIds
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        id: try container.decode(String.self, forKey: .id), uri: try container.decode(String.self, forKey: .uri),
        location: try container.decodeIfPresent(Location.self, forKey: .location),
        name: try container.decode(String.self, forKey: .name),
        language: try container.decode(String.self, forKey: .language),
        steps: try container.decode([Step].self, forKey: .steps), tags: try container.decode([Tag].self, forKey: .tags),
        astNodeIds: try container.decode([String].self, forKey: .astNodeIds))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(uri, forKey: .uri)
      try container.encodeIfPresent(location, forKey: .location)
      try container.encode(name, forKey: .name)
      try container.encode(language, forKey: .language)
      try container.encode(steps, forKey: .steps)
      try container.encode(tags, forKey: .tags)
      try container.encode(astNodeIds, forKey: .astNodeIds)
    }

    /// A step ready to run: its text with placeholders filled in, and its argument.
    public struct Step: Codable, Sendable, Hashable {
      /// The step's doc string or data table, if it has one.
      public var argument: Argument? {
        get { boxedArgument.value?.value }
        set { boxedArgument = OptionalField(newValue.map(Indirect.init)) }
      }
      /// The step's id in the Gherkin document, then (for an outline's example) the row's id.
      public var astNodeIds: [String] {
        get { storedAstNodeIds.array }
        set { storedAstNodeIds = AstNodeIds(newValue) }
      }
      /// The step's id in the Gherkin document: the first of ``astNodeIds``, read without building
      /// the list (`query.writtenStep(of:)` looks it up for every step of a run).
      public var firstAstNodeId: String? { storedAstNodeIds.first }
      /// The last of ``astNodeIds`` (an outline's example row's id, else the step's), read without
      /// building the list.
      public var lastAstNodeId: String? { storedAstNodeIds.last }
      /// Names this pickle step for ``TestCase/TestStep/pickleStepId``.
      public var id: String
      /// `Context`, `Action`, `Outcome` or `Unknown`.
      public var type: String? {
        get { storedType.name }
        set { storedType = StepType(newValue) }
      }
      /// The step's text after its keyword.
      public var text: String
      /// Boxed: most steps have none (see ``Messages/Indirect``), through a struct so that the
      /// initialiser builds the step in place (see ``Messages/OptionalField``).
      private var boxedArgument: OptionalField<Indirect<Argument>>
      /// The type in one word, where the text took two.
      private var storedType: StepType
      /// Kept in place, not as an array: one allocation and one free less per step (see
      /// ``Messages/AstNodeIds``).
      private(set) var storedAstNodeIds: AstNodeIds

      private enum CodingKeys: String, CodingKey {
        case argument, astNodeIds, id, type, text
      }

      /// Creates a pickle step from its fields.
      public init(argument: Argument? = nil, astNodeIds: [String], id: String, type: String? = nil, text: String) {
        self.init(argument: argument, astNodeIds: AstNodeIds(astNodeIds), id: id, type: type, text: text)
      }

      /// Creates a pickle step whose ids are given in place (the pickle compiler's way: no array).
      package init(argument: Argument?, astNodeIds: AstNodeIds, id: String, type: String?, text: String) {
        self.init(argument: argument, astNodeIds: astNodeIds, id: id, stepType: StepType(type), text: text)
      }

      /// A step whose type is given as it is stored (the pickle compiler resolves each step's
      /// type as a `StepType`, so no name is compared per step).
      package init(argument: Argument?, astNodeIds: AstNodeIds, id: String, stepType: StepType, text: String) {
        storedAstNodeIds = astNodeIds
        self.id = id
        storedType = stepType
        self.text = text
        boxedArgument = OptionalField(argument.map(Indirect.init))
      }

      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
          argument: try container.decodeIfPresent(Argument.self, forKey: .argument),
          astNodeIds: try container.decode([String].self, forKey: .astNodeIds),
          id: try container.decode(String.self, forKey: .id),
          type: try container.decodeIfPresent(String.self, forKey: .type),
          text: try container.decode(String.self, forKey: .text))
      }

      public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(argument, forKey: .argument)
        try container.encode(astNodeIds, forKey: .astNodeIds)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encode(text, forKey: .text)
      }

      /// A step's type as one word: the four types Cucumber names, none, or (boxed) any other text
      /// a message may hold. Each text has one form, so comparing and hashing forms compares texts.
      package enum StepType: Sendable, Hashable {
        case none, context, action, outcome, unknown
        case other(Indirect<String>)

        /// The form of `name`. A name the parser made is bit for bit one of the four literals
        /// (short ASCII strings are held inline), so it is told apart without comparing texts.
        ///
        /// ```swift
        /// StepType("Context")   // .context
        /// StepType("Setup")     // .other("Setup")
        /// ```
        package init(_ name: String?) {
          guard let name else {
            self = .none
            return
          }
          if Self.isBitForBit(name, "Context") {
            self = .context
          } else if Self.isBitForBit(name, "Action") {
            self = .action
          } else if Self.isBitForBit(name, "Outcome") {
            self = .outcome
          } else if Self.isBitForBit(name, "Unknown") {
            self = .unknown
          } else {
            switch name {
            case "Context": self = .context
            case "Action": self = .action
            case "Outcome": self = .outcome
            case "Unknown": self = .unknown
            default: self = .other(Indirect(name))
            }
          }
        }

        /// Whether `name` and `literal` are the same string value, bit for bit (then they are
        /// equal; `false` says nothing, the texts must then be compared).
        @inline(__always)
        package static func isBitForBit(_ name: String, _ literal: String) -> Bool {
          #if _pointerBitWidth(_64)
            unsafeBitCast(name, to: (UInt64, UInt64).self) == unsafeBitCast(literal, to: (UInt64, UInt64).self)
          #else
            false
          #endif
        }

        var name: String? {
          switch self {
          case .none: nil
          case .context: "Context"
          case .action: "Action"
          case .outcome: "Outcome"
          case .unknown: "Unknown"
          case .other(let name): name.value
          }
        }
      }
    }

    /// A pickle step's doc string or data table.
    public struct Argument: Codable, Sendable, Hashable {
      /// The doc string, if the step has one.
      public var docString: DocString?
      /// The data table, if the step has one.
      public var dataTable: Table?

      /// Creates an argument with a doc string, a data table, or both.
      public init(docString: DocString? = nil, dataTable: Table? = nil) {
        self.docString = docString
        self.dataTable = dataTable
      }
    }

    /// A doc string with an outline's placeholders filled in.
    public struct DocString: Codable, Sendable, Hashable {
      /// The media type written after the opening delimiter (`json`), if any.
      public var mediaType: String?
      /// The text between the delimiters.
      public var content: String
      /// When a step has both a doc string and a data table, which came first (1) and second (2).
      public var argumentIndex: Int?

      /// Creates a doc string from its fields.
      public init(mediaType: String? = nil, content: String, argumentIndex: Int? = nil) {
        self.mediaType = mediaType
        self.content = content
        self.argumentIndex = argumentIndex
      }
    }

    /// A data table with an outline's placeholders filled in.
    public struct Table: Codable, Sendable, Hashable {
      /// The rows, header included.
      public var rows: [Row]
      /// When a step has both a doc string and a data table, which came first (1) and second (2).
      public var argumentIndex: Int?

      /// Creates a table from its rows.
      public init(rows: [Row], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
      }
    }

    /// One row of a pickle's data table.
    public struct Row: Codable, Sendable, Hashable {
      /// The cells, left to right.
      public var cells: [Cell]

      /// Creates a row from its cells.
      public init(cells: [Cell]) {
        self.cells = cells
      }
    }

    /// One cell of a pickle's data table.
    public struct Cell: Codable, Sendable, Hashable {
      /// The cell's text.
      public var value: String

      /// Creates a cell holding `value`.
      public init(value: String) {
        self.value = value
      }
    }

    /// A tag a pickle has, inherited from its feature, rule, scenario or examples.
    public struct Tag: Codable, Sendable, Hashable {
      /// The tag with its `@`.
      public var name: String
      /// The id of the tag in the Gherkin document.
      public var astNodeId: String

      /// Creates a tag from its name and its id in the document.
      public init(name: String, astNodeId: String) {
        self.name = name
        self.astNodeId = astNodeId
      }
    }
  }
}
