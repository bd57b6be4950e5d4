import CucumberMessages

/// The stream itself, as NDJSON: one Cucumber Messages envelope per line.
public struct MessageFormatter: ReportFormatter {
  /// The NDJSON formatter; it has no options.
  public init() {}

  public func format(_ query: MessageQuery) -> String {
    var text = ""
    write(query) { text += $0 }
    return text
  }

  /// Writes the lines through one buffer, handed to `write` each time it holds `pieceSize` bytes
  /// (and once at the end): a run of thousands of scenarios writes hundreds of thousands of
  /// lines, neither a string each nor one string of them all.
  public func write(_ query: MessageQuery, to write: (String) throws -> Void) rethrows {
    var json = JSONWriter(reservingCapacity: Self.pieceSize + Self.pieceSize / 4)
    for envelope in query.envelopes {
      json.write(envelope)
      json.newline()
      if json.byteCount >= Self.pieceSize { try write(json.takeText()) }
    }
    if json.byteCount > 0 { try write(json.takeText()) }
  }

  private static let pieceSize = 1 << 16
}
