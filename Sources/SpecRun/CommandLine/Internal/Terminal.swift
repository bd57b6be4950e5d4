import Synchronization

/// `specrun`'s two standard streams, written without ever trapping. A failed write to standard
/// output is reported on standard error and makes the exit code 2. When the reader went away
/// (`specrun | head`), nothing more is written and nothing is said, and the exit code says the
/// output was cut: 2 when nothing else failed (a failed run still exits 1). After a failed
/// write, standard output is not tried again. A failed write to standard error cannot be
/// reported anywhere, but still makes the exit code 2.
final class Terminal: Sendable {
  private struct State {
    var readerGone = false
    var failed = false
    /// Standard output failed once; it is not tried again, so the failure is reported once.
    var outFailed = false
  }

  private let io: CommandIO
  private let state = Mutex(State())

  init(_ io: CommandIO) { self.io = io }

  /// Whether standard output's reader went away; there is no point producing more output.
  var readerGone: Bool { state.withLock { $0.readerGone } }

  func out(_ text: String) {
    guard !text.isEmpty else { return }
    send { try io.writeOut(text) }
  }

  /// UTF-8 bytes for standard output, written as they are when the streams take bytes
  /// (``CommandIO/writeOutBytes``), otherwise as a string; failures as for ``out(_:)``.
  func out(bytes: UnsafeBufferPointer<UInt8>) {
    guard !bytes.isEmpty else { return }
    send {
      if let writeOutBytes = io.writeOutBytes {
        try writeOutBytes(bytes)
      } else {
        try io.writeOut(String(decoding: bytes, as: UTF8.self))
      }
    }
  }

  /// Writes to standard output with `write`, unless it failed before or its reader went away.
  private func send(_ write: () throws -> Void) {
    guard !state.withLock({ $0.readerGone || $0.outFailed }) else { return }
    do {
      try write()
    } catch let error as OutputError where error.readerWentAway {
      state.withLock { $0.readerGone = true }
    } catch {
      state.withLock {
        $0.failed = true
        $0.outFailed = true
      }
      let hint = (error as? OutputError)?.standardOutputHint ?? "Send the output somewhere else (e.g. > out.txt)."
      self.error("specrun: could not write to standard output: \(error). \(hint)\n")
    }
  }

  func error(_ text: String) {
    do {
      try io.writeError(text)
    } catch let error as OutputError where error.readerWentAway {
      return
    } catch {
      state.withLock { $0.failed = true }
    }
  }

  /// `code`, or 2 when something could not be written, or when standard output was cut and
  /// `code` says nothing else went wrong.
  func exitCode(_ code: Int32) -> Int32 {
    state.withLock { state in
      if state.failed { return max(code, 2) }
      return state.readerGone && code == 0 ? 2 : code
    }
  }
}
