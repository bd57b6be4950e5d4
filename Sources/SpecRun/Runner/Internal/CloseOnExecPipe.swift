import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose two ends are closed in every process started from the moment they exist (a
/// connected pair of sockets on Linux, made close-on-exec at once: Glibc's module has no `pipe2`).
/// With `pipe()` and then `fcntl`, a process another thread starts in between inherits the ends:
/// one holding the write end keeps the reader from ever seeing the end, one holding the read end
/// keeps the writer from learning that nobody reads.
///
/// ```swift
/// guard let pipe = CloseOnExecPipe.make() else { … errno … }
/// write(pipe.writing, …)
/// read(pipe.reading, …)
/// ```
///
/// Both ends are above file descriptor 3, so that a child's ends can be moved onto 0 to 3 (its
/// standard streams, a worker's results) without one landing on another.
enum CloseOnExecPipe {
  /// Both ends, or nil (with `errno` set) when the system has no descriptor to spare.
  static func make() -> (reading: Int32, writing: Int32)? {
    var ends: [Int32] = [-1, -1]
    #if canImport(Glibc)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return nil }
    #else
      // Darwin has neither `pipe2` nor `SOCK_CLOEXEC`: there the gap between the two calls stays.
      guard pipe(&ends) == 0 else { return nil }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    #endif
    guard let reading = aboveStandard(ends[0]) else {
      close(ends[1])
      return nil
    }
    guard let writing = aboveStandard(ends[1]) else {
      close(reading)
      return nil
    }
    return (reading, writing)
  }

  /// `descriptor`, or a close-on-exec copy of it above 3 when it is 3 or below (the original closed).
  private static func aboveStandard(_ descriptor: Int32) -> Int32? {
    guard descriptor <= 3 else { return descriptor }
    let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 4)
    let failure = errno
    close(descriptor)
    errno = failure
    return moved < 0 ? nil : moved
  }
}
