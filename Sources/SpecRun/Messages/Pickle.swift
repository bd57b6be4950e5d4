extension Messages {
  /// A scenario compiled for execution: outlines expanded, backgrounds prepended, tags inherited.
  public struct Pickle: Codable, Sendable, Equatable {
    public var id: String
    public var uri: String
    public var location: Location?
    public var name: String
    public var language: String
    public var steps: [Step]
    public var tags: [Tag]
    /// The scenario's id, then (for an outline's example) the example row's id.
    public var astNodeIds: [String]

    public struct Step: Codable, Sendable, Equatable {
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
        case boxedArgument = "argument", astNodeIds, id, type, text
      }

      public init(argument: Argument? = nil, astNodeIds: [String], id: String, type: String? = nil, text: String) {
        self.astNodeIds = astNodeIds
        self.id = id
        self.type = type
        self.text = text
        self.argument = argument
      }
    }

    public struct Argument: Codable, Sendable, Equatable {
      public var docString: DocString?
      public var dataTable: Table?
    }

    public struct DocString: Codable, Sendable, Equatable {
      public var mediaType: String?
      public var content: String
    }

    public struct Table: Codable, Sendable, Equatable {
      public var rows: [Row]
    }

    public struct Row: Codable, Sendable, Equatable {
      public var cells: [Cell]
    }

    public struct Cell: Codable, Sendable, Equatable {
      public var value: String
    }

    public struct Tag: Codable, Sendable, Equatable {
      public var name: String
      public var astNodeId: String
    }
  }
}
