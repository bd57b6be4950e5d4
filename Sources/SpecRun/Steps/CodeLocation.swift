/// A place in Swift source, where a step definition or hook was written.
public struct CodeLocation: Sendable, Hashable, CustomStringConvertible {
  public var fileID: String
  public var filePath: String
  public var line: Int

  public init(fileID: String, filePath: String, line: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
  }

  public var description: String { "\(fileID):\(line)" }
}
