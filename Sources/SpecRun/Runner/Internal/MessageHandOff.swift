import CucumberMessages
import Dispatch
import Synchronization

/// Indexes a run's messages and gives them to its reader on a thread of its own, behind the
/// main actor: with `--parallel 2` and up, the main actor hands each scenario file's messages over
/// while it goes on loading (the main actor parses, the other thread indexes), and each finished
/// scenario's messages while it goes on with the next scenario (every step runs on the main
/// actor).
///
/// ```swift
/// let handOff = MessageHandOff(query, reader: liveReport)
/// handOff.hand(pickleEnvelope)      // one message, or
/// handOff.hand(attempt.indexed)     // a scenario's attempt: returns at once unless `bound` wait
/// query = handOff.finish()          // every batch handed is indexed and read: the index back
/// ```
///
/// Batches (a message, or an attempt's messages) are indexed and read one at a time, in the
/// order handed. The thread is woken once
/// `wakeAt` batches wait, or `latency` after the first one waits, whichever comes first: a run of
/// quick scenarios wakes it once per `wakeAt` scenarios instead of once per scenario (a thread's
/// wake-up costs about what indexing a scenario does), and a scenario's lines still appear, in
/// order, within `latency` of its end. At most `bound` batches wait: one more waits for room, so
/// a report that cannot keep up (a terminal nobody drains) holds the run back instead of the
/// run's messages piling up in memory. Nothing here ever waits for the main actor, so the main
/// actor's waiting for room always ends.
///
/// Messages the thread makes itself (``hand(count:making:)``: a run's `testCase` announcements,
/// which Cucumber's order puts before the first scenario's start) are read in their turn too;
/// while they wait or are being made, the batches handed after them wait without taking room,
/// so the main actor goes on running scenarios meanwhile and their messages follow in order.
final class MessageHandOff: Sendable {
  /// What is handed over at a time: one message, or a scenario attempt's messages, which the
  /// index takes whole.
  private enum Batch: Sendable {
    case message(Messages.Envelope)
    case attempt(MessageQuery.FinishedAttempt)
    /// Messages made on the thread, `make(0)` to `make(count - 1)`, in order.
    case made(count: Int, make: @Sendable (Int) -> Messages.Envelope)
  }

  private struct Waiting {
    /// Each batch with whether it took room (one handed behind made messages did not).
    var batches: [(batch: Batch, tookRoom: Bool)] = []
    /// How many batches of made messages wait or are being made.
    var making = 0
    /// Whether the thread is at work or woken (it takes every waiting batch before it stops).
    var isDraining = false
    /// Whether a wake-up after `latency` is set.
    var isTimed = false
  }

  private let waiting = Mutex(Waiting())
  /// The run's index; only the hand-off's thread touches it until ``finish()``.
  private let index: Mutex<MessageQuery>
  private let reader: any IndexedMessageReader
  private let room: DispatchSemaphore
  private let wakeAt: Int
  private let latency: DispatchTimeInterval
  private let thread = DispatchQueue(label: "evergreen.specrun.messages")

  /// A hand-off that goes on indexing into `query` (the caller no longer changes it) and gives
  /// each message to `reader`; at most `bound` batches wait, and they are read once `wakeAt` wait
  /// or `latency` after the first. (Not `consuming`: Swift 6.3's move checker crashes on the
  /// index's boxed messages; the one copy per run shares their storage.)
  init(
    _ query: MessageQuery, reader: any IndexedMessageReader, bound: Int = 256, wakeAt: Int = 32,
    latency: DispatchTimeInterval = .milliseconds(10)
  ) {
    index = Mutex(query)
    self.reader = reader
    room = DispatchSemaphore(value: max(1, bound))
    self.wakeAt = max(1, min(wakeAt, bound))
    self.latency = latency
  }

  /// Hands over a scenario's attempt, from `testCaseStarted` to `testCaseFinished`, which the
  /// index takes whole; returns at once unless `bound` batches still wait.
  func hand(_ attempt: MessageQuery.FinishedAttempt) { hand(.attempt(attempt)) }

  /// Hands over one message; returns at once unless `bound` batches still wait.
  func hand(_ envelope: Messages.Envelope) { hand(.message(envelope)) }

  /// Hands over `count` messages for the thread to make, `make(0)` first, and to index and read
  /// in their turn; returns at once. Batches handed after them, until they are read, wait without
  /// taking room: made messages are many (a test case of each scenario), and the main actor need
  /// not wait for them.
  ///
  /// ```swift
  /// handOff.hand(count: queue.count) { index in Messages.Envelope(testCase(at: index)) }
  /// handOff.hand(attempt.indexed)   // read once every made message is
  /// ```
  func hand(count: Int, making make: @escaping @Sendable (Int) -> Messages.Envelope) {
    hand(.made(count: count, make: make), now: true)
  }

  private func hand(_ batch: Batch, now: Bool = false) {
    let takesRoom: Bool
    if case .made = batch {
      takesRoom = false
    } else {
      takesRoom = waiting.withLock { $0.making == 0 }
    }
    if takesRoom { room.wait() }
    let wake = waiting.withLock { waiting -> Wake in
      waiting.batches.append((batch, takesRoom))
      if case .made = batch { waiting.making += 1 }
      if waiting.isDraining { return .none }
      if now || waiting.batches.count >= wakeAt {
        waiting.isDraining = true
        return .now
      }
      if waiting.isTimed { return .none }
      waiting.isTimed = true
      return .later
    }
    switch wake {
    case .now: thread.async { self.drain() }
    case .later: thread.asyncAfter(deadline: .now() + latency) { self.drainOnTime() }
    case .none: break
    }
  }

  private enum Wake { case now, later, none }

  /// Waits until every batch handed so far is indexed and read, and gives the index back.
  func finish() -> MessageQuery {
    thread.sync { drain() }
    return index.withLock { query in
      var taken = MessageQuery([], keepingEnvelopes: query.keepsEnvelopes)
      swap(&taken, &query)
      return taken
    }
  }

  /// The wake-up `latency` after a batch waited: reads what waits unless the thread is at it.
  private func drainOnTime() {
    let drains = waiting.withLock { waiting in
      waiting.isTimed = false
      guard !waiting.isDraining, !waiting.batches.isEmpty else { return false }
      waiting.isDraining = true
      return true
    }
    if drains { drain() }
  }

  /// Reads every waiting batch, and those handed meanwhile, until none waits.
  private func drain() {
    while true {
      let batches = waiting.withLock { waiting in
        if waiting.batches.isEmpty { waiting.isDraining = false }
        var taken: [(batch: Batch, tookRoom: Bool)] = []
        swap(&taken, &waiting.batches)
        return taken
      }
      if batches.isEmpty { return }
      for (batch, tookRoom) in batches {
        index.withLock { query in
          switch batch {
          case .message(let envelope): reader.index(envelope, into: &query)
          case .attempt(let attempt): reader.index(attempt, into: &query)
          case .made(let count, let make):
            for position in 0..<count { reader.index(make(position), into: &query) }
          }
        }
        if case .made = batch { waiting.withLock { $0.making -= 1 } }
        if tookRoom { room.signal() }
      }
    }
  }
}
