import CucumberMessages
import Foundation

/// One file's part of `specrun gherkin`'s output: its messages as NDJSON in pieces of whole
/// lines, or why it could not be read. Made on a worker thread from the file's bytes, on its own:
/// its predictable ids are numbered on from those of the files before it (``IdRanges``), so the
/// pieces of all files, in order, are the lines one run over all of them prints.
///
/// ```swift
/// let file = FileMessages(path: "shop.feature", read: .bytes(data), index: 0, options: .init(),
///                         ids: .incrementing, ranges: IdRanges(count: 1), writers: pool)
/// file.pieces   // [JSONWriter]: the source, gherkinDocument and pickle lines
/// pool.giveBack(file.pieces)   // once they are written out, for the next files
/// ```
struct FileMessages: Sendable {
  /// What reading a path gave: its bytes, or why it could not be read, in words.
  enum Read: Sendable {
    case bytes(Data)
    case unreadable(String)
  }

  /// About this much NDJSON goes into one piece (the line that passes it ends the piece), so a
  /// piece stays in the processor's cache and a large file is written out before it is all made.
  static let pieceSize = 1 << 20

  /// The file's lines, in pieces of about ``pieceSize`` bytes.
  private(set) var pieces: [JSONWriter] = []
  /// What to say on standard error about this file: it could not be read, or is not UTF-8.
  private(set) var problem: String?
  /// Whether the file had a parse error (its lines are `parseError` messages).
  private(set) var parseFailed = false

  init(
    path: String, read: Read, index: Int, options: Gherkin.MessageOptions, ids kind: IdGenerator.Kind,
    ranges: IdRanges?, writers: JSONWriterPool
  ) {
    let ids = IdGenerator(kind)
    var messages: [Messages.Envelope] = []
    var inputSize = 0
    switch Self.source(path: path, read: read) {
    case .success(let source):
      messages = Gherkin.messages(for: source, options: options, ids: ids)
      inputSize = source.data.utf8.count
    case .failure(let problem):
      self.problem = problem.message
    }
    // Every file claims its range, one that could not be read too (with no ids).
    let firstId = ranges?.claim(ids.count, for: index) ?? 0
    write(messages, firstId: firstId, expectedSize: inputSize * 12, writers: writers)
  }

  /// What `specrun gherkin` says on standard error about a file it does not parse.
  private struct Problem: Error {
    var message: String
  }

  /// The source message for the file's bytes, or what to say when there is none.
  private static func source(path: String, read: Read) -> Result<Messages.Source, Problem> {
    switch read {
    case .unreadable(let why):
      return .failure(Problem(message: "specrun gherkin: cannot read '\(path)': \(why)\n"))
    case .bytes(let data):
      guard let text = String(data: data, encoding: .utf8) else {
        let (line, column) = InvalidUTF8.location(in: data) ?? (1, 1)
        return .failure(
          Problem(
            message:
              "specrun gherkin: '\(path)' is not UTF-8 text: the bytes at line \(line), column \(column) are not UTF-8. Save it as UTF-8.\n"
          ))
      }
      return .success(Messages.Source(uri: path, data: text, mediaType: MediaType(path: path)))
    }
  }

  /// Writes `messages`, one a line, with ids moved up by `firstId`, into writers from `writers`.
  private mutating func write(
    _ messages: [Messages.Envelope], firstId: Int, expectedSize: Int, writers: JSONWriterPool
  ) {
    let reserve = min(expectedSize, Self.pieceSize + Self.pieceSize / 4)
    var json = writers.take(idOffset: firstId, reservingCapacity: reserve)
    for envelope in messages {
      if envelope.parseError != nil { parseFailed = true }
      json.write(envelope)
      json.newline()
      if json.byteCount >= Self.pieceSize {
        pieces.append(json)
        json = writers.take(idOffset: firstId, reservingCapacity: reserve)
      }
    }
    if json.byteCount > 0 {
      pieces.append(json)
    } else {
      writers.giveBack([json])
    }
  }
}
