import EvergreenReporting

extension Array where Element == ReportedIssue {
  /// The messages, for exact comparisons and readable test failures.
  var messages: [String] { map(\.message) }
}
