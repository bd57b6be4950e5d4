/// Turns a run's message stream into a report. Every report Evergreen writes (pretty, progress,
/// JUnit, HTML, NDJSON) is made from the stream, so a saved run can be reported again:
/// `specrun format html < run.ndjson > report.html`.
public protocol ReportFormatter: Sendable {
  /// The report for a complete stream.
  func format(_ query: MessageQuery) -> String
}

extension ReportFormatter {
  public func format(_ envelopes: some Sequence<Messages.Envelope>) -> String { format(MessageQuery(envelopes)) }
}

extension JUnitFormatter: ReportFormatter {}

/// The formats `--format NAME[:PATH]` and `specrun format NAME` accept.
public enum ReportFormat: String, CaseIterable, Sendable {
  case pretty, progress, message, junit, html

  /// The formatter for this format; `colors` applies to the terminal formats.
  public func formatter(colors: Bool) -> any ReportFormatter {
    switch self {
    case .pretty: PrettyFormatter(colors: colors)
    case .progress: ProgressFormatter(colors: colors)
    case .message: MessageFormatter()
    case .junit: JUnitFormatter()
    case .html: HTMLFormatter()
    }
  }
}
