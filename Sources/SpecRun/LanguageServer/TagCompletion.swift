import Foundation

/// Completion of tags: after `@` at a tag position (a line of nothing but tags so far), each tag
/// used in the feature files of the document's app, most used first (then by name). Open
/// documents count as edited, the other files as saved; a saved file is read again only when its
/// modification date changes.
///
/// ```swift
/// let tags = TagCompletion()
/// tags.items(lines: lines, at: position, appFiles: ["/app/Specs/Macho/Counter.feature"], open: [:])
/// // [@smoke (used 12 times), @wip (used once)]
/// ```
final class TagCompletion {
  /// The protocol's completion item kind for tags (`Value`).
  static let tagKind = 12

  private var saved: [String: (modified: Date?, tags: [String])] = [:]

  init() {}

  /// What to offer at `position`, or `nil` when it is no tag position. `appFiles` are the
  /// feature files of the document's app; `open` the texts of open documents by path.
  func items(lines: TextLines, at position: TextPosition, appFiles: [String], open: [String: String])
    -> [StepCompletion.Item]?
  {
    guard let typed = Self.tagTyped(lines: lines, at: position) else { return nil }
    let cursor = lines.prefix(line: position.line, character: position.character).utf16.count
    let range = TextRange(line: position.line, from: cursor - typed.utf16.count, to: cursor)
    var counts: [String: Int] = [:]
    for path in appFiles {
      for tag in open[path].map(Self.tags(in:)) ?? savedTags(path) { counts[tag, default: 0] += 1 }
    }
    // The tag being typed is in the open document already: it is not a use yet.
    let after = lines.line(position.line).utf16.dropFirst(cursor).prefix { $0 != 0x20 && $0 != 0x09 }
    let word = typed + (String(after) ?? "")
    if let count = counts[word] { counts[word] = count > 1 ? count - 1 : nil }
    let prefix = typed.lowercased()
    return counts.filter { $0.key.lowercased().hasPrefix(prefix) }
      .sorted { $0.value > $1.value || $0.value == $1.value && $0.key < $1.key }
      .enumerated()
      .map { index, entry in
        StepCompletion.Item(
          label: entry.key, detail: entry.value == 1 ? "tag, used once" : "tag, used \(entry.value) times",
          kind: Self.tagKind, newText: entry.key, isSnippet: false, range: range, filterText: entry.key,
          sortText: String(format: "%05d", index))
      }
  }

  /// The tag typed so far (`@`, `@sm`) when the line before `position` holds nothing but tags.
  static func tagTyped(lines: TextLines, at position: TextPosition) -> String? {
    let before = lines.prefix(line: position.line, character: position.character)
    let words = before.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{3000}" })
    guard let last = words.last, before.last.map({ !$0.isWhitespace }) ?? false,
      words.allSatisfy({ $0.hasPrefix("@") })
    else { return nil }
    return String(last)
  }

  /// Every tag written in `text`, once per use: the words of its tag lines, up to a comment,
  /// outside doc strings.
  static func tags(in text: String) -> [String] {
    var tags: [String] = []
    var docStrings = DocStringTracker()
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }
      if docStrings.belongsToDocString(trimmed) { continue }
      guard trimmed.hasPrefix("@") else { continue }
      for word in trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }) {
        if word.hasPrefix("#") { break }
        if word.hasPrefix("@") && word.count > 1 { tags.append(String(word)) }
      }
    }
    return tags
  }

  /// A saved file's tags, read again only when it changed; none when it cannot be read.
  private func savedTags(_ path: String) -> [String] {
    let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    if let known = saved[path], known.modified == modified { return known.tags }
    let tags = (try? String(contentsOfFile: path, encoding: .utf8)).map(Self.tags(in:)) ?? []
    saved[path] = (modified, tags)
    return tags
  }
}
