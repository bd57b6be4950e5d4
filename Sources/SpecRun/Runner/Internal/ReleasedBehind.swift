import Dispatch
import Synchronization

/// Frees what a finished run leaves behind (its index of every message, its plans) on a thread
/// of its own, so the caller has the run's outcome without first waiting for thousands of
/// messages to be freed one by one: the wall time to the outcome falls, the CPU time does not.
///
/// ```swift
/// ReleasedBehind.release(consume maker)   // the last reference: freed on the release thread
/// let held = ReleasedBehind.Held(query)   // freed there once the last reference to `held` is gone
/// ReleasedBehind.waitUntilReleased()      // everything handed over so far is freed
/// ```
///
/// One serial queue for the process, so what it is handed is freed in order. A run waits for it
/// before it starts (``SpecRunner/run()``), so a process that runs again never holds an earlier
/// run's leftovers beside the new run; a `specrun` process exits without waiting.
enum ReleasedBehind {
  private static let thread = DispatchQueue(label: "evergreen.specrun.release", qos: .utility)

  /// Frees `value` on the release thread (when this was the last reference to what it holds).
  static func release<Value: Sendable>(_ value: consuming Value) {
    // Moved, not copied: a copy left here would be let go of after the thread may have emptied
    // the slot, and the last reference freed here after all.
    let slot = Slot(consume value)
    thread.async { slot.empty() }
  }

  /// Returns once everything handed over so far is freed.
  static func waitUntilReleased() { thread.sync {} }

  /// Returns once everything handed over so far is freed, suspending meanwhile instead of
  /// blocking its thread: a run starting on the main actor must not hold it (and every other
  /// run's steps, and their step timeouts) while another run's leftovers are freed.
  static func released() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in thread.async { done.resume() } }
  }

  /// A value freed on the release thread once the last reference to its holder is gone (a
  /// struct copied around, like a run's outcome, holds it by this one reference).
  final class Held<Value: Sendable>: Sendable {
    private let slot: Mutex<Value?>
    init(_ value: consuming Value) { slot = Mutex(value) }

    /// The value held.
    var value: Value { slot.withLock { $0! } }

    // Moved out to the release thread: a copy handed over while this one stays until the end of
    // `deinit` would race the thread to be the last reference.
    deinit {
      guard let value = slot.withLock({ $0.take() }) else { return }
      ReleasedBehind.release(consume value)
    }
  }

  /// Holds a value handed over until the release thread empties it: it is freed there, inside
  /// `empty()`, not wherever the queue happens to let go of its work.
  private final class Slot<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>
    init(_ value: consuming Value) { self.value = Mutex(value) }
    func empty() { value.withLock { $0 = nil } }
  }
}
