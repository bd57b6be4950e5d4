import CucumberMessages
import Foundation

/// What an attachment holds, in the four kinds reports show differently: text (and logs) inline,
/// images embedded, links as links, and anything else named with its media type and size.
///
/// ```swift
/// AttachmentContent(attachment)   // .text("hello"), .image(…), .links([…]) or .other(…)
/// ```
enum AttachmentContent: Equatable {
  /// `text/*` (a log is `text/x.cucumber.log+plain`), decoded.
  case text(String)
  /// `image/*` with its bytes in base64 (text-encoded images such as SVG are encoded here).
  case image(mediaType: String, base64: String, fileName: String?, byteCount: Int)
  /// `text/uri-list`: one URL per line, comments (`#`) left out.
  case links([String])
  /// Anything else, or bytes that could not be decoded.
  case other(mediaType: String, fileName: String?, byteCount: Int)

  init(_ attachment: Messages.Attachment) {
    let mediaType = attachment.mediaType.trimmingCharacters(in: .whitespaces)
    let essence = mediaType.lowercased().split(separator: ";").first.map(String.init) ?? ""
    let isBase64 = attachment.contentEncoding == "BASE64"
    let bytes =
      isBase64 ? Data(base64Encoded: attachment.body, options: .ignoreUnknownCharacters) : Data(attachment.body.utf8)
    guard let bytes else {
      self = .other(mediaType: mediaType, fileName: attachment.fileName, byteCount: attachment.body.utf8.count)
      return
    }
    if essence == "text/uri-list" {
      let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
      self = .links(lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    } else if essence.hasPrefix("text/") {
      self = .text(String(decoding: bytes, as: UTF8.self))
    } else if essence.hasPrefix("image/"), Self.isToken(essence) {
      self = .image(
        mediaType: essence, base64: bytes.base64EncodedString(), fileName: attachment.fileName, byteCount: bytes.count)
    } else {
      self = .other(mediaType: mediaType, fileName: attachment.fileName, byteCount: bytes.count)
    }
  }

  /// `report.pdf (application/pdf, 1.5 KB)`, or `application/pdf, 1.5 KB` without a file name.
  static func label(mediaType: String, fileName: String?, byteCount: Int) -> String {
    let facts = "\(mediaType), \(size(byteCount))"
    guard let fileName, !fileName.isEmpty else { return facts }
    return "\(fileName) (\(facts))"
  }

  /// `512 bytes`, `1.5 KB`, `2.0 MB` (1 KB = 1024 bytes).
  static func size(_ byteCount: Int) -> String {
    if byteCount == 1 { return "1 byte" }
    if byteCount < 1024 { return "\(byteCount) bytes" }
    let units = ["KB", "MB", "GB"]
    var value = Double(byteCount) / 1024
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    return String(format: "%.1f", value) + " " + units[unit]
  }

  /// Whether `url` may become a live link: http, https, or relative (no scheme at all). Anything
  /// with control characters or spaces in it, or another scheme (`javascript:`, `data:`), stays text.
  static func isSafeLink(_ url: String) -> Bool {
    guard !url.isEmpty,
      !url.unicodeScalars.contains(where: {
        $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      })
    else { return false }
    let beforeScheme = url.prefix { !":/?#\\".contains($0) }
    guard url.dropFirst(beforeScheme.count).first == ":" else { return true }
    return ["http", "https"].contains(beforeScheme.lowercased())
  }

  /// Media types kept in a `data:` URL: letters, digits and `+-./`, nothing that could end it.
  private static func isToken(_ mediaType: String) -> Bool {
    mediaType.unicodeScalars.allSatisfy {
      $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-./".unicodeScalars.contains($0))
    }
  }
}

extension MessageQuery {
  /// What one step (or hook) of an attempt attached, in the order attached.
  func attachments(of started: Messages.TestCaseStarted, step: Messages.TestCase.TestStep) -> [Messages.Attachment] {
    attachments(of: started).filter { $0.testStepId == step.id }
  }
}
