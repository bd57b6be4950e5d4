import Synchronization

/// When each throttle of one store last let an effect start, and which effect waits for the end of
/// the window (see `Effect.throttle`).
final class ThrottleWindows: Sendable {
  private struct Window {
    /// A `Clock.Instant`.
    var lastStart: any Sendable
    /// The effect chosen to run when the window ends.
    var waiting: (any Sendable)?
  }

  enum Admission<Instant, Chosen> {
    /// Start now: the window had ended (or there was none).
    case now
    /// Start `chosen` at `deadline`, the end of the window.
    case after(Instant, Chosen)
  }

  private let windows = Mutex<[EffectID: Window]>([:])

  /// Decides when `effect`, arriving at `now`, may start.
  func admit<Instant: InstantProtocol, Chosen: Sendable>(
    _ effect: Chosen, at now: Instant, key: EffectID, duration: Instant.Duration, latest: Bool
  ) -> Admission<Instant, Chosen> {
    windows.withLock { windows in
      guard let window = windows[key], let lastStart = window.lastStart as? Instant,
        now < lastStart.advanced(by: duration)
      else {
        windows[key] = Window(lastStart: now, waiting: nil)
        return .now
      }
      let chosen = latest ? effect : (window.waiting as? Chosen ?? effect)
      windows[key]?.waiting = chosen
      return .after(lastStart.advanced(by: duration), chosen)
    }
  }

  /// The waiting effect started at `now`: a new window begins.
  func started(key: EffectID, at now: some InstantProtocol) {
    windows.withLock { $0[key] = Window(lastStart: now, waiting: nil) }
  }
}
