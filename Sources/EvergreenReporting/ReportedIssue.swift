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
}

#if canImport(Testing)
  extension ReportedIssue {
    /// Where Swift Testing shows this issue.
    public var sourceLocation: SourceLocation {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
#endif
