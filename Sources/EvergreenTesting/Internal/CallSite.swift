import EvergreenReporting

/// A place in the user's code: where a test called `send`, `receive`, `finish`…
struct CallSite: Sendable, CustomStringConvertible {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// `Module/File.swift:12`
  var description: String { "\(fileID):\(line)" }

  /// Reports `message` at this place, from the calling task.
  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports an issue recorded elsewhere (by an effect) at its own place, or at this place when a
  /// test framework would reject its own.
  func report(_ issue: ReportedIssue) {
    reportIssue(issue, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// An issue at this place, to report later.
  func issue(_ message: String) -> ReportedIssue {
    ReportedIssue(calledFrom: fileID, filePath, line, column, message: message)
  }
}
