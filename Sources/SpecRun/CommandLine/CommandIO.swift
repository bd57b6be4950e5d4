import Foundation

/// Where `specrun` reads and writes: the real terminal and files, or a test's buffers.
public struct CommandIO: Sendable {
  public var writeOut: @Sendable (String) -> Void
  public var writeError: @Sendable (String) -> Void
  public var readInput: @Sendable () -> Data
  public var writeFile: @Sendable (String, String) throws -> Void
  /// Whether standard output is a terminal that shows colours (and `NO_COLOR` is not set).
  public var colors: Bool
  /// Calls the handler on Ctrl-C (SIGINT), on a background thread, until the returned closure is
  /// called.
  public var onInterrupt: @Sendable (@escaping @Sendable () -> Void) -> @Sendable () -> Void

  public init(
    writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
    readInput: @escaping @Sendable () -> Data, writeFile: @escaping @Sendable (String, String) throws -> Void,
    colors: Bool,
    onInterrupt: @escaping @Sendable (@escaping @Sendable () -> Void) -> @Sendable () -> Void = { _ in {} }
  ) {
    self.onInterrupt = onInterrupt
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
      colors: isatty(1) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
      onInterrupt: { handler in
        let listener = InterruptListener(handler)
        return { listener.stop() }
      })
  }
}

/// Listens for Ctrl-C (SIGINT) instead of letting it end the process. The handler runs on a
/// background queue: the main actor may be busy running scenarios without ever suspending.
private final class InterruptListener: @unchecked Sendable {
  // A dispatch source is safe to use from any thread; it is only not marked Sendable.
  private let source: any DispatchSourceSignal

  init(_ handler: @escaping @Sendable () -> Void) {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler(handler: handler)
    source.resume()
  }

  func stop() {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }
}
