extension Messages {
  /// A scenario compiled for execution: outlines expanded, backgrounds prepended, tags inherited.
  public struct Pickle: Codable, Sendable, Hashable {
    public var id: String
    public var uri: String
    public var location: Location?
    public var name: String
    public var language: String
    public var steps: [Step]
    public var tags: [Tag]
    /// The scenario's id, then (for an outline's example) the example row's id.
    public var astNodeIds: [String]

    public init(
      id: String, uri: String, location: Location?, name: String, language: String, steps: [Step], tags: [Tag],
      astNodeIds: [String]
    ) {
      self.id = id
      self.uri = uri
      self.location = location
      self.name = name
      self.language = language
      self.steps = steps
      self.tags = tags
      self.astNodeIds = astNodeIds
    }

    public struct Step: Codable, Sendable, Hashable {
      public var argument: Argument? {
        get { boxedArgument?.value }
        set { boxedArgument = newValue.map(Indirect.init) }
      }
      public var astNodeIds: [String]
      public var id: String
      /// `Context`, `Action`, `Outcome` or `Unknown`.
      public var type: String?
      public var text: String
      /// Boxed: most steps have none (see ``Messages/Indirect``).
      private var boxedArgument: Indirect<Argument>?

      private enum CodingKeys: String, CodingKey {
        case boxedArgument = "argument"
        case astNodeIds, id, type, text
      }

      public init(argument: Argument? = nil, astNodeIds: [String], id: String, type: String? = nil, text: String) {
        self.astNodeIds = astNodeIds
        self.id = id
        self.type = type
        self.text = text
        self.argument = argument
      }
    }

    public struct Argument: Codable, Sendable, Hashable {
      public var docString: DocString?
      public var dataTable: Table?

      public init(docString: DocString? = nil, dataTable: Table? = nil) {
        self.docString = docString
        self.dataTable = dataTable
      }
    }

    public struct DocString: Codable, Sendable, Hashable {
      public var mediaType: String?
      public var content: String
      /// When a step has both a doc string and a data table, which came first (1) and second (2).
      public var argumentIndex: Int?

      public init(mediaType: String? = nil, content: String, argumentIndex: Int? = nil) {
        self.mediaType = mediaType
        self.content = content
        self.argumentIndex = argumentIndex
      }
    }

    public struct Table: Codable, Sendable, Hashable {
      public var rows: [Row]
      /// When a step has both a doc string and a data table, which came first (1) and second (2).
      public var argumentIndex: Int?

      public init(rows: [Row], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
      }
    }

    public struct Row: Codable, Sendable, Hashable {
      public var cells: [Cell]

      public init(cells: [Cell]) {
        self.cells = cells
      }
    }

    public struct Cell: Codable, Sendable, Hashable {
      public var value: String

      public init(value: String) {
        self.value = value
      }
    }

    public struct Tag: Codable, Sendable, Hashable {
      public var name: String
      public var astNodeId: String

      public init(name: String, astNodeId: String) {
        self.name = name
        self.astNodeId = astNodeId
      }
    }
  }
}
