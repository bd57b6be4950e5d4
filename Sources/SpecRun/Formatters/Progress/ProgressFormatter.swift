import CucumberMessages

/// A compact report: one character per step (`.` passed, `F` failed, `U` undefined, `P` pending,
/// `-` skipped, `A` ambiguous), then the failures and the summary.
public struct ProgressFormatter: StreamableReportFormatter {
  /// Whether statuses are coloured with ANSI escape codes (for a terminal that shows them).
  public var colors: Bool
  /// Which app each file belongs to: the summary counts each app on its own when there are several.
  public var layout: ReportLayout

  /// The progress report, in colour when `colors`, counting apps as `layout` says.
  public init(colors: Bool = false, layout: ReportLayout = ReportLayout()) {
    self.colors = colors
    self.layout = layout
  }

  public func format(_ query: MessageQuery) -> String { streamedFormat(query) }

  func header(_ query: MessageQuery) -> String { "" }

  /// The test case's marks: one per step, and one per hook that did not pass.
  func testCase(_ started: Messages.TestCaseStarted, after previous: Messages.Pickle?, _ query: MessageQuery) -> String
  {
    let style = TerminalStyle(colors: colors)
    return query.stepsFinished(of: started).map { finished, step in
      let status = finished.testStepResult.status
      return step.pickleStepId != nil || status != .passed ? style.paint(Self.mark(status), status) : ""
    }.joined()
  }

  func footer(_ query: MessageQuery) -> String {
    "\n\n" + FailureList.text(query) + UndefinedStepHints(query, layout: layout).text
      + RunSummary.footer(query, layout: layout)
  }

  static func mark(_ status: Messages.TestStepResultStatus) -> String {
    switch status {
    case .passed: "."
    case .failed: "F"
    case .undefined: "U"
    case .pending: "P"
    case .skipped: "-"
    case .ambiguous: "A"
    case .unknown: "?"
    }
  }
}
