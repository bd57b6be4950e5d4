/// A parsed Gherkin file: its feature (absent in a file without one) and its comments.
///
/// ```swift
/// let result = Gherkin.parse("Feature: Shop\n  Scenario: Buy\n    Given a cart\n", uri: "shop.feature")
/// result.document?.feature?.children.count   // 1
/// ```
public struct GherkinDocument: Sendable, Hashable {
  public var uri: String?
  public var feature: Feature?
  public var comments: [Comment]
}

public struct Comment: Sendable, Hashable {
  public var location: Location
  /// The whole line, including its indentation.
  public var text: String
}

public struct Tag: Sendable, Hashable {
  public var id: String
  public var location: Location
  /// The tag with its `@`, e.g. `"@smoke"`.
  public var name: String
}

public struct Feature: Sendable, Hashable {
  public var location: Location
  public var tags: [Tag]
  /// The dialect's language code, e.g. `"en"`.
  public var language: String
  /// `nil` only for a Markdown file whose first line is not a `# Feature:` heading.
  public var keyword: String?
  public var name: String
  public var description: String
  public var children: [FeatureChild]
}

public enum FeatureChild: Sendable, Hashable {
  case background(Background)
  case scenario(Scenario)
  case rule(Rule)
}

public struct Rule: Sendable, Hashable {
  public var id: String
  public var location: Location
  public var tags: [Tag]
  public var keyword: String
  public var name: String
  public var description: String
  public var children: [RuleChild]
}

public enum RuleChild: Sendable, Hashable {
  case background(Background)
  case scenario(Scenario)
}

public struct Background: Sendable, Hashable {
  public var id: String
  public var location: Location
  public var keyword: String
  public var name: String
  public var description: String
  public var steps: [Step]
}

/// A scenario, or a scenario outline when it has examples.
public struct Scenario: Sendable, Hashable {
  public var id: String
  public var location: Location
  public var tags: [Tag]
  public var keyword: String
  public var name: String
  public var description: String
  public var steps: [Step]
  public var examples: [Examples]
}

public struct Examples: Sendable, Hashable {
  public var id: String
  public var location: Location
  public var tags: [Tag]
  public var keyword: String
  public var name: String
  public var description: String
  /// The row of placeholder names; `nil` for an `Examples:` without a table.
  public var tableHeader: TableRow?
  public var tableBody: [TableRow]
}

public struct Step: Sendable, Hashable {
  public var id: String
  public var location: Location
  /// The keyword as written, including its trailing space, e.g. `"Given "`.
  public var keyword: String
  public var keywordType: StepKeywordType?
  public var text: String
  public var docString: DocString?
  public var dataTable: DataTable?
}

public struct DocString: Sendable, Hashable {
  public var location: Location
  public var mediaType: String?
  public var content: String
  /// `"\"\"\""`, `` "```" `` (or ```` "````" ```` in Markdown).
  public var delimiter: String
}

public struct DataTable: Sendable, Hashable {
  public var location: Location
  public var rows: [TableRow]
}

public struct TableRow: Sendable, Hashable {
  public var id: String
  public var location: Location
  public var cells: [TableCell]
}

public struct TableCell: Sendable, Hashable {
  public var location: Location
  public var value: String
}
