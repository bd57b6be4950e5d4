import Foundation

/// A write to standard output, standard error or a report file that the system refused: a full
/// disk (`ENOSPC`), a closed stream (`EBADF`), a reader that went away (`EPIPE`), a FIFO nobody
/// reads (`ENXIO`), a file the user may not write (`EACCES`).
///
/// ```swift
/// let error = OutputError(code: ENOSPC)
/// error.description   // "No space left on device"
/// error.hint          // "Free some space, or write it somewhere else."
/// ```
public struct OutputError: Error, Equatable, CustomStringConvertible {
  /// The `errno` the write failed with.
  public var code: Int32

  /// The error of a write that failed with `errno` `code`.
  public init(code: Int32) { self.code = code }

  /// Whether the reader went away (`specrun | head`): the run ends quietly, as other tools do.
  public var readerWentAway: Bool { code == EPIPE }

  /// The system's words for the failure, e.g. `No space left on device`.
  public var description: String { String(cString: strerror(code)) }

  /// What to do about a report file that could not be written, in a sentence that fits the cause.
  public var hint: String {
    switch code {
    case ENOSPC, EDQUOT, EFBIG: "Free some space, or write it somewhere else."
    case EACCES, EPERM: "You may not write that file or its folder: check their permissions, or choose another path."
    case EROFS: "That file system is read-only; choose another path."
    case EISDIR: "That is a folder; give a file path, e.g. reports/junit.xml."
    case ENOTDIR: "A part of the path is a file, not a folder; check the path."
    case ENOENT: "A folder on the path does not exist; create it or check the path."
    case ENXIO: "Nobody reads it: start its reader first, or give a regular file."
    case EPIPE: "Its reader went away before the end; keep the reader open until specrun ends."
    case ELOOP: "Its symbolic links go round in a loop; point the link at a file."
    case ENAMETOOLONG: "The path is too long; choose a shorter one."
    case EIO: "The device failed; check the disk, or write it somewhere else."
    default: "Check the path, its permissions and the free space, or write it somewhere else."
    }
  }

  /// What to do about standard output that could not be written.
  public var standardOutputHint: String {
    switch code {
    case ENOSPC, EDQUOT, EFBIG: "Free some space, or send the output somewhere else."
    case EBADF, EINVAL: "Standard output is closed or cannot be written; send it to a file or a pipe (e.g. > out.txt)."
    default: "Send the output somewhere else (e.g. > out.txt)."
    }
  }
}
