import CucumberMessages

/// Prints a terminal report while the run goes on: the header when the run starts, each test case
/// once it and every test case before it in file order have finished, the footer at the end. With
/// `--parallel` the text is still in file order, the same as the report made after the run.
/// Without a formatter it only gathers the run's messages, for the reports made at the end. When
/// standard output's reader goes away (`specrun | head`), the terminal report ends quietly; a run
/// that also writes file reports goes on to the end, so they are whole, and one that writes no
/// other report stops: no further scenario starts.
@MainActor
final class LiveReport {
  private let formatter: (any StreamableReportFormatter)?
  private let terminal: Terminal
  /// The run to stop when nobody reads the report any more; its index of the messages is the one
  /// this report reads (each message is indexed once, however many reports there are).
  weak var runner: SpecRunner?
  var query: MessageQuery { runner?.query ?? MessageQuery([]) }
  /// Test case ids in file order, known once the first test case starts (all are planned before).
  private var order: [String]?
  private var next = 0
  private var startedByTestCase: [String: Messages.TestCaseStarted] = [:]
  private var testCaseByStarted: [String: String] = [:]
  private var finishedTestCases: Set<String> = []
  private var previous: Messages.Pickle?

  /// Whether the run writes reports to files, which need the whole run whoever reads the terminal.
  private let writesFiles: Bool

  init(_ formatter: (any StreamableReportFormatter)?, terminal: Terminal, writesFiles: Bool = false) {
    self.formatter = formatter
    self.terminal = terminal
    self.writesFiles = writesFiles
  }

  private func write(_ text: String) {
    terminal.out(text)
    if terminal.readerGone, !writesFiles { runner?.stopUnread() }
  }

  /// Called with each message once the runner's index holds it.
  func receive(_ envelope: Messages.Envelope) {
    guard let formatter else { return }
    if envelope.testRunStarted != nil { write(formatter.header(query)) }
    guard formatter.writesTestCases else { return }
    if envelope.testCaseStarted != nil, order == nil { order = plannedInFileOrder() }
    if let started = envelope.testCaseStarted {
      startedByTestCase[started.testCaseId] = started
      testCaseByStarted[started.id] = started.testCaseId
    }
    // An attempt that runs again is not printed: its test case is, once its last attempt ends.
    if let finished = envelope.testCaseFinished,
      let testCase = testCaseByStarted.removeValue(forKey: finished.testCaseStartedId),
      !finished.willBeRetried
    {
      finishedTestCases.insert(testCase)
      printFinished(stopAtUnfinished: true)
    }
  }

  /// Prints the finished test cases not printed yet, then the footer.
  func finish() {
    guard let formatter else { return }
    printFinished(stopAtUnfinished: false)
    write(formatter.footer(query))
  }

  private func printFinished(stopAtUnfinished: Bool) {
    guard let formatter, let order else { return }
    // The runner's index, read once when something is printed (each read copies it).
    var query: MessageQuery?
    while next < order.count {
      let id = order[next]
      // What is printed is let go: a large run keeps only the test cases still to print.
      if finishedTestCases.remove(id) != nil, let started = startedByTestCase.removeValue(forKey: id) {
        let index = query ?? self.query
        query = index
        write(formatter.testCase(started, after: previous, index))
        previous = index.pickle(of: started)
      } else if stopAtUnfinished {
        return
      }
      next += 1
    }
  }

  private func plannedInFileOrder() -> [String] {
    let index = Dictionary(
      query.pickles.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let planned = query.testCases
    return planned.enumerated().sorted { a, b in
      (index[a.element.pickleId] ?? .max, a.offset) < (index[b.element.pickleId] ?? .max, b.offset)
    }.map(\.element.id)
  }
}
