import CucumberMessages
import Gherkin

/// The rows of a data table or an Examples table as aligned text: `| a  | bc |`, every column
/// as wide as its widest cell by display width, cells escaped so they read back the same.
enum FeatureFileTable {
  static func lines(_ rows: [Messages.GherkinDocument.TableRow]) -> [String] {
    lines(cells: rows.map { $0.cells.map(\.value) })
  }

  /// Rows of cell values as aligned lines, each cell escaped.
  static func lines(cells values: [[String]]) -> [String] {
    let cells = values.map { $0.map(escaped) }
    var widths: [Int] = []
    for row in cells {
      for (column, cell) in row.enumerated() {
        let width = TerminalColumns.width(cell)
        if column < widths.count { widths[column] = max(widths[column], width) } else { widths.append(width) }
      }
    }
    return cells.map { row in
      guard !row.isEmpty else { return "|" }
      return "| " + row.enumerated().map { TerminalColumns.padded($1, to: widths[$0]) }.joined(separator: " | ") + " |"
    }
  }

  /// A cell's value as written in a row: `|` as `\|`, a line break as `\n`, and a `\` as `\\`
  /// only where it would otherwise read as an escape (a lone `\d` stays `\d`).
  static func escaped(_ value: String) -> String {
    var result = ""
    let characters = Array(value)
    for (index, character) in characters.enumerated() {
      switch character {
      case "|": result += "\\|"
      case "\n": result += "\\n"
      case "\\":
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        result += next == "\\" || next == "|" || next == "n" || next == "\n" ? "\\\\" : "\\"
      default: result.append(character)
      }
    }
    return result
  }
}
