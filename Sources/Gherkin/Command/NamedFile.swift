import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a user named (a scenario file on the command line, `specrun.json`, a rerun file, a
/// stream `specrun merge` joins, a file `specrun format-feature` formats), read to its end as
/// `cat` reads it:
///
/// - a regular file (or a symbolic link to one) is read whole;
/// - a FIFO (a named pipe, or the `/dev/fd/N` that a shell's `<(generate-scenarios)` passes) or a
///   character device (a terminal) is read as a stream until its writer closes it; a FIFO
///   nobody has opened yet is waited for, a slice at a time, until `giveUpWhen` says to stop, and
///   a stream that goes on past `streamLimit` bytes (`/dev/zero`) is refused, never held whole;
/// - a folder, a socket, a block device, a missing path or one the user may not read is an
///   ``Unreadable`` that says why, in words, with what to do.
///
/// ```swift
/// let data = try NamedFile.read("Specs/Macho/Counter.feature")
/// let piped = try NamedFile.read("/dev/fd/63", giveUpWhen: { interrupted.load(ordering: .relaxed) })
/// ```
///
/// Searching a folder is another matter: there only regular files are taken (``kind(of:)``
/// tells them apart without opening anything), since a FIFO nobody writes would be waited on.
public enum NamedFile {
  /// What a path leads to, through its symbolic links.
  public enum Kind: Sendable, Equatable {
    /// A regular file.
    case regularFile
    /// A folder.
    case folder
    /// A FIFO or a character device, read as a stream; `described` says which ("a FIFO (a named pipe)").
    case stream(described: String)
    /// Something with no text to read (a socket, a block device); `described` says which ("a socket").
    case other(described: String)

    init(mode: mode_t) {
      self =
        switch mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .folder
        case S_IFIFO: .stream(described: "a FIFO (a named pipe)")
        case S_IFCHR: .stream(described: "a character device")
        case S_IFSOCK: .other(described: "a socket")
        case S_IFBLK: .other(described: "a block device (a whole disk or partition)")
        default: .other(described: "neither a file nor a folder")
        }
    }
  }

  /// The most bytes a stream is read to (256 MB): an endless device is refused before it fills memory.
  public static let streamLimit = 256 << 20

  /// How long one wait for a stream's writer lasts before `giveUpWhen` is asked again.
  static let waitSlice: Int32 = 100

  /// What `path` leads to, without opening it.
  public static func kind(of path: String) throws(Unreadable) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { throw Unreadable(path: path, errorNumber: errno) }
    return Kind(mode: status.st_mode)
  }

  /// What stream `path` leads to ("a FIFO (a named pipe)", "a character device"), or nil when it
  /// is no stream or cannot be looked at: a stream can be read once, by one reader.
  ///
  /// ```swift
  /// NamedFile.stream(at: "/dev/null")         // "a character device"
  /// NamedFile.stream(at: "Specs/a.feature")   // nil
  /// ```
  public static func stream(at path: String) -> String? {
    if case .stream(let described)? = try? kind(of: path) { described } else { nil }
  }

  /// The bytes of the file at `path`, to its end. A stream that has nothing to read yet is waited
  /// for in slices of 0.1 seconds; after each, `giveUpWhen` is asked, and when it says true the
  /// read ends with ``Unreadable/Reason/interrupted``. A stream longer than `streamLimit` bytes
  /// ends with ``Unreadable/Reason/endless(limit:)``.
  public static func read(
    _ path: String, streamLimit: Int = NamedFile.streamLimit, giveUpWhen stop: () -> Bool = { false }
  ) throws(Unreadable) -> Data {
    // Opened before anything is asked of it, as FileManager reads a file (a regular file costs
    // open, fstat, read, close), and not blocking: opening a FIFO nobody writes would otherwise
    // wait before `stop` could be asked.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      let code = errno
      // `open` refuses a socket with a code of its own; say what is there instead.
      if case .other(let described)? = try? kind(of: path) {
        throw Unreadable(path: path, reason: .notReadable(described))
      }
      throw Unreadable(path: path, errorNumber: code)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Unreadable(path: path, errorNumber: errno) }
    switch Kind(mode: status.st_mode) {
    case .regularFile:
      return try readToEnd(descriptor, path: path, size: Int(status.st_size), limit: nil, stop)
    case .stream:
      return try readToEnd(descriptor, path: path, size: nil, limit: streamLimit, stop)
    case .folder:
      throw Unreadable(path: path, reason: .folder)
    case .other(let described):
      throw Unreadable(path: path, reason: .notReadable(described))
    }
  }

  /// Reads `descriptor` until its end: a regular file's `size` bytes (or to its end when its size
  /// says 0, as files under /proc do). A stream is not read until `poll` says there is data or its
  /// writer has come and gone: a FIFO opened before its writer would read as empty at once.
  private static func readToEnd(
    _ descriptor: Int32, path: String, size: Int?, limit: Int?, _ stop: () -> Bool
  ) throws(Unreadable) -> Data {
    var data = Data(count: limit.map { min(64 * 1024, $0 + 1) } ?? max(size ?? 0, 4096))
    var count = 0
    // A regular file needs no waiting; one whose size says 0 is read to its end.
    var ready = size != nil
    let end = size.flatMap { $0 > 0 ? $0 : nil }
    while count != end {
      if !ready {
        var watch = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let answer = poll(&watch, 1, waitSlice)
        if answer < 0, errno != EINTR { throw Unreadable(path: path, errorNumber: errno) }
        guard answer > 0 else {
          if stop() { throw Unreadable(path: path, reason: .interrupted) }
          continue
        }
        ready = true
      }
      if count == data.count {
        // Up to one byte past the limit: a stream that fills it has not ended there.
        if let limit, count > limit { throw Unreadable(path: path, reason: .endless(limit: limit)) }
        data.count = limit.map { min(count * 2, $0 + 1) } ?? count * 2
      }
      let read = data.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if read > 0 {
        count += read
      } else if read == 0 {
        break
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        ready = false
      } else if errno != EINTR {
        throw Unreadable(path: path, errorNumber: errno)
      }
    }
    data.count = count
    return data
  }
}

/// The C library's `read`, which ``NamedFile/read(_:streamLimit:giveUpWhen:)`` hides inside the type.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
