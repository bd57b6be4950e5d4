import Foundation

/// The Language Server Protocol's base protocol: each JSON-RPC message is preceded by a
/// `Content-Length: N` header and an empty line (`\r\n\r\n`), then exactly N bytes of JSON.
///
/// ```swift
/// var framing = MessageFraming()
/// framing.append(Data("Content-Length: 2\r\n\r\n{}".utf8))
/// framing.next()        // .message(Data("{}".utf8))
/// MessageFraming.frame(Data("{}".utf8))   // the same bytes back, header included
/// ```
struct MessageFraming {
  /// What the next bytes hold.
  enum Next: Equatable {
    /// A whole message body.
    case message(Data)
    /// A header block without a usable `Content-Length`; it was skipped.
    case badHeader(String)
  }

  /// The longest header block read before giving up on finding its end.
  static let maximumHeaderLength = 64 * 1024

  private var buffer = Data()

  mutating func append(_ bytes: Data) { buffer.append(bytes) }

  /// The next message, or `nil` when more bytes are needed.
  mutating func next() -> Next? {
    let separator = Data("\r\n\r\n".utf8)
    guard let end = buffer.range(of: separator) else {
      if buffer.count > Self.maximumHeaderLength {
        buffer.removeAll()
        return .badHeader("a header longer than \(Self.maximumHeaderLength) bytes without the empty line that ends it")
      }
      return nil
    }
    let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
    var length: Int?
    for line in header.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
        length = Int(parts[1].trimmingCharacters(in: .whitespaces))
      }
    }
    guard let length, length >= 0 else {
      buffer.removeSubrange(buffer.startIndex..<end.upperBound)
      return .badHeader("a header without a Content-Length: \(header.debugDescription)")
    }
    guard buffer.count - (end.upperBound - buffer.startIndex) >= length else { return nil }
    let body = Data(buffer[end.upperBound..<(end.upperBound + length)])
    buffer.removeSubrange(buffer.startIndex..<(end.upperBound + length))
    return .message(body)
  }

  /// `body` with its header, ready to write.
  static func frame(_ body: Data) -> Data {
    Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
