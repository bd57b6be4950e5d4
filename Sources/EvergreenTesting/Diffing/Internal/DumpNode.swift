/// A value laid out for printing: a one-line leaf, a verbatim block of lines, or a bracketed
/// group of (optionally labelled) items. A group prints on one line when it fits in
/// ``DumpNode/lineWidth`` columns and breaks into one item per line otherwise.
indirect enum DumpNode {
  case leaf(String)
  case block([String])
  case group(open: String, close: String, items: [DumpItem])

  static let lineWidth = 80

  /// The value on one line when it fits in `limit` UTF-8 units (and has no verbatim block).
  func singleLine(limit: Int = .max) -> String? {
    var text = ""
    return appendSingleLine(to: &text, limit: limit) ? text : nil
  }

  /// The value laid out over as many lines as it needs.
  func lines() -> [String] {
    var lines: [String] = []
    appendLines(to: &lines, indent: 0, prefix: "", suffix: "")
    return lines
  }

  private func appendSingleLine(to text: inout String, limit: Int) -> Bool {
    switch self {
    case .leaf(let leaf):
      text += leaf
    case .block:
      return false
    case .group(let open, let close, let items):
      text += open
      for (position, item) in items.enumerated() {
        if position > 0 { text += ", " }
        if let label = item.label { text += label + ": " }
        guard text.utf8.count <= limit, item.node.appendSingleLine(to: &text, limit: limit) else {
          return false
        }
      }
      text += close
    }
    return text.utf8.count <= limit
  }

  private func appendLines(to lines: inout [String], indent: Int, prefix: String, suffix: String) {
    let padding = String(repeating: " ", count: indent)
    var oneLine = padding + prefix
    if appendSingleLine(to: &oneLine, limit: Self.lineWidth - suffix.utf8.count) {
      lines.append(oneLine + suffix)
      return
    }
    switch self {
    case .leaf(let leaf):
      lines.append(padding + prefix + leaf + suffix)
    case .block(let block):
      for (position, line) in block.enumerated() {
        let head = position == 0 ? padding + prefix : padding
        lines.append(head + line + (position == block.count - 1 ? suffix : ""))
      }
    case .group(let open, let close, let items):
      lines.append(padding + prefix + open)
      for (position, item) in items.enumerated() {
        item.node.appendLines(
          to: &lines, indent: indent + 2, prefix: item.label.map { $0 + ": " } ?? "",
          suffix: position == items.count - 1 ? "" : ",")
      }
      lines.append(padding + close + suffix)
    }
  }
}

/// One item of a ``DumpNode/group(open:close:items:)``: a field, an element, a dictionary entry.
struct DumpItem {
  var label: String?
  var node: DumpNode
}
