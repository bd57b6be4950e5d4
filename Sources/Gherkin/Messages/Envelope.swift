/// The Cucumber Messages this target produces, one per NDJSON line.
public enum Envelope: Sendable, Hashable {
  case source(Source)
  case gherkinDocument(GherkinDocument)
  case pickle(Pickle)
  case parseError(uri: String, error: ParseError)
}

/// A source file as read, with its media type.
public struct Source: Sendable, Hashable {
  public var uri: String
  public var data: String
  public var mediaType: MediaType

  public init(uri: String, data: String, mediaType: MediaType) {
    self.uri = uri
    self.data = data
    self.mediaType = mediaType
  }
}

public enum MediaType: String, Sendable, Hashable {
  case plain = "text/x.cucumber.gherkin+plain"
  case markdown = "text/x.cucumber.gherkin+markdown"

  /// `.markdown` for `*.feature.md`, otherwise `.plain`.
  public init(path: String) {
    self = path.hasSuffix(".feature.md") ? .markdown : .plain
  }
}
