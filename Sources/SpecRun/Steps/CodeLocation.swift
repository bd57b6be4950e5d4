/// A place in Swift source, where a step definition or hook was written.
public struct CodeLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file as `#fileID` gives it (`ShopSpecs/BasketSteps.swift`).
  public var fileID: String
  /// The file's full path, as `#filePath` gives it.
  public var filePath: String
  /// The line, counting from 1.
  public var line: Int

  /// A place in the glue's sources.
  public init(fileID: String, filePath: String, line: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
  }

  public var description: String { "\(fileID):\(line)" }
}
