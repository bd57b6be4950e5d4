import Dispatch
import Synchronization

/// A worker's records on their way to the run (``WorkerWire``), written a few at a time: one
/// write per record cost a system call, and a wake-up of the run's thread, for every scenario,
/// as much as running a scenario of trivial steps. No record waits long for the next ones:
/// they go out once `batch` wait, once the oldest has waited `patience` (on a timer, so a long
/// scenario after quick ones holds none of theirs back), when one must go at once (a failure,
/// for `--fail-fast`), and whenever the worker is about to wait for the run (``flush()``).
///
/// ```swift
/// let outbox = WorkerOutbox(descriptor: 3)
/// outbox.send(record)              // with the next ones, or within 2 ms
/// outbox.send(failure, now: true)  // written before send returns
/// outbox.flush()                   // before reading the next request
/// ```
///
/// `send` and `flush` return false once the run no longer reads (every later call does too).
final class WorkerOutbox: Sendable {
  private struct State {
    var pending: [UInt8] = []
    var records = 0
    /// Counts the batches written: a timer set for one batch leaves the next alone.
    var batch = 0
    var broken = false
  }
  private let state = Mutex(State())
  private let descriptor: Int32
  private let batch: Int
  private let patience: DispatchTimeInterval

  init(descriptor: Int32, batch: Int = 8, patience: DispatchTimeInterval = .milliseconds(2)) {
    self.descriptor = descriptor
    self.batch = batch
    self.patience = patience
  }

  /// Queues `record`; writes what waits when `batch` records do, or `now`.
  @discardableResult
  func send(_ record: [UInt8], now: Bool = false) -> Bool {
    let (written, first) = state.withLock { state -> (Bool, Int?) in
      guard !state.broken else { return (false, nil) }
      state.pending += record
      state.records += 1
      if now || state.records >= batch { return (write(&state), nil) }
      return (true, state.records == 1 ? state.batch : nil)
    }
    // The first record of a batch sets the timer that writes it, unless the batch went before.
    if let first {
      DispatchQueue.global().asyncAfter(deadline: .now() + patience) { [self] in
        state.withLock { state in
          if state.batch == first, state.records > 0 { _ = write(&state) }
        }
      }
    }
    return written
  }

  /// Writes what waits.
  @discardableResult
  func flush() -> Bool {
    state.withLock { state in
      guard !state.broken else { return false }
      return state.records == 0 ? true : write(&state)
    }
  }

  private func write(_ state: inout State) -> Bool {
    let written = WorkerProcess.write(state.pending, to: descriptor)
    state.pending.removeAll(keepingCapacity: true)
    state.records = 0
    state.batch += 1
    if !written { state.broken = true }
    return written
  }
}
