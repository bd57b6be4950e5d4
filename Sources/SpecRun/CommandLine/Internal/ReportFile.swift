import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a report to the path a user named (`--format junit:PATH`), as the user named it:
///
/// - a regular file (or a symbolic link to one, however many links deep) is replaced whole: the
///   report goes into a temporary file beside the link's target, which keeps the file's
///   permission bits (and its owner, when run as root), and is renamed over the target, so a
///   reader never sees half a report and the link stays a link;
/// - a path that is the process's own standard output or error (`/dev/stdout`, a link to
///   `/proc/self/fd/1`, the file standard output is redirected to) is written to that descriptor;
/// - a FIFO or a character device (`/dev/null`, a terminal) is opened and written directly; a
///   FIFO nobody reads is an error (`ENXIO`), never a hang;
/// - a folder, or a file the user may not write (as root too: a file without any write bit), is
///   an error, and the file is left untouched.
///
/// Nothing but the named path (its missing folders included) and the temporary file beside the
/// target is ever created, replaced or removed.
///
/// ```swift
/// try ReportFile.write(at: "reports/junit.xml") { write in
///   for line in lines { try write(line) }
/// }
/// ```
enum ReportFile {
  /// Where the bytes of a report go.
  private enum Destination {
    /// Standard output or standard error of this process.
    case descriptor(Int32)
    /// A FIFO, a character device or a socket: opened and written as it is.
    case stream(String)
    /// A regular file, replaced whole; `existing` is its status when it is there.
    case file(target: String, existing: stat?, createFolder: Bool)
  }

  /// Writes the text `makeReport` hands its `write` function, piece by piece, to `path`. Pieces
  /// are gathered into blocks of about 64 KB, so a large report is never held as one string. A
  /// regular file is written whole or not at all (the temporary file is removed when a piece
  /// cannot be written or `makeReport` throws).
  static func write(at path: String, writing makeReport: (_ write: (String) throws -> Void) throws -> Void) throws {
    switch try destination(of: path) {
    case .descriptor(let descriptor):
      try writeBlocks(to: descriptor, makeReport)
    case .stream(let stream):
      let descriptor = try openStream(stream)
      defer { close(descriptor) }
      try writeBlocks(to: descriptor, makeReport)
    case .file(let target, let existing, let createFolder):
      try replace(target, existing: existing, createFolder: createFolder, makeReport)
    }
  }

  private static func destination(of path: String) throws(OutputError) -> Destination {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      guard code == ENOENT else { throw OutputError(code: code) }
      var link = stat()
      if lstat(path, &link) == 0 {
        // A dangling symbolic link: the report is its target, in the folder the link names.
        return .file(target: try target(of: path), existing: nil, createFolder: false)
      }
      return .file(target: path, existing: nil, createFolder: true)
    }
    for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
      var standard = stat()
      if fstat(descriptor, &standard) == 0, standard.st_dev == status.st_dev, standard.st_ino == status.st_ino {
        return .descriptor(descriptor)
      }
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: throw OutputError(code: EISDIR)
    case S_IFREG: return .file(target: try target(of: path), existing: status, createFolder: false)
    default: return .stream(path)
    }
  }

  /// The file `path` leads to through its symbolic links (the path itself when it is none).
  private static func target(of path: String) throws(OutputError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw OutputError(code: errno) }
      let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
    }
    throw OutputError(code: ELOOP)
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Opens a FIFO or device for writing without waiting for a reader, then makes writes block
  /// again (a slow reader is waited for, one that never came is an error).
  private static func openStream(_ path: String) throws(OutputError) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw OutputError(code: errno) }
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
      let code = errno
      close(descriptor)
      throw OutputError(code: code)
    }
    return descriptor
  }

  private static func replace(
    _ target: String, existing: stat?, createFolder: Bool,
    _ makeReport: (_ write: (String) throws -> Void) throws -> Void
  ) throws {
    let folder = folder(of: target)
    if createFolder {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw OutputError(code: FileManager.default.fileExists(atPath: folder) ? ENOTDIR : EACCES)
      }
    }
    if let existing { try checkWritable(target, existing) }
    let name = target.split(separator: "/").last.map(String.init) ?? target
    var attempt = 0
    var temporary: String
    var descriptor: Int32
    repeat {
      attempt += 1
      temporary = folder + "/." + name + ".specrun-\(getpid())-\(attempt)"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    } while descriptor < 0 && errno == EEXIST && attempt < 100
    guard descriptor >= 0 else { throw OutputError(code: errno) }
    do {
      if let existing {
        // The report keeps the mode (and, as root, the owner) of the file it replaces.
        if geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw OutputError(code: errno) }
      }
      try writeBlocks(to: descriptor, makeReport)
      guard fsync(descriptor) == 0 else { throw OutputError(code: errno) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0, rename(temporary, target) == 0 else {
      let code = errno
      unlink(temporary)
      throw OutputError(code: code)
    }
  }

  /// A file the user may not write is not replaced, although its folder would allow it. Root
  /// may write anything, so for root a file without any write bit counts as not writable.
  private static func checkWritable(_ target: String, _ status: stat) throws(OutputError) {
    if geteuid() == 0 {
      if status.st_mode & 0o222 == 0 { throw OutputError(code: EACCES) }
    } else if access(target, W_OK) != 0 {
      throw OutputError(code: errno)
    }
  }

  private static func writeBlocks(to descriptor: Int32, _ makeReport: (_ write: (String) throws -> Void) throws -> Void)
    throws
  {
    var block = ""
    block.reserveCapacity(blockSize)
    try makeReport { piece in
      block += piece
      if block.utf8.count >= blockSize {
        try FileDescriptorWriter.write(block, to: descriptor)
        block.removeAll(keepingCapacity: true)
      }
    }
    try FileDescriptorWriter.write(block, to: descriptor)
  }

  private static let blockSize = 1 << 16
}
