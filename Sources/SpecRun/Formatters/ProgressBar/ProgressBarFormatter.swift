import CucumberMessages

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
  /// Whether statuses are coloured with ANSI escape codes (for a terminal that shows them).
  public var colors: Bool
  /// Whether the report goes to a terminal that can redraw a line in place.
  public var isTerminal: Bool
  /// Which app each file belongs to: the summary counts each app on its own when there are several.
  public var layout: ReportLayout
  /// The bar's width in cells, when the terminal has room for it.
  public var width = 30
  /// The terminal's width now (nil when unknown): the line is fitted into it, so a narrow
  /// terminal never wraps it.
  public var terminalColumns: @Sendable () -> Int?

  /// A bar redrawn in place when `isTerminal`, fitted into `terminalColumns`; plain lines otherwise.
  public init(
    colors: Bool = false, isTerminal: Bool = false, terminalColumns: @escaping @Sendable () -> Int? = { nil },
    layout: ReportLayout = ReportLayout()
  ) {
    self.colors = colors
    self.isTerminal = isTerminal
    self.terminalColumns = terminalColumns
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

  func testCase(_ started: Messages.TestCaseStarted, after previous: Messages.Pickle?, _ query: MessageQuery) -> String
  {
    let style = TerminalStyle(colors: colors)
    let failures = FailureList.failures(of: started, query).map { failure in
      style.paint("✘ ", .failed)
        + TerminalText.visible(
          "\(failure.place) \(failure.scenario)\n  \(failure.step)\n" + TerminalStyle.indent(failure.message, "    "))
        + "\n\n"
    }.joined()
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
    let worst = counts.keys.max() ?? .passed
    var parts = [Part(text: "\(done)/\(total) scenarios", status: nil, keep: 0)]
    let statuses: [Messages.TestStepResultStatus] = [.passed, .failed, .ambiguous, .undefined, .pending, .skipped]
    for status in statuses {
      if let count = counts[status], count > 0 {
        parts.append(
          Part(text: "\(count) \(status.lowercaseName)", status: status, keep: Self.keepOrder(status)))
      }
    }
    parts.append(Part(text: "\(total - done) remaining", status: nil, keep: 2))
    var cellCount = width
    // Never the last column: a terminal wraps there, and the redraw would leave lines behind.
    if let columns = terminalColumns() {
      let limit = columns - 1
      func length() -> Int {
        cellCount + 3 + parts.map { TerminalColumns.width($0.text) }.reduce(0, +) + 3 * (parts.count - 1)
      }
      while length() > limit, cellCount > 10 { cellCount -= 1 }
      while length() > limit, let least = parts.indices.max(by: { parts[$0].keep < parts[$1].keep }),
        parts[least].keep > 0
      {
        parts.remove(at: least)
      }
      while length() > limit, cellCount > 0 { cellCount -= 1 }
    }
    let filled = total == 0 ? 0 : cellCount * done / total
    let cells =
      style.paint(String(repeating: "█", count: filled), worst) + String(repeating: "░", count: cellCount - filled)
    let text = parts.map { part in part.status.map { style.paint(part.text, $0) } ?? part.text }
    return "[" + cells + "] " + text.joined(separator: " · ")
  }

  /// One count after the bar; the higher `keep`, the sooner it is left out on a narrow terminal.
  private struct Part {
    var text: String
    var status: Messages.TestStepResultStatus?
    var keep: Int
  }

  /// Failures matter most, then what still remains, then the rest.
  private static func keepOrder(_ status: Messages.TestStepResultStatus) -> Int {
    switch status {
    case .failed: 1
    case .ambiguous, .undefined: 3
    case .pending: 4
    case .passed: 5
    default: 6
    }
  }
}
