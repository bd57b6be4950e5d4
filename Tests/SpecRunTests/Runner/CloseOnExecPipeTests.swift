import Foundation
import Testing

@testable import SpecRun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("CloseOnExecPipe: a pipe no other process inherits")
struct CloseOnExecPipeTests {
  @Test("both ends are close-on-exec from the start, and above the descriptors a child's ends are moved to")
  func ends() throws {
    let pipe = try #require(CloseOnExecPipe.make())
    defer {
      close(pipe.reading)
      close(pipe.writing)
    }
    for end in [pipe.reading, pipe.writing] {
      #expect(end > 3)
      #expect(fcntl(end, F_GETFD) & FD_CLOEXEC != 0)
    }
  }

  @Test("a process started while it is open holds no end of it: the reader sees the end when the writer closes")
  func notInherited() throws {
    let pipe = try #require(CloseOnExecPipe.make())
    defer { close(pipe.reading) }
    let child = try WorkerProcess(
      WorkerLaunch(
        executable: "/bin/sh", arguments: ["-c", "exec sleep 30"], environment: ProcessInfo.processInfo.environment))
    defer {
      child.signal(SIGKILL)
      _ = child.waitForExit()
    }
    var byte: UInt8 = 42
    #expect(write(pipe.writing, &byte, 1) == 1)
    close(pipe.writing)
    #expect(Self.read(pipe.reading, within: 5_000) == [42])
    // A child holding the write end would keep the end from coming: the read would wait 30 s.
    #expect(Self.read(pipe.reading, within: 5_000) == [], "the end of the pipe did not come within 5 s")
  }

  /// What one read gave once the pipe was readable within `timeout` ms (empty at its end); nil
  /// when nothing came.
  private static func read(_ descriptor: Int32, within timeout: Int32) -> [UInt8]? {
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, timeout) == 1 else { return nil }
    var bytes = [UInt8](repeating: 0, count: 16)
    let count = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
    return Array(bytes[..<max(count, 0)])
  }
}
