import CucumberMessages
import Foundation

/// Reads and writes a stream of envelopes as NDJSON (one JSON object per line).
public enum MessageStream {
  /// A line of the stream that is not a valid envelope.
  public struct DecodingError: Error, CustomStringConvertible {
    /// The line of the stream, counting from 1.
    public var line: Int
    /// What the JSON decoder found wrong.
    public var reason: String
    public var description: String {
      "line \(line): not a Cucumber Messages envelope (\(reason)). Each line must be one envelope, as specrun --format message writes them."
    }
  }

  /// Decodes every non-empty line of `ndjson` into an envelope.
  public static func decode(ndjson: Data) throws -> [Messages.Envelope] {
    let decoder = JSONDecoder()
    var envelopes: [Messages.Envelope] = []
    // The lines are found and read where the bytes lie: splitting the `Data` itself paid an
    // exclusivity check per byte, a third of the time a saved run took to read.
    try ndjson.withUnsafeBytes { raw in
      let bytes = raw.assumingMemoryBound(to: UInt8.self)
      var start = 0
      var lineNumber = 0
      // Every piece between line breaks, the last one (empty after a final break) too.
      while start <= bytes.count {
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        start = end + 1
        lineNumber += 1
        if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) { continue }
        // Most lines of a saved run are its test cases', steps' and attempts', read without the decoder.
        if let envelope = RunLineReader.envelope(line) {
          envelopes.append(envelope)
          continue
        }
        if let deep = JSONNesting.tooDeep(line) {
          throw DecodingError(line: lineNumber, reason: "column \(deep.column): \(deep.problem.dropLast())")
        }
        let data = Data(line)
        do {
          envelopes.append(try decoder.decode(Messages.Envelope.self, from: data))
        } catch {
          throw DecodingError(line: lineNumber, reason: reason(error, line: data[...]))
        }
      }
    }
    return envelopes
  }

  /// Why a line did not decode, in words: where, and what was expected.
  private static func reason(_ error: any Error, line: Data.SubSequence) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.isEmpty
        ? "the line"
        : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingPrefix(".").description
    }
    switch error as? Swift.DecodingError {
    case .typeMismatch(let type, let context)?:
      return
        "at \(path(context.codingPath)): expected \(type == String.self ? "a string" : type is any Numeric.Type ? "a number" : type == Bool.self ? "true or false" : "an object or a list")"
    case .valueNotFound(_, let context)?:
      return "at \(path(context.codingPath)): a value is missing"
    case .keyNotFound(let key, let context)?:
      return "at \(path(context.codingPath)): the key \"\(key.stringValue)\" is missing"
    case .dataCorrupted(let context)?:
      do {
        _ = try PositionedJSON.parse(String(decoding: line, as: UTF8.self))
      } catch {
        return "column \(error.position.column): \(error.message)"
      }
      return
        "at \(path(context.codingPath)): \(context.debugDescription.trimmingCharacters(in: CharacterSet(charactersIn: ".")))"
    default:
      return "it does not decode"
    }
  }

  /// One line of NDJSON for `envelope`, ending in a newline.
  public static func encode(_ envelope: Messages.Envelope) -> String {
    var json = JSONWriter()
    json.write(envelope)
    json.newline()
    return json.text
  }
}
