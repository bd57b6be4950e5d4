import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file a user named could not be read, said in words with what to do next, never in the
/// platform's error text. Its ``description`` fits after the path:
///
/// ```swift
/// do {
///   _ = try NamedFile.read("Specs/Macho/Hidden.feature")
/// } catch {
///   print("\(error.path): \(error)")
///   // Specs/Macho/Hidden.feature: permission denied: you may not read it. Give yourself read
///   // access (chmod u+r 'Specs/Macho/Hidden.feature') or run as a user who may read it.
/// }
/// ```
public struct Unreadable: Error, Sendable, Equatable, CustomStringConvertible {
  /// What stood in the way.
  public enum Reason: Sendable, Equatable {
    /// Nothing is there.
    case missing
    /// A folder on the way may not be searched by the user.
    case unreachable
    /// A folder, not a file.
    case folder
    /// The file is there, but the user may not read it.
    case permissionDenied
    /// Something with no text to read, described ("a socket").
    case notReadable(String)
    /// A stream was still waited for when the caller gave up (Ctrl-C).
    case interrupted
    /// A stream went on past `limit` bytes without ending (`/dev/zero`).
    case endless(limit: Int)
    /// The system refused for another reason, in its words ("Input/output error").
    case failed(String)
  }

  /// The path as the user named it.
  public var path: String
  /// Why it could not be read.
  public var reason: Reason

  /// Why `path` could not be read.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// Why `path` could not be read, from the `errno` of the call that failed.
  init(path: String, errorNumber: Int32) {
    let reason: Reason =
      switch errorNumber {
      case ENOENT, ENOTDIR: .missing
      case EACCES, EPERM:
        // `stat` fails with EACCES only when a folder on the way may not be searched.
        Self.canStat(path) ? .permissionDenied : .unreachable
      case EISDIR: .folder
      case ENXIO: .notReadable("a socket")
      default: .failed(String(cString: strerror(errorNumber)))
      }
    self.init(path: path, reason: reason)
  }

  private static func canStat(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Why, starting in lower case, then what to do, ending in a full stop.
  public var description: String {
    switch reason {
    case .missing:
      "there is no such file. Check the path (it is relative to \(FileManager.default.currentDirectoryPath))."
    case .unreachable:
      "a folder on its path may not be searched, so it cannot be reached. Check the folders' permissions (each needs x for you)."
    case .folder:
      "it is a folder, not a file. Name a file inside it instead."
    case .permissionDenied:
      "permission denied: you may not read it. Give yourself read access (chmod u+r '\(path)') or run as a user who may read it."
    case .notReadable(let described):
      "it is \(described), not a file: only regular files and streams (a FIFO, <(…), a terminal) can be read. Name the file itself."
    case .interrupted:
      "interrupted while waiting for its writer, so it was not read. Start the program that writes it, then run again."
    case .endless(let limit):
      "it went on past \(limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) bytes") without ending, as an endless device (/dev/zero) does. Name a file, or a stream that ends."
    case .failed(let why):
      "it could not be read (\(why)). Check the disk or device it is on, then run again."
    }
  }
}
