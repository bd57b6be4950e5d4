/// A live bar for long runs at a terminal: the scenarios done out of all, their counts by status
/// and how many remain, redrawn in place as each scenario finishes, with each failure printed
/// above the bar as it happens; the summary ends the run. Written to a file or a pipe
/// (`isTerminal` false) it never writes escape codes: the failures as they happen, then the
/// summary.
///
/// ```
/// ✘ Specs/Counter.feature:3 Counting up
///   I tap "+"
///     State was not as expected: …
/// [███████████░░░░░░░░░░░░░░░░░░░] 48/132 scenarios · 46 passed · 1 failed · 1 undefined · 84 remaining
/// ```
public struct ProgressBarFormatter: StreamableReportFormatter {
  public var colors: Bool
  /// Whether the report goes to a terminal that can redraw a line in place.
  public var isTerminal: Bool
  /// Which app each file belongs to: the summary counts each app on its own when there are several.
  public var layout: ReportLayout
  /// The bar's width in cells.
  public var width = 30

  public init(colors: Bool = false, isTerminal: Bool = false, layout: ReportLayout = ReportLayout()) {
    self.colors = colors
    self.isTerminal = isTerminal
    self.layout = layout
  }

  public func format(_ query: MessageQuery) -> String { streamedFormat(query) }

  /// Erases the bar's line, so that what follows starts at the left edge.
  private static let eraseLine = "\r\u{1B}[2K"

  /// Files that could not be read; the bar first shows once a scenario finished (the scenarios
  /// are planned after the run starts).
  func header(_ query: MessageQuery) -> String {
    query.parseErrors.map { ParseErrorText.describe($0) + "\n\n" }.joined()
  }

  func testCase(_ started: Messages.TestCaseStarted, after previous: Messages.Pickle?, _ query: MessageQuery) -> String {
    let style = TerminalStyle(colors: colors)
    let failures = FailureList.failures(of: started, query).map { style.paint("✘ ", .failed) + $0 + "\n\n" }.joined()
    return isTerminal ? Self.eraseLine + failures + bar(query) : failures
  }

  func footer(_ query: MessageQuery) -> String {
    (isTerminal ? Self.eraseLine : "") + RunSummary.footer(query, layout: layout)
  }

  /// `[████░░░░] 4/8 scenarios · 3 passed · 1 failed · 4 remaining`, without a line feed.
  func bar(_ query: MessageQuery) -> String {
    let style = TerminalStyle(colors: colors)
    // Counted as the test cases finish: a redraw costs the same on the last scenario of a long
    // run as on the first.
    let counts = query.finishedStatusCounts
    let done = counts.values.reduce(0, +)
    let total = max(query.testCaseCount, done)
    let filled = total == 0 ? 0 : width * done / total
    let worst = counts.keys.max() ?? .passed
    var parts = ["\(done)/\(total) scenarios"]
    for status in [Messages.TestStepResultStatus.passed, .failed, .ambiguous, .undefined, .pending, .skipped] {
      if let count = counts[status], count > 0 { parts.append(style.paint("\(count) \(status.rawValue.lowercased())", status)) }
    }
    parts.append("\(total - done) remaining")
    let cells = style.paint(String(repeating: "█", count: filled), worst) + String(repeating: "░", count: width - filled)
    return "[" + cells + "] " + parts.joined(separator: " · ")
  }
}
