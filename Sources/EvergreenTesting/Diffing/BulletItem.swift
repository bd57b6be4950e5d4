/// `text` as an item of a bulleted list in a failure message: `•` before its first line, and every
/// further line indented under the first, so a multi-line dump keeps its shape.
///
/// ```swift
/// bulletItem(".searchResponse(\n  .success([…])\n)")
/// //   • .searchResponse(
/// //       .success([…])
/// //     )
/// ```
public func bulletItem(_ text: String, indent: Int = 2) -> String {
  let padding = String(repeating: " ", count: indent)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  return lines.enumerated().map { position, line in
    position == 0 ? "\(padding)• \(line)" : "\(padding)  \(line)"
  }.joined(separator: "\n")
}

/// `value`'s readable dump (see ``dumpValue(_:)``) as an item of a bulleted list: on one line when
/// it fits in 80 columns, otherwise indented over several lines under its bullet, never collapsed.
///
/// ```swift
/// let list = actions.map { bulletItem(dumping: $0) }.joined(separator: "\n")
/// //   • .onAppear
/// //   • .searchResponse(
/// //       .success(
/// //         [
/// //           SearchResult(id: 1, title: "…"),
/// //     …
/// ```
public func bulletItem(dumping value: some Any, indent: Int = 2) -> String {
  bulletItem(dumpValue(value), indent: indent)
}
