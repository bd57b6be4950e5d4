import Foundation

@testable import SpecRun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe for a test (``CloseOnExecPipe``: a pair of sockets on Linux), both ends closed when the
/// test ends. Its ends are closed in every process started meanwhile: other tests start processes
/// at the same time, and a child holding the write end would keep a reader from ever seeing the end.
///
/// ```swift
/// let pipe = TestPipe()
/// write(pipe.writing, …)
/// let bytes = pipe.read(within: 1_000)   // what came within a second
/// ```
final class TestPipe {
  let reading: Int32
  let writing: Int32
  private var open: Set<Int32>

  init() {
    (reading, writing) = CloseOnExecPipe.make()!
    open = [reading, writing]
  }

  /// The bytes that came within `timeout` milliseconds (none: empty), at most 4 KiB.
  func read(within timeout: Int32) -> [UInt8] {
    var ready = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, timeout) == 1 else { return [] }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = bytes.withUnsafeMutableBytes { Foundation.read(reading, $0.baseAddress!, $0.count) }
    return Array(bytes[..<max(count, 0)])
  }

  /// Every byte waiting now, without waiting for more (nor for the end).
  func readWaiting() -> [UInt8] {
    var all: [UInt8] = []
    while true {
      let bytes = read(within: 0)
      if bytes.isEmpty { return all }
      all += bytes
    }
  }

  func closeReading() { closeOnce(reading) }
  func closeWriting() { closeOnce(writing) }

  private func closeOnce(_ end: Int32) {
    if open.remove(end) != nil { close(end) }
  }

  deinit {
    for end in open { close(end) }
  }
}
