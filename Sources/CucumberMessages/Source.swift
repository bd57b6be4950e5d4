extension Messages {
  /// The text of a scenario file, as read.
  public struct Source: Codable, Sendable, Hashable {
    public var uri: String
    public var data: String
    public var mediaType: String

    public init(uri: String, data: String, mediaType: String) {
      self.uri = uri
      self.data = data
      self.mediaType = mediaType
    }
  }

  /// A scenario file that could not be parsed.
  public struct ParseError: Codable, Sendable, Hashable {
    public var source: SourceReference
    public var message: String

    public init(source: SourceReference, message: String) {
      self.source = source
      self.message = message
    }
  }
}
