extension Messages {
  /// The text of a scenario file, as read.
  public struct Source: Codable, Sendable, Hashable {
    /// The feature file's path, relative to the folder the run started in.
    public var uri: String
    /// The file's whole text.
    public var data: String
    /// `text/x.cucumber.gherkin+plain` (or `+markdown` for Markdown Gherkin).
    public var mediaType: String

    /// Creates a source from its path, text and media type.
    public init(uri: String, data: String, mediaType: String) {
      self.uri = uri
      self.data = data
      self.mediaType = mediaType
    }
  }

  /// A scenario file that could not be parsed.
  public struct ParseError: Codable, Sendable, Hashable {
    /// The file and place of the error.
    public var source: SourceReference
    /// The parser's message, naming what it expected.
    public var message: String

    /// Creates a parse error from its place and message.
    public init(source: SourceReference, message: String) {
      self.source = source
      self.message = message
    }
  }
}
