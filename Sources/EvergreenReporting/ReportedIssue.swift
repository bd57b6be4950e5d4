#if canImport(Testing)
  import Testing
#endif

/// A failure reported through ``reportIssue(_:fileID:filePath:line:column:)``, with the place
/// in the user's code it should be attributed to.
public struct ReportedIssue: Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var fileID: String
  public var filePath: String
  public var line: Int
  public var column: Int

  public init(message: String, fileID: String, filePath: String, line: Int, column: Int) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The place an API was called from, as its defaulted `#fileID`, `#filePath`, `#line` and
  /// `#column` parameters give it; the message is filled in when something goes wrong there.
  ///
  /// ```swift
  /// let site = ReportedIssue(calledFrom: fileID, filePath, line, column)
  /// ```
  public init(
    calledFrom fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt, message: String = ""
  ) {
    self.init(message: message, fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }

  /// `Module/File.swift:12:5: message`
  public var description: String { "\(fileID):\(line):\(column): \(message)" }

  /// Whether the place is one a test framework accepts: a file ID of the form `Module/File.swift`
  /// (as `#fileID` gives it), and a line and a column counted from 1. Swift Testing stops the whole
  /// test process on any other place, so a report elsewhere goes to a fallback place instead.
  public var hasWellFormedLocation: Bool {
    line >= 1 && column >= 1 && !filePath.isEmpty
      && fileID.split(separator: "/", omittingEmptySubsequences: false).count >= 2
      && !fileID.hasPrefix("/") && !fileID.hasSuffix("/")
  }

  /// This issue's place when it is well formed (see ``hasWellFormedLocation``), otherwise
  /// `fallback`'s place, with this issue's message.
  public func located(orAt fallback: ReportedIssue) -> ReportedIssue {
    guard !hasWellFormedLocation else { return self }
    var relocated = fallback
    relocated.message = message
    return relocated
  }
}

#if canImport(Testing)
  extension ReportedIssue {
    /// Where Swift Testing shows this issue: its own place when well formed, else `fallback`'s, else
    /// this function's own place. Never traps, whatever the issue holds.
    public func sourceLocation(fallingBackTo fallback: ReportedIssue) -> SourceLocation {
      for candidate in [self, fallback] where candidate.hasWellFormedLocation {
        return SourceLocation(
          fileID: candidate.fileID, filePath: candidate.filePath, line: candidate.line, column: candidate.column)
      }
      return SourceLocation(fileID: "\(#fileID)", filePath: "\(#filePath)", line: #line, column: #column)
    }
  }
#endif
