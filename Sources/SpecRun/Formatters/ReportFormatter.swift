import CucumberMessages

/// Turns a run's message stream into a report. Every report Evergreen writes (pretty, progress,
/// progress bar, summary, usage, rerun, JUnit, Cucumber JSON, HTML, NDJSON) is made from the
/// stream, so a saved run can be reported again: `specrun format html < run.ndjson > report.html`.
public protocol ReportFormatter: Sendable {
  /// The report for a complete stream.
  func format(_ query: MessageQuery) -> String
  /// The same report handed to `write` piece by piece, for a large report written to a file
  /// (``CommandIO/writeFileInPieces``). By default, the whole of ``format(_:)`` at once.
  ///
  /// ```swift
  /// try io.writeFileInPieces("report.xml") { write in try JUnitFormatter().write(query, to: write) }
  /// ```
  func write(_ query: MessageQuery, to write: (String) throws -> Void) throws
}

extension ReportFormatter {
  /// The report for `envelopes`, a whole run's stream.
  public func format(_ envelopes: some Sequence<Messages.Envelope>) -> String { format(MessageQuery(envelopes)) }

  /// Hands the whole of ``format(_:)`` to `write` at once.
  public func write(_ query: MessageQuery, to write: (String) throws -> Void) throws { try write(format(query)) }
}

extension JUnitFormatter: ReportFormatter {}

/// The formats `--format NAME[:PATH]` and `specrun format NAME` accept.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// ``PrettyFormatter``: each feature, scenario and step with its status, failures with their diffs.
  case pretty
  /// ``ProgressFormatter``: one character a step (`.` passed, `F` failed, …), then the failures.
  case progress
  /// ``MessageFormatter``: the Cucumber Messages stream itself, one envelope a line (NDJSON).
  case message
  /// ``JUnitFormatter``: JUnit XML for CI, one `<testsuite>` per app and feature.
  case junit
  /// ``HTMLFormatter``: one self-contained HTML page of living documentation.
  case html
  /// ``ProgressBarFormatter``: a bar redrawn in place at a terminal, each failure printed above it.
  case progressBar = "progress-bar"
  /// ``SummaryFormatter``: the failures and the counts, nothing for what passed.
  case summary
  /// ``UsageFormatter``: each step definition with its steps and times, slowest first, then the unused ones.
  case usage
  /// ``RerunFormatter``: the failed scenarios as `path:line:line`, for `specrun @rerun.txt`.
  case rerun
  /// ``JSONFormatter``: the legacy Cucumber JSON report CI dashboards read.
  case json
  /// ``BehaviourFormatter``: which action cases the scenarios and tests exercise (``BehaviourMap``), as text.
  case behaviour
  /// ``BehaviourFormatter``: the ``BehaviourMap`` as JSON, for CI.
  case behaviourJSON = "behaviour-json"

  /// The format `name` names, reading the American spelling (`behavior`) as the British one.
  public static func named(_ name: String) -> ReportFormat? {
    ReportFormat(rawValue: name.replacingOccurrences(of: "behavior", with: "behaviour"))
  }

  /// The formatter for this format; `colors` applies to the terminal formats, `layout` to the
  /// reports that count apps on their own or show the project's title.
  /// `isTerminal` lets the progress bar redraw itself in place, within `terminalColumns`.
  public func formatter(
    colors: Bool, isTerminal: Bool = false, terminalColumns: @escaping @Sendable () -> Int? = { nil },
    layout: ReportLayout = ReportLayout()
  ) -> any ReportFormatter {
    switch self {
    case .pretty: PrettyFormatter(colors: colors, layout: layout)
    case .progress: ProgressFormatter(colors: colors, layout: layout)
    case .message: MessageFormatter()
    case .junit: JUnitFormatter(suites: .perFeature(layout))
    case .html: HTMLFormatter(layout: layout)
    case .progressBar:
      ProgressBarFormatter(colors: colors, isTerminal: isTerminal, terminalColumns: terminalColumns, layout: layout)
    case .summary: SummaryFormatter(layout: layout)
    case .usage: UsageFormatter(layout: layout)
    case .rerun: RerunFormatter()
    case .json: JSONFormatter()
    case .behaviour: BehaviourFormatter(layout: layout)
    case .behaviourJSON: BehaviourFormatter(layout: layout, json: true)
    }
  }

  /// Whether the report is the stream itself rather than made from the query's index; only then
  /// does a run keep every envelope it sent.
  public var readsTheWholeStream: Bool { self == .message }

  /// Whether the report is made from what the run records beside its messages (the behaviour
  /// map), so `specrun format` cannot make it from a saved stream.
  public var isMadeDuringTheRun: Bool { self == .behaviour || self == .behaviourJSON }

  /// Whether the report shows the behaviour map, which the run records only when asked.
  public var showsBehaviour: Bool { isMadeDuringTheRun || self == .html }
}
