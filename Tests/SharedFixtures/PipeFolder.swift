import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A temporary folder of its own for tests of FIFOs (named pipes), removed when the test ends;
/// nothing outside it is touched. A FIFO is fed by a thread of its own, as a generator behind
/// `specrun <(generate-scenarios)` would feed it.
///
/// ```swift
/// let folder = try PipeFolder()
/// let fifo = try folder.makeFIFO("Specs/Macho/piped.feature")
/// let feeder = folder.feed(fifo, pieces: ["Feature: F\n", "  Scenario: S\n"])
/// // … read `fifo` …
/// #expect(feeder.finished())
/// ```
public final class PipeFolder: Sendable {
  /// The folder.
  public let path: String

  /// A new, empty folder under the temporary folder.
  public init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("evergreen-pipes-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// `name` inside the folder.
  public func path(_ name: String) -> String { path + "/" + name }

  /// Makes a FIFO at `name` (and the folders it is in); its full path.
  @discardableResult
  public func makeFIFO(_ name: String) throws -> String {
    let fifo = path(name)
    try FileManager.default.createDirectory(
      atPath: (fifo as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    guard mkfifo(fifo, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    return fifo
  }

  /// Makes a Unix socket at `name` (bound, then closed: the socket file stays), the one kind of
  /// file that holds no text to read; its full path.
  @discardableResult
  public func makeSocket(_ name: String) throws -> String {
    let socketPath = path(name)
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(socketPath.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      throw CocoaError(.fileWriteInvalidFileName)
    }
    withUnsafeMutableBytes(of: &address.sun_path) { sunPath in
      for (index, byte) in bytes.enumerated() { sunPath[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else { throw CocoaError(.fileWriteUnknown) }
    return socketPath
  }

  /// Writes a regular file at `name` (and the folders it is in); its full path.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> String {
    let file = path(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: file, atomically: false, encoding: .utf8)
    return file
  }

  /// Writes `pieces` into the FIFO at `fifo` from a thread of its own, a short pause between them,
  /// once a reader has opened it (it looks for one for up to `patience` seconds, so a reader that
  /// never comes fails the test instead of leaving a thread behind), then closes it. The patience
  /// is long: a reader on the main actor may start minutes late in a whole `swift test` on a slow
  /// machine, and a feeder that gave up first left that reader polling the FIFO for ever, holding
  /// the main actor (every other main-actor test then ran out of its time limit).
  public func feed(_ fifo: String, pieces: [String], patience: Double = 600) -> Feeder {
    let feeder = Feeder()
    Thread {
      feeder.end(Self.write(pieces, to: fifo, patience: patience))
    }.start()
    return feeder
  }

  /// A safety for tests of FIFOs nobody is meant to write: after `seconds`, opens the FIFO for
  /// writing and closes it at once, if a reader has it open then. A reader that waits in `open`
  /// (or in `read`, with no end) is let go with an empty file, so code that should never have
  /// waited fails its test instead of hanging it; code that gave up already is not touched.
  public func unblockReaders(of fifo: String, after seconds: Double = 10) {
    Thread {
      Thread.sleep(forTimeInterval: seconds)
      let descriptor = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      if descriptor >= 0 { close(descriptor) }
    }.start()
  }

  private static func write(_ pieces: [String], to fifo: String, patience: Double) -> Bool {
    var descriptor: Int32 = -1
    for _ in 0..<max(1, Int(patience * 100)) {
      descriptor = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      if descriptor >= 0 || errno != ENXIO { break }
      usleep(10_000)
    }
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    for (index, piece) in pieces.enumerated() {
      if index > 0 { usleep(20_000) }
      let bytes = Array(piece.utf8)
      guard bytes.withUnsafeBytes({ writeBytes(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
        return false
      }
    }
    return true
  }

  /// The end of one feeding thread.
  public final class Feeder: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let outcome = Mutex(false)

    fileprivate func end(_ wroteAll: Bool) {
      outcome.withLock { $0 = wroteAll }
      done.signal()
    }

    /// Waits (up to `seconds`) for the thread to end; whether it wrote every piece.
    public func finished(within seconds: Double = 30) -> Bool {
      guard done.wait(timeout: .now() + seconds) == .success else { return false }
      return outcome.withLock { $0 }
    }
  }
}

/// The C library's `write`, which `PipeFolder.write` hides inside the type.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
