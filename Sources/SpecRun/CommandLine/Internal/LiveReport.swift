import CucumberMessages
import Synchronization

/// Prints a terminal report while the run goes on: the header when the run starts, each test case
/// once it and every test case before it in file order have finished, the footer at the end. With
/// `--parallel` the text is still in file order, the same as the report made after the run.
/// Without a formatter it prints nothing (the reports are made from the whole run at the end).
/// When standard output's reader goes away (`specrun | head`), the terminal report ends quietly;
/// a run that also writes file reports goes on to the end, so they are whole, and one that writes
/// no other report stops: no further scenario starts.
///
/// ```swift
/// let live = LiveReport(formatter, terminal: terminal)
/// let runner = SpecRunner(catalog: catalog, options: options, reader: live)
/// live.whenUnread { [weak runner] in runner?.stopUnread() }
/// let outcome = await runner.run()
/// live.finish(runner.query)
/// ```
///
/// It reads each message with the index that holds it (``IndexedMessageReader``), on whichever
/// thread the run indexes on (behind the steps with `--parallel 2` and up), one message at a time.
final class LiveReport: IndexedMessageReader {
  /// Which finished test cases still wait for those before them in file order.
  private struct Progress {
    /// Test case ids in file order, known once the first test case starts (all are planned before).
    var order: [String]?
    var next = 0
    var startedByTestCase: [String: Messages.TestCaseStarted] = [:]
    var testCaseByStarted: [String: String] = [:]
    var finishedTestCases: Set<String> = []
    var previous: Messages.Pickle?
  }

  private let formatter: (any StreamableReportFormatter)?
  /// Whether the formatter writes each test case (false without one), known once: asked of the
  /// formatter for every message, it copied the formatter out of its existential each time.
  private let writesTestCases: Bool
  private let terminal: Terminal
  /// Whether the run writes reports to files, which need the whole run whoever reads the terminal.
  private let writesFiles: Bool
  private let progress = Mutex(Progress())
  private let unread = Mutex<(@Sendable () -> Void)?>(nil)

  init(_ formatter: (any StreamableReportFormatter)?, terminal: Terminal, writesFiles: Bool = false) {
    self.formatter = formatter
    writesTestCases = formatter?.writesTestCases ?? false
    self.terminal = terminal
    self.writesFiles = writesFiles
  }

  /// What stops the run once nobody reads the report and no file report needs the run whole.
  func whenUnread(_ stop: @escaping @Sendable () -> Void) { unread.withLock { $0 = stop } }

  private func write(_ text: String) {
    terminal.out(text)
    if terminal.readerGone, !writesFiles, let stop = unread.withLock({ $0 }) { stop() }
  }

  func read(_ envelope: Messages.Envelope, in query: MessageQuery) {
    if envelope.testRunStarted != nil, let formatter { write(formatter.header(query)) }
    guard writesTestCases, let formatter else { return }
    progress.withLock { progress in
      if let started = envelope.testCaseStarted {
        if progress.order == nil { progress.order = Self.plannedInFileOrder(query) }
        progress.startedByTestCase[started.testCaseId] = started
        progress.testCaseByStarted[started.id] = started.testCaseId
      }
      // An attempt that runs again is not printed: its test case is, once its last attempt ends.
      if let finished = envelope.testCaseFinished,
        let testCase = progress.testCaseByStarted.removeValue(forKey: finished.testCaseStartedId),
        !finished.willBeRetried
      {
        progress.finishedTestCases.insert(testCase)
        printFinished(&progress, formatter, query, stopAtUnfinished: true)
      }
    }
  }

  /// Prints the finished test cases not printed yet, then the footer, from the run's whole index.
  func finish(_ query: MessageQuery) {
    guard let formatter else { return }
    progress.withLock { printFinished(&$0, formatter, query, stopAtUnfinished: false) }
    write(formatter.footer(query))
  }

  private func printFinished(
    _ progress: inout Progress, _ formatter: any StreamableReportFormatter, _ query: MessageQuery,
    stopAtUnfinished: Bool
  ) {
    guard let order = progress.order else { return }
    while progress.next < order.count {
      let id = order[progress.next]
      // What is printed is let go: a large run keeps only the test cases still to print.
      if progress.finishedTestCases.remove(id) != nil, let started = progress.startedByTestCase.removeValue(forKey: id)
      {
        write(formatter.testCase(started, after: progress.previous, query))
        progress.previous = query.pickle(of: started)
      } else if stopAtUnfinished {
        return
      }
      progress.next += 1
    }
  }

  private static func plannedInFileOrder(_ query: MessageQuery) -> [String] {
    let index = Dictionary(
      query.pickles.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let planned = query.testCases
    return planned.enumerated().sorted { a, b in
      (index[a.element.pickleId] ?? .max, a.offset) < (index[b.element.pickleId] ?? .max, b.offset)
    }.map(\.element.id)
  }
}
