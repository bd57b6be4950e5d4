/// The shapes of the legacy Cucumber JSON report (the one cucumber-reporting and CI dashboards
/// read). ``JSONFormatter`` fills them from the message stream and writes their fields in the
/// report's snake_case (`docString` as `doc_string`), each value through its `write(to:)`
/// (`CucumberJSON+Writing.swift`); their `Encodable` conformance, through Foundation's encoder,
/// is the layout those are checked against (`CucumberJSONLayoutTests`).
enum CucumberJSON {
  struct Feature: Encodable {
    var description: String
    var elements: [Element]
    var id: String
    var keyword: String
    var line: Int
    var name: String
    var tags: [Tag]
    var uri: String
  }

  /// A scenario as it ran (one per example of an outline): `type` is always `scenario`.
  struct Element: Encodable {
    var description: String
    var id: String
    var keyword: String
    var line: Int
    var name: String
    var steps: [Step]
    var tags: [Tag]
    var type = "scenario"
  }

  struct Tag: Encodable {
    var name: String
    var line: Int?
  }

  /// A step, or a hook (`keyword` `Before` or `After`, `hidden` true).
  struct Step: Encodable {
    var arguments: [Argument]?
    var embeddings: [Embedding]?
    var hidden: Bool?
    var keyword: String
    var line: Int?
    var match: Match?
    var name: String?
    var result: Result
  }

  /// A doc string (`doc_string`) or a data table (`rows`).
  struct Argument: Encodable {
    var docString: DocString?
    var rows: [Row]?
  }

  struct DocString: Encodable {
    var content: String
    var contentType: String?
    var line: Int?
  }

  struct Row: Encodable {
    var cells: [String]
  }

  /// An attachment: `data` is always base64, whatever the attachment's own encoding.
  struct Embedding: Encodable {
    var data: String
    var mimeType: String
    var name: String?
  }

  /// Where the step definition or hook is written: `Sources/ShopSpecs/BasketSteps.swift:12`.
  struct Match: Encodable {
    var location: String
  }

  /// `status` in lower case, `duration` in nanoseconds.
  struct Result: Encodable {
    var duration: Int64
    var errorMessage: String?
    var status: String
  }
}
