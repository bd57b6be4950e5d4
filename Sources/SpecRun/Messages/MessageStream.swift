import Foundation

/// Reads and writes a stream of envelopes as NDJSON (one JSON object per line).
public enum MessageStream {
  /// A line of the stream that is not a valid envelope.
  public struct DecodingError: Error, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String {
      "line \(line): not a Cucumber Messages envelope (\(reason)); each line must be one JSON object"
    }
  }

  /// Decodes every non-empty line of `ndjson` into an envelope.
  public static func decode(ndjson: Data) throws -> [Messages.Envelope] {
    let decoder = JSONDecoder()
    var envelopes: [Messages.Envelope] = []
    var lineNumber = 0
    for line in ndjson.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { continue }
      do {
        envelopes.append(try decoder.decode(Messages.Envelope.self, from: Data(line)))
      } catch {
        throw DecodingError(line: lineNumber, reason: "\(error)")
      }
    }
    return envelopes
  }

  /// One line of NDJSON for `envelope`, ending in a newline.
  public static func encode(_ envelope: Messages.Envelope) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // Encoding these plain value types cannot fail.
    let data = (try? encoder.encode(envelope)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
