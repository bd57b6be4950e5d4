import CucumberMessages

/// Attachments as the HTML page shows them under their step: text and logs in a block, images
/// embedded (`<img src="data:…">`), links as links when they are http, https or relative (any
/// other scheme, `javascript:` among them, stays text), anything else by name and size. Every
/// user-written string is escaped.
enum HTMLAttachment {
  /// The HTML for `attachments` (empty when there are none).
  static func html(_ attachments: [Messages.Attachment]) -> String {
    let esc = HTMLText.escape
    return attachments.map { attachment in
      switch AttachmentContent(attachment) {
      case .text(let body):
        let kind = attachment.mediaType.hasPrefix("text/x.cucumber.log") ? "log" : "text"
        return "<pre class=\"attachment \(kind)\">\(esc(body))</pre>"
      case .links(let urls):
        return "<div class=\"attachment links\">"
          + urls.map { url in
            AttachmentContent.isSafeLink(url)
              ? "<a href=\"\(esc(url))\" rel=\"noopener noreferrer\">\(esc(url))</a>"
              : "<span class=\"link\">\(esc(url))</span>"
          }.joined(separator: "<br>") + "</div>"
      case .image(let mediaType, let base64, let fileName, let byteCount):
        let label = esc(AttachmentContent.label(mediaType: mediaType, fileName: fileName, byteCount: byteCount))
        return "<figure class=\"attachment\"><img src=\"data:\(mediaType);base64,\(base64)\" alt=\"\(label)\">"
          + "<figcaption>\(label)</figcaption></figure>"
      case .other(let mediaType, let fileName, let byteCount):
        return
          "<div class=\"attachment other\">\(esc(AttachmentContent.label(mediaType: mediaType, fileName: fileName, byteCount: byteCount)))</div>"
      }
    }.joined()
  }
}
