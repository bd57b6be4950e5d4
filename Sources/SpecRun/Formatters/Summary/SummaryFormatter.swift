import CucumberMessages

/// The shortest report: the failures, each with its place and message, and the summary; nothing
/// for the scenarios that passed.
///
/// ```
/// 1) Specs/Counter.feature:3 Counting up
///   I tap "+"
///     State was not as expected: …
///
/// 4 scenarios (1 failed, 3 passed)
/// 12 steps (1 failed, 11 passed)
/// 3 passed, 1 failed
/// ```
public struct SummaryFormatter: StreamableReportFormatter {
  /// Which app each file belongs to: the summary counts each app on its own when there are several.
  public var layout: ReportLayout

  /// The summary report, counting apps as `layout` says.
  public init(layout: ReportLayout = ReportLayout()) { self.layout = layout }

  public func format(_ query: MessageQuery) -> String { streamedFormat(query) }

  func header(_ query: MessageQuery) -> String { "" }

  func testCase(_ started: Messages.TestCaseStarted, after previous: Messages.Pickle?, _ query: MessageQuery) -> String
  { "" }

  var writesTestCases: Bool { false }

  func footer(_ query: MessageQuery) -> String {
    FailureList.text(query) + UndefinedStepHints(query, layout: layout).text + RunSummary.footer(query, layout: layout)
  }
}
