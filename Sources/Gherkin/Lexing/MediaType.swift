import CucumberMessages

/// The two kinds of scenario file the parser reads: plain Gherkin and Markdown with Gherkin (MDG).
///
/// ```swift
/// MediaType(path: "shop.feature.md")   // .markdown
/// let source = Messages.Source(uri: "shop.feature", data: text, mediaType: .plain)
/// ```
public enum MediaType: String, Sendable, Hashable {
  /// A `.feature` file of plain Gherkin.
  case plain = "text/x.cucumber.gherkin+plain"
  /// A `.feature.md` file: Markdown with Gherkin.
  case markdown = "text/x.cucumber.gherkin+markdown"

  /// `.markdown` for `*.feature.md`, otherwise `.plain`.
  public init(path: String) {
    self = path.hasSuffix(".feature.md") ? .markdown : .plain
  }

  /// The media type a source message names, or `nil` for one the parser does not read.
  public init?(message source: Messages.Source) {
    self.init(rawValue: source.mediaType)
  }
}

extension Messages.Source {
  /// A source message for a file the parser reads.
  public init(uri: String, data: String, mediaType: MediaType) {
    self.init(uri: uri, data: data, mediaType: mediaType.rawValue)
  }
}
