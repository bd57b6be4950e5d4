/// The stream itself, as NDJSON: one Cucumber Messages envelope per line.
public struct MessageFormatter: ReportFormatter {
  /// The NDJSON formatter; it has no options.
  public init() {}

  public func format(_ query: MessageQuery) -> String {
    query.envelopes.map(MessageStream.encode).joined()
  }
}
