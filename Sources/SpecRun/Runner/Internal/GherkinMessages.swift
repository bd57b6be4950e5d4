import Foundation
import Gherkin

/// The bridge from the Gherkin target to the message model: the parser writes its official JSON
/// for each message, which is read back as `Messages.Envelope`. All knowledge of how Gherkin maps
/// onto messages stays in the Gherkin target.
enum GherkinMessages {
  static func envelopes(uri: String, text: String, ids: IdGenerator) -> [Messages.Envelope] {
    let source = Source(uri: uri, data: text, mediaType: MediaType(path: uri))
    let decoder = JSONDecoder()
    return Gherkin.messages(for: source, ids: ids).map { message in
      var json = JSONWriter()
      json.write(message)
      do {
        return try decoder.decode(Messages.Envelope.self, from: Data(json.bytes))
      } catch {
        // The parser's own output not being a valid envelope is a bug in Evergreen, not the file.
        return Messages.Envelope(
          Messages.ParseError(
            source: .init(uri: uri, location: .init(line: 1, column: 1)),
            message: "internal error: the parser's message could not be read back (\(error)). Please report this."))
      }
    }
  }
}
