extension Messages {
  /// The parsed structure of a scenario file (Cucumber Messages' `gherkinDocument`).
  public struct GherkinDocument: Codable, Sendable, Equatable {
    public var uri: String?
    public var feature: Feature?
    public var comments: [Comment]

    public init(uri: String? = nil, feature: Feature? = nil, comments: [Comment] = []) {
      self.uri = uri
      self.feature = feature
      self.comments = comments
    }

    public struct Comment: Codable, Sendable, Equatable {
      public var location: Location
      public var text: String
    }

    public struct Tag: Codable, Sendable, Equatable {
      public var location: Location
      public var name: String
      public var id: String
    }

    public struct Feature: Codable, Sendable, Equatable {
      public var location: Location
      public var tags: [Tag]
      public var language: String
      public var keyword: String
      public var name: String
      public var description: String
      public var children: [FeatureChild]
    }

    public struct FeatureChild: Codable, Sendable, Equatable {
      public var rule: Rule?
      public var background: Background?
      public var scenario: Scenario?
    }

    public struct Rule: Codable, Sendable, Equatable {
      public var location: Location
      public var tags: [Tag]
      public var keyword: String
      public var name: String
      public var description: String
      public var children: [RuleChild]
      public var id: String
    }

    public struct RuleChild: Codable, Sendable, Equatable {
      public var background: Background?
      public var scenario: Scenario?
    }

    public struct Background: Codable, Sendable, Equatable {
      public var location: Location
      public var keyword: String
      public var name: String
      public var description: String
      public var steps: [Step]
      public var id: String
    }

    public struct Scenario: Codable, Sendable, Equatable {
      public var location: Location
      public var tags: [Tag]
      public var keyword: String
      public var name: String
      public var description: String
      public var steps: [Step]
      public var examples: [Examples]
      public var id: String
    }

    public struct Examples: Codable, Sendable, Equatable {
      public var location: Location
      public var tags: [Tag]
      public var keyword: String
      public var name: String
      public var description: String
      public var tableHeader: TableRow?
      public var tableBody: [TableRow]
      public var id: String
    }

    public struct Step: Codable, Sendable, Equatable {
      public var location: Location
      public var keyword: String
      public var keywordType: String?
      public var text: String
      public var docString: DocString?
      public var dataTable: DataTable?
      public var id: String
    }

    public struct DocString: Codable, Sendable, Equatable {
      public var location: Location
      public var mediaType: String?
      public var content: String
      public var delimiter: String
    }

    public struct DataTable: Codable, Sendable, Equatable {
      public var location: Location
      public var rows: [TableRow]
    }

    public struct TableRow: Codable, Sendable, Equatable {
      public var location: Location
      public var cells: [TableCell]
      public var id: String
    }

    public struct TableCell: Codable, Sendable, Equatable {
      public var location: Location
      public var value: String
    }
  }
}
