import EvergreenReporting
import Foundation

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

  /// The first argument of the call to `function` on this line, as written in the source
  /// (`/Feature.Action.searchResponse .. Result.success`), or `nil` when the source cannot be read.
  func firstArgument(ofCallTo function: String) -> String? {
    guard let line = issue("").sourceLine, let call = line.range(of: function + "(") else { return nil }
    var depth = 0
    var inString = false
    var argument = ""
    for character in line[call.upperBound...] {
      if inString {
        if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if "([{".contains(character) {
        depth += 1
      } else if ")]}".contains(character) || character == "," {
        if depth == 0 { return argument.trimmingCharacters(in: .whitespaces) }
        if character != "," { depth -= 1 }
      }
      argument.append(character)
    }
    return nil
  }
}
