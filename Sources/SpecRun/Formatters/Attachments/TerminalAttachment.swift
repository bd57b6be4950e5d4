import CucumberMessages

/// Attachments as a terminal report shows them under their step: text and logs as written (with
/// control characters shown, never obeyed), links one per line, anything else by name and size.
///
/// ```
///     ✔ When the receipt is printed
///         Thank you for shopping
///         Link: https://example.com/receipt/42
///         Image: receipt.png (image/png, 1.5 KB)
/// ```
enum TerminalAttachment {
  static let indent = "        "

  /// The lines for `attachments`, each ending in a line feed (empty when there are none).
  static func lines(_ attachments: [Messages.Attachment], style: TerminalStyle) -> String {
    attachments.map { attachment in
      let text: String
      switch AttachmentContent(attachment) {
      case .text(let body):
        text = TerminalText.visible(body.hasSuffix("\n") ? String(body.dropLast()) : body)
      case .links(let urls):
        text = urls.map { style.dim("Link: ") + TerminalText.visible($0) }.joined(separator: "\n")
      case .image(let mediaType, _, let fileName, let byteCount):
        text = style.dim(
          "Image: "
            + TerminalText.visible(
              AttachmentContent.label(mediaType: mediaType, fileName: fileName, byteCount: byteCount)))
      case .other(let mediaType, let fileName, let byteCount):
        text = style.dim(
          "Attachment: "
            + TerminalText.visible(
              AttachmentContent.label(mediaType: mediaType, fileName: fileName, byteCount: byteCount)))
      }
      return TerminalStyle.indent(text, indent) + "\n"
    }.joined()
  }
}
