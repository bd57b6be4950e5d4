import Foundation

/// Where `specrun` reads and writes: the real terminal and files, or a test's buffers.
public struct CommandIO: Sendable {
  public var writeOut: @Sendable (String) -> Void
  public var writeError: @Sendable (String) -> Void
  public var readInput: @Sendable () -> Data
  public var writeFile: @Sendable (String, String) throws -> Void
  /// Whether standard output is a terminal that shows colours (and `NO_COLOR` is not set).
  public var colors: Bool

  public init(
    writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
    readInput: @escaping @Sendable () -> Data, writeFile: @escaping @Sendable (String, String) throws -> Void,
    colors: Bool
  ) {
    self.writeOut = writeOut
    self.writeError = writeError
    self.readInput = readInput
    self.writeFile = writeFile
    self.colors = colors
  }

  /// The process's standard streams and the file system.
  public static var standard: CommandIO {
    CommandIO(
      writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      readInput: { FileHandle.standardInput.readDataToEndOfFile() },
      writeFile: { path, text in
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      },
      colors: isatty(1) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
  }
}
