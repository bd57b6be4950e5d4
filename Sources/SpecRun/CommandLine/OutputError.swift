import Foundation

/// A write to standard output, standard error or a report file that the system refused: a full
/// disk (`ENOSPC`), a closed stream (`EBADF`), a reader that went away (`EPIPE`).
///
/// ```swift
/// throw OutputError(code: ENOSPC)   // "No space left on device"
/// ```
public struct OutputError: Error, Equatable, CustomStringConvertible {
  /// The `errno` the write failed with.
  public var code: Int32

  public init(code: Int32) { self.code = code }

  /// Whether the reader went away (`specrun | head`): the run ends quietly, as other tools do.
  public var readerWentAway: Bool { code == EPIPE }

  /// The system's words for the failure, e.g. `No space left on device`.
  public var description: String { String(cString: strerror(code)) }
}
