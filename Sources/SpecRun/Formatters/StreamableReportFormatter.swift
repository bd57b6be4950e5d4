import CucumberMessages

/// A report for people at a terminal, made in three parts so that it can be printed while the run
/// goes on: a header once the files are read, one part per test case as it finishes (in file
/// order), and a footer at the end. Printed live or made at once from a saved stream, the text is
/// the same.
protocol StreamableReportFormatter: ReportFormatter {
  /// What comes before the first test case (files that could not be read).
  func header(_ query: MessageQuery) -> String
  /// One finished test case; `previous` is the pickle of the test case printed before it.
  func testCase(_ started: Messages.TestCaseStarted, after previous: Messages.Pickle?, _ query: MessageQuery) -> String
  /// What comes after the last test case (snippets, failures, the summary).
  func footer(_ query: MessageQuery) -> String
  /// Whether ``testCase(_:after:_:)`` writes anything: a report that writes nothing per test
  /// case (the summary) spares a live run keeping the finished ones in file order.
  var writesTestCases: Bool { get }
}

extension StreamableReportFormatter {
  /// Most reports write each test case.
  var writesTestCases: Bool { true }

  /// The whole report of a finished run: header, every test case in file order, footer.
  func streamedFormat(_ query: MessageQuery) -> String {
    var out = header(query)
    var previous: Messages.Pickle?
    for started in query.testCasesStartedInFileOrder {
      out += testCase(started, after: previous, query)
      previous = query.pickle(of: started)
    }
    return out + footer(query)
  }
}
