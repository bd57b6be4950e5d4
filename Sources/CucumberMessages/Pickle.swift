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
    public var astNodeIds: [String]

    /// Creates a pickle from its fields.
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

    /// A step ready to run: its text with placeholders filled in, and its argument.
    public struct Step: Codable, Sendable, Hashable {
      /// The step's doc string or data table, if it has one.
      public var argument: Argument? {
        get { boxedArgument?.value }
        set { boxedArgument = newValue.map(Indirect.init) }
      }
      /// The step's id in the Gherkin document, then (for an outline's example) the row's id.
      public var astNodeIds: [String]
      /// Names this pickle step for ``TestCase/TestStep/pickleStepId``.
      public var id: String
      /// `Context`, `Action`, `Outcome` or `Unknown`.
      public var type: String?
      /// The step's text after its keyword.
      public var text: String
      /// Boxed: most steps have none (see ``Messages/Indirect``).
      private var boxedArgument: Indirect<Argument>?

      private enum CodingKeys: String, CodingKey {
        case boxedArgument = "argument"
        case astNodeIds, id, type, text
      }

      /// Creates a pickle step from its fields.
      public init(argument: Argument? = nil, astNodeIds: [String], id: String, type: String? = nil, text: String) {
        self.astNodeIds = astNodeIds
        self.id = id
        self.type = type
        self.text = text
        self.argument = argument
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
