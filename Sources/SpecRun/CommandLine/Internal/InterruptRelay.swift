import Synchronization

/// Ctrl-C during `specrun --watch`. One listener stays for the whole watch (so a press is never
/// lost, nor does it kill the process, between two replays); a press ends the watch, and also
/// reaches the handler of the replay running at the time, which stops it as in a plain run.
///
/// ```swift
/// let relay = InterruptRelay()
/// let stop = io.onInterrupt { relay.press() }
/// await SpecRunMain.replay(options, catalog: catalog, io: relay.forwarding(io), terminal: terminal)
/// if relay.wasPressed { … }
/// ```
final class InterruptRelay: Sendable {
  private struct State {
    var pressed = false
    var handler: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())

  /// Whether Ctrl-C (or SIGTERM) arrived.
  var wasPressed: Bool { state.withLock { $0.pressed } }

  func press() {
    let handler = state.withLock { state in
      state.pressed = true
      return state.handler
    }
    handler?()
  }

  /// `io`, whose interrupt handler is called by ``press()`` instead of by a listener of its own.
  func forwarding(_ io: CommandIO) -> CommandIO {
    var io = io
    io.onInterrupt = { handler in
      self.state.withLock { $0.handler = handler }
      return { self.state.withLock { $0.handler = nil } }
    }
    return io
  }
}
