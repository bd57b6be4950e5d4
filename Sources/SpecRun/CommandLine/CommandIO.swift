import Foundation

/// Where `specrun` reads and writes: the real terminal and files, or a test's buffers.
///
/// Every write may throw (a full disk, a closed stream, a reader that went away); `specrun`
/// reports what it can and exits non-zero, and never traps. A test can make writes fail:
///
/// ```swift
/// let io = CommandIO(writeOut: { _ in throw OutputError(code: ENOSPC) }, writeError: { … },
///                    readInput: { Data() }, writeFile: { _, _ in }, colors: false)
/// ```
public struct CommandIO: Sendable {
  /// Writes to standard output (the report people read).
  public var writeOut: @Sendable (String) throws -> Void
  /// Writes to standard error (usage errors, warnings, hints).
  public var writeError: @Sendable (String) throws -> Void
  /// Reads the whole of standard input (a message stream for `specrun format`).
  public var readInput: @Sendable () throws -> Data
  /// Writes a whole report to a path (creating its folder), or nothing at all.
  public var writeFile: @Sendable (String, String) throws -> Void
  /// Writes a report made piece by piece to a path, whole or nothing at all: the second argument
  /// is called once with a function that writes each piece, so a large report is never one
  /// string. Unless given, the pieces are gathered and handed to `writeFile`.
  public var writeFileInPieces: @Sendable (String, (_ write: (String) throws -> Void) throws -> Void) throws -> Void
  /// Whether standard output is a terminal that shows colours (and `NO_COLOR` is not set).
  public var colors: Bool
  /// Whether standard output is a terminal (a live progress bar redraws itself there).
  public var isTerminal: Bool
  /// How many columns the terminal on standard output has now (nil when unknown): a live bar
  /// never writes past the last one, where the terminal would wrap and leave its old lines behind.
  public var terminalColumns: @Sendable () -> Int?
  /// The folder whose `specrun.json` holds the profiles (the current folder for the real
  /// command); nil reads none, so a test's run never picks up the profiles of the folder it runs in.
  public var profileFolder: String?
  /// Calls the handler on Ctrl-C (SIGINT) and on SIGTERM (what CI sends on a timeout), on a
  /// background thread, until the returned closure is called.
  public var onInterrupt: @Sendable (@escaping @Sendable () -> Void) -> @Sendable () -> Void
  /// Writes UTF-8 bytes to standard output as they are, without making a string of them
  /// (`specrun gherkin`'s megabytes of NDJSON); when nil they go to ``writeOut`` as a string.
  public var writeOutBytes: (@Sendable (UnsafeBufferPointer<UInt8>) throws -> Void)?

  /// Whether these are the process's own streams and signals (``standard``): a `specrun` started
  /// again in the same folder with the same arguments then does what this one does, so
  /// `--parallel` may start worker processes (see `WorkerLanes`).
  var isProcessOwn = false

  /// Streams and files of your own; `isTerminal` is `colors` unless given.
  public init(
    writeOut: @escaping @Sendable (String) throws -> Void, writeError: @escaping @Sendable (String) throws -> Void,
    readInput: @escaping @Sendable () throws -> Data, writeFile: @escaping @Sendable (String, String) throws -> Void,
    writeFileInPieces: (@Sendable (String, (_ write: (String) throws -> Void) throws -> Void) throws -> Void)? = nil,
    colors: Bool, isTerminal: Bool? = nil, profileFolder: String? = nil,
    terminalColumns: @escaping @Sendable () -> Int? = { nil },
    onInterrupt: @escaping @Sendable (@escaping @Sendable () -> Void) -> @Sendable () -> Void = { _ in {} },
    writeOutBytes: (@Sendable (UnsafeBufferPointer<UInt8>) throws -> Void)? = nil
  ) {
    self.onInterrupt = onInterrupt
    self.writeOutBytes = writeOutBytes
    self.writeOut = writeOut
    self.writeError = writeError
    self.readInput = readInput
    self.writeFile = writeFile
    self.writeFileInPieces =
      writeFileInPieces ?? { path, makeReport in
        var text = ""
        try makeReport { text += $0 }
        try writeFile(path, text)
      }
    self.colors = colors
    self.isTerminal = isTerminal ?? colors
    self.profileFolder = profileFolder
    self.terminalColumns = terminalColumns
  }

  /// The process's standard streams and the file system. Taking it makes the process ignore
  /// SIGPIPE: a reader that goes away (`specrun | head`) is then a failed write (`EPIPE`) that
  /// ends the terminal output quietly, and the report files are still written, instead of a
  /// signal that would end the process before them.
  public static var standard: CommandIO {
    signal(SIGPIPE, SIG_IGN)
    var io = CommandIO(
      writeOut: { try FileDescriptorWriter.write($0, to: STDOUT_FILENO) },
      writeError: { try FileDescriptorWriter.write($0, to: STDERR_FILENO) },
      readInput: { try FileHandle.standardInput.readToEnd() ?? Data() },
      writeFile: { path, text in try ReportFile.write(at: path) { write in try write(text) } },
      writeFileInPieces: { path, makeReport in try ReportFile.write(at: path, writing: makeReport) },
      colors: isatty(1) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil, isTerminal: isatty(1) == 1,
      profileFolder: ".",
      terminalColumns: { TerminalSize.columns(ofDescriptor: STDOUT_FILENO) },
      onInterrupt: { handler in
        let listener = InterruptListener(handler)
        return { listener.stop() }
      },
      writeOutBytes: { try FileDescriptorWriter.write($0, to: STDOUT_FILENO) })
    io.isProcessOwn = true
    return io
  }
}

/// Listens for Ctrl-C (SIGINT) and SIGTERM instead of letting them end the process. The handler
/// runs on a background queue: the main actor may be busy running scenarios without ever
/// suspending.
private final class InterruptListener: @unchecked Sendable {
  private static let signals = [SIGINT, SIGTERM]
  // A dispatch source is safe to use from any thread; it is only not marked Sendable.
  private let sources: [any DispatchSourceSignal]

  init(_ handler: @escaping @Sendable () -> Void) {
    sources = Self.signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler(handler: handler)
      source.resume()
      return source
    }
  }

  func stop() {
    for source in sources { source.cancel() }
    for number in Self.signals { signal(number, SIG_DFL) }
  }
}
