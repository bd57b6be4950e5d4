import CucumberMessages
import Foundation
import Gherkin

/// Writes a parsed document back as text, line by line, putting each comment (and the
/// `# language:` line) back before the first element that follows it in the source.
///
/// Blank lines: one before every block (Background, Scenario, Rule, Examples). Comments between
/// two blocks stay on their side of the first blank line the source has between them: those
/// right under the block before stay with it, those after a blank line go with the block after.
struct FeatureFileWriter {
  private let lines: [Substring]
  private let document: Messages.GherkinDocument
  /// Comments and the language line, by line, as their trimmed text.
  private let notes: [(line: Int, text: String)]
  private var nextNote = 0
  private var output: [String] = []
  private var lastSourceLine = 0
  private var lastIndent = 0

  private enum BlankLine { case none, always, ifInSource }

  init(text: String, document: Messages.GherkinDocument) {
    lines = text.sourceLines
    self.document = document
    var notes = document.comments.map { (line: $0.location.line, text: Self.trimmed($0.text)) }
    let commentLines = Set(notes.map(\.line))
    let firstLine = document.feature.map { [$0.location.line] + $0.tags.map(\.location.line) }?.min() ?? lines.count + 1
    // The `# language:` line is no comment in the document: it is the `#` line before the feature that is not one.
    for number in 1..<max(1, firstLine) where !commentLines.contains(number) {
      let line = Self.trimmed(lines[number - 1])
      if line.hasPrefix("#") { notes.append((number, line)) }
    }
    self.notes = notes.sorted { $0.line < $1.line }
  }

  mutating func formatted() -> String {
    if let feature = document.feature { write(feature) }
    writeTrailingNotes()
    return output.isEmpty ? "" : output.joined(separator: "\n") + "\n"
  }

  // MARK: - Blocks

  private mutating func write(_ feature: Messages.GherkinDocument.Feature) {
    writeHeader(
      tags: feature.tags, keyword: feature.keyword ?? "Feature", name: feature.name, line: feature.location.line,
      indent: 0, blank: .ifInSource)
    writeDescription(feature.description, after: feature.location.line, indent: 2)
    for child in feature.children {
      if let background = child.background { write(background, indent: 2) }
      if let scenario = child.scenario { write(scenario, indent: 2) }
      if let rule = child.rule { write(rule) }
    }
  }

  private mutating func write(_ rule: Messages.GherkinDocument.Rule) {
    writeHeader(
      tags: rule.tags, keyword: rule.keyword, name: rule.name, line: rule.location.line, indent: 2, blank: .always)
    writeDescription(rule.description, after: rule.location.line, indent: 4)
    for child in rule.children {
      if let background = child.background { write(background, indent: 4) }
      if let scenario = child.scenario { write(scenario, indent: 4) }
    }
  }

  private mutating func write(_ background: Messages.GherkinDocument.Background, indent: Int) {
    writeHeader(
      tags: [], keyword: background.keyword, name: background.name, line: background.location.line, indent: indent,
      blank: .always)
    writeDescription(background.description, after: background.location.line, indent: indent + 2)
    for step in background.steps { write(step, indent: indent + 2) }
  }

  private mutating func write(_ scenario: Messages.GherkinDocument.Scenario, indent: Int) {
    writeHeader(
      tags: scenario.tags, keyword: scenario.keyword, name: scenario.name, line: scenario.location.line, indent: indent,
      blank: .always)
    writeDescription(scenario.description, after: scenario.location.line, indent: indent + 2)
    for step in scenario.steps { write(step, indent: indent + 2) }
    for examples in scenario.examples {
      writeHeader(
        tags: examples.tags, keyword: examples.keyword, name: examples.name, line: examples.location.line,
        indent: indent + 2, blank: .always)
      writeDescription(examples.description, after: examples.location.line, indent: indent + 4)
      writeTable((examples.tableHeader.map { [$0] } ?? []) + examples.tableBody, indent: indent + 4)
    }
  }

  private mutating func writeHeader(
    tags: [Messages.GherkinDocument.Tag], keyword: String, name: String, line: Int, indent: Int, blank: BlankLine
  ) {
    var tagLines: [Int] = []
    for tag in tags where tagLines.last != tag.location.line { tagLines.append(tag.location.line) }
    for (index, tagLine) in tagLines.enumerated() {
      writeNotes(before: tagLine, indent: indent, blank: index == 0 ? blank : .none)
      let onLine = tags.filter { $0.location.line == tagLine }
      var text = onLine.map(\.name).joined(separator: " ")
      if let comment = trailingComment(after: onLine.last!) { text += " " + comment }
      emit(text, indent: indent, line: tagLine)
    }
    writeNotes(before: line, indent: indent, blank: tagLines.isEmpty ? blank : .none)
    emit(keyword + ":" + (name.isEmpty ? "" : " " + name), indent: indent, line: line)
  }

  /// A description re-indented as a whole: its least indented line at `indent`, the others kept relative to it.
  private mutating func writeDescription(_ description: String, after headerLine: Int, indent: Int) {
    guard !description.isEmpty else { return }
    let commentLines = Set(notes.map(\.line))
    var start = headerLine + 1
    while start <= lines.count, Self.trimmed(lines[start - 1]).isEmpty || commentLines.contains(start) { start += 1 }
    writeNotes(before: start, indent: indent, blank: .none)
    let descriptionLines = description.split(separator: "\n", omittingEmptySubsequences: false)
    let common =
      descriptionLines.filter { !Self.trimmed($0).isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min()
      ?? 0
    for (offset, line) in descriptionLines.enumerated() {
      if Self.trimmed(line).isEmpty {
        output.append("")
      } else {
        var kept = String(line.dropFirst(common))
        while kept.last?.isWhitespace == true { kept.removeLast() }
        emit(kept, indent: indent, line: start + offset)
      }
    }
    lastSourceLine = start + descriptionLines.count - 1
  }

  // MARK: - Steps

  private mutating func write(_ step: Messages.GherkinDocument.Step, indent: Int) {
    writeNotes(before: step.location.line, indent: indent, blank: .none)
    emit(step.keyword + separator(after: step) + step.text, indent: indent, line: step.location.line)
    // A step may take both, in either order: each is written where the user wrote it.
    let tableFirst = (step.dataTable?.location.line ?? .max) < (step.docString?.location.line ?? .max)
    if !tableFirst, step.docString != nil { writeDocString(of: step, indent: indent + 2) }
    if let dataTable = step.dataTable { writeTable(dataTable.rows, indent: indent + 2) }
    if tableFirst, step.docString != nil { writeDocString(of: step, indent: indent + 2) }
  }

  /// The space after a keyword the dialect writes without one (`前提`): there when the user wrote one.
  private func separator(after step: Messages.GherkinDocument.Step) -> String {
    guard !step.text.isEmpty, step.keyword.last?.isWhitespace != true, step.location.line <= lines.count else {
      return ""
    }
    let line = lines[step.location.line - 1].drop { $0 == " " || $0 == "\t" }
    return line.dropFirst(step.keyword.count).first?.isWhitespace == true ? " " : ""
  }

  private mutating func writeDocString(of step: Messages.GherkinDocument.Step, indent: Int) {
    guard let docString = step.docString else { return }
    writeNotes(before: docString.location.line, indent: indent, blank: .none)
    emit(docString.delimiter + (docString.mediaType ?? ""), indent: indent, line: docString.location.line)
    if !docString.content.isEmpty {
      let escapedDelimiter = docString.delimiter.map { "\\\($0)" }.joined()
      for line in docString.content.split(separator: "\n", omittingEmptySubsequences: false) {
        let text = line.replacingOccurrences(of: docString.delimiter, with: escapedDelimiter)
        output.append(text.isEmpty ? "" : String(repeating: " ", count: indent) + text)
      }
    }
    var closing = docString.location.line + 1
    while closing <= lines.count, !Self.trimmed(lines[closing - 1]).hasPrefix(docString.delimiter) { closing += 1 }
    emit(docString.delimiter, indent: indent, line: closing)
  }

  private mutating func writeTable(_ rows: [Messages.GherkinDocument.TableRow], indent: Int) {
    for (row, text) in zip(rows, FeatureFileTable.lines(rows)) {
      writeNotes(before: row.location.line, indent: indent, blank: .none)
      emit(text, indent: indent, line: row.location.line)
    }
  }

  // MARK: - Comments and lines

  /// The comments before `line` not yet written, with the blank line `blank` asks for.
  private mutating func writeNotes(before line: Int, indent: Int, blank: BlankLine) {
    var pending: [(line: Int, text: String)] = []
    while nextNote < notes.count, notes[nextNote].line < line {
      pending.append(notes[nextNote])
      nextNote += 1
    }
    guard blank != .none else {
      for note in pending { emit(note.text, indent: indent, line: note.line) }
      return
    }
    let end = min(line, lines.count + 1)
    let firstBlank =
      lastSourceLine + 1 < end
      ? (lastSourceLine + 1..<end).first { Self.trimmed(lines[$0 - 1]).isEmpty } : nil
    let previousIndent = lastIndent
    if let firstBlank {
      for note in pending where note.line < firstBlank { emit(note.text, indent: previousIndent, line: note.line) }
    }
    let below = pending.filter { $0.line > (firstBlank ?? 0) }
    // At the end of the file, a blank line only separates the comments below it.
    let atEnd = line == Int.max
    if !output.isEmpty, !(atEnd && below.isEmpty), blank == .always || firstBlank != nil { output.append("") }
    for note in below { emit(note.text, indent: indent, line: note.line) }
  }

  /// Comments after the last element: at its indentation, after a blank line where the source has one.
  private mutating func writeTrailingNotes() {
    let indent = lastIndent
    writeNotes(before: Int.max, indent: indent, blank: .ifInSource)
  }

  /// The comment after the tags on a tag line (`@a @b # why`), which the document does not keep.
  private func trailingComment(after tag: Messages.GherkinDocument.Tag) -> String? {
    guard tag.location.line <= lines.count, let column = tag.location.column else { return nil }
    let scalars = lines[tag.location.line - 1].unicodeScalars
    let rest = Self.trimmed(
      String(String.UnicodeScalarView(scalars.dropFirst(column - 1 + tag.name.unicodeScalars.count))))
    return rest.hasPrefix("#") ? rest : nil
  }

  private mutating func emit(_ text: String, indent: Int, line: Int) {
    output.append(String(repeating: " ", count: indent) + text)
    lastIndent = indent
    lastSourceLine = max(lastSourceLine, line)
  }

  private static func trimmed(_ text: some StringProtocol) -> String {
    var result = Substring(text)
    while result.first?.isWhitespace == true { result.removeFirst() }
    while result.last?.isWhitespace == true { result.removeLast() }
    return String(result)
  }
}
