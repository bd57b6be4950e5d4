/// Follows the doc strings of a feature file read line by line (one that may not parse): a line
/// that opens or closes a doc string (`"""` or ```` ``` ````), and every line inside one, is the
/// doc string's text, not Gherkin.
///
/// ```swift
/// var docStrings = DocStringTracker()
/// for line in lines where !docStrings.belongsToDocString(line.drop { $0 == " " }) { … }
/// ```
struct DocStringTracker {
  /// The delimiter of the doc string the last line was in; `nil` outside one.
  private var delimiter: Substring?

  /// Whether `trimmed` (a line without its leading white space) belongs to a doc string.
  mutating func belongsToDocString(_ trimmed: Substring) -> Bool {
    if let open = delimiter {
      if trimmed.hasPrefix(open) { delimiter = nil }
      return true
    }
    guard trimmed.hasPrefix("\"\"\"") || trimmed.hasPrefix("```") else { return false }
    delimiter = trimmed.prefix(3)
    return true
  }
}
