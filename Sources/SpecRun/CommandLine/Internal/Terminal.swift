import Synchronization

/// `specrun`'s two standard streams, written without ever trapping. A failed write to standard
/// output is reported on standard error and makes the exit code 2, except when the reader went
/// away (`specrun | head`): then nothing more is written and the run ends quietly. After a failed
/// write, standard output is not tried again. A failed write
/// to standard error cannot be reported anywhere, but still makes the exit code 2.
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
    guard !text.isEmpty, !state.withLock({ $0.readerGone || $0.outFailed }) else { return }
    do {
      try io.writeOut(text)
    } catch let error as OutputError where error.readerWentAway {
      state.withLock { $0.readerGone = true }
    } catch {
      state.withLock {
        $0.failed = true
        $0.outFailed = true
      }
      self.error("specrun: could not write to standard output: \(error). Free some space, or send the output somewhere else.\n")
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

  /// `code`, or 2 when something could not be written.
  func exitCode(_ code: Int32) -> Int32 {
    state.withLock { $0.failed } ? max(code, 2) : code
  }
}
