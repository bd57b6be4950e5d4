import CucumberMessages

/// Renaming an outline's placeholder (`textDocument/rename`): from a `<name>` in a scenario
/// outline, or from that name in the header of one of its examples tables, every place the
/// outline writes it (its name, its steps, their doc strings and tables) and the header cell of
/// each of its examples tables, so that the rows go on filling it in.
///
/// ```swift
/// PlaceholderRename.occurrences(analysis, at: TextPosition(line: 5, character: 30))
/// // (name: "count", ranges: [5:28-5:35, 9:8-9:13, 10:8-10:13])
/// ```
enum PlaceholderRename {
  /// The placeholder at `position` (inside its `<…>`, or on its header cell) and every range
  /// its name is written at in its outline, in order; `nil` anywhere else. The ranges cover the
  /// name alone, without the brackets.
  static func occurrences(_ analysis: FeatureFileAnalysis, at position: TextPosition) -> (
    name: String, ranges: [TextRange]
  )? {
    for outline in outlines(analysis.document) {
      let uses = placeholderUses(outline, analysis.lines)
      let headers = headerCells(outline, analysis.lines)
      let touched =
        uses.first { $0.range.contains(position, widenedBy: 1) }
        ?? headers.first { $0.range.contains(position, widenedBy: 0) }
      guard let name = touched?.name else { continue }
      let ranges = (uses + headers).filter { $0.name == name }.map(\.range)
      return (name, ranges.sorted { $0.start < $1.start })
    }
    return nil
  }

  /// Why `name` cannot name a placeholder, or `nil` when it can: the brackets, a table's bar, a
  /// backslash or a line break would end it or its cell.
  static func problem(with name: String) -> String? {
    if name.isEmpty { return "A placeholder needs a name." }
    guard name.contains(where: { "<>|\\\n\r".contains($0) }) else { return nil }
    return "A placeholder's name cannot hold <, >, |, a backslash or a line break: \"\(name)\"."
  }

  private typealias Use = (name: String, range: TextRange)

  /// Every scenario outline of the document (a scenario with examples), rules' too.
  private static func outlines(_ document: Messages.GherkinDocument?) -> [Messages.GherkinDocument.Scenario] {
    var outlines: [Messages.GherkinDocument.Scenario] = []
    for child in document?.feature?.children ?? [] {
      if let scenario = child.scenario { outlines.append(scenario) }
      for child in child.rule?.children ?? [] {
        if let scenario = child.scenario { outlines.append(scenario) }
      }
    }
    return outlines.filter { !$0.examples.isEmpty }
  }

  /// The `<name>`s the outline writes in its name line and its steps' lines, doc strings and
  /// tables (not its description, which no row fills in), each name's range without brackets.
  private static func placeholderUses(_ outline: Messages.GherkinDocument.Scenario, _ lines: TextLines) -> [Use] {
    var lineNumbers = [outline.location.line - 1]
    for step in outline.steps {
      lineNumbers.append(step.location.line - 1)
      if let docString = step.docString { lineNumbers += Array(SemanticTokens.contentLines(of: docString)) }
      lineNumbers += step.dataTable?.rows.map { $0.location.line - 1 } ?? []
    }
    return lineNumbers.flatMap { line in
      SemanticTokens.placeholders(in: String(lines.line(line))).map { placeholder in
        let start = placeholder.start + 1
        let name = String(
          decoding: Array(lines.line(line).utf16)[start..<placeholder.start + placeholder.length - 1], as: UTF16.self)
        return (name, TextRange(line: line, from: start, to: start + placeholder.length - 2))
      }
    }
  }

  /// The header cells of the outline's examples tables, each with its text as written.
  private static func headerCells(_ outline: Messages.GherkinDocument.Scenario, _ lines: TextLines) -> [Use] {
    outline.examples.compactMap(\.tableHeader).flatMap { header in
      SemanticTokens.cellRanges(of: header, lines).map { range in
        let units = Array(lines.line(range.start.line).utf16)[range.start.character..<range.end.character]
        return (String(decoding: units, as: UTF16.self), range)
      }
    }
  }
}

extension TextRange {
  /// Whether `position` lies within the range, or up to `margin` characters outside it on its
  /// line (a cursor on a placeholder's bracket still names it).
  fileprivate func contains(_ position: TextPosition, widenedBy margin: Int) -> Bool {
    position.line == start.line && position.character >= start.character - margin
      && position.character <= end.character + margin
  }
}
