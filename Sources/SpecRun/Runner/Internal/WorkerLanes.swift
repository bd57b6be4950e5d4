import CucumberMessages
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lanes of a `specrun --parallel N` run that are other processes: steps run on the main
/// actor (a TCA store is main-actor bound), and a process has one, so lanes in one process take
/// turns on it; each of the N − 1 workers is `specrun` started again (``WorkerLaunch``), with a
/// main actor of its own, beside the run's own lane.
///
/// ```swift
/// let workers = WorkerLanes(launch, count: 1)         // started before the files load: each loads them too
/// workers.start(queue: queue, fingerprint: maker.fingerprint) { result, worker in … }  // once planned
/// workers.drain { news in … }                         // the attempts they ran, on the main actor
/// while await workers.waitForNews() { workers.drain { … } }
/// ```
///
/// A worker loads, chooses and plans the run's scenarios as the run does (same files, same
/// arguments, the run's order), checks that its queue is the run's (``Fingerprint``), then runs
/// the test cases the run hands it, by position, a few ahead (``WorkerWire``); the run makes
/// every message, with its own ids. A thread per worker hands out positions from the run's
/// ``SharedQueue`` and reads the attempts back. A worker that ends with test cases in hand gives
/// them back to the queue, except the one it was running when it died, which fails with what
/// happened to it.
final class WorkerLanes: Sendable {
  private let workers: [WorkerProcess]

  /// What a worker's thread found, for the main actor.
  enum News: Sendable {
    /// An attempt the worker ran, made into the run's (by ``start(queue:fingerprint:report:)``'s
    /// `report`, on the worker's thread), with its most severe status and its number.
    case ran(MessageQuery.FinishedAttempt, status: Messages.TestStepResultStatus, number: Int)
    /// The worker ended (`how`) while running the test case at this position (its `attempt`).
    case died(position: Int, attempt: Int, how: String)
  }

  private struct Inbox {
    var news: [News] = []
    var waiting: CheckedContinuation<Void, Never>?
    /// Workers whose threads have not ended.
    var running = 0
  }
  private let inbox = Mutex(Inbox())

  /// Starts `count` workers; nil when none could be started (the run's lanes are then its own).
  init?(_ launch: WorkerLaunch, count: Int) {
    signal(SIGPIPE, SIG_IGN)
    workers = (0..<count).compactMap { _ in try? WorkerProcess(launch) }
    if workers.isEmpty { return nil }
  }

  /// Hands the workers the test cases of `queue`, a thread per worker, once they checked their
  /// queue against `fingerprint` (made once, on the first worker's thread, not on the caller's,
  /// which goes on to run its own lane); each attempt a worker runs is made into the run's by `report`
  /// (given the worker's number, from 1: the run's own lane is 0) on that worker's thread, so the
  /// main actor only draws its ids.
  func start(
    queue: SharedQueue, fingerprint: @autoclosure @escaping @Sendable () -> UInt64,
    report: @escaping @Sendable (WorkerWire.Result, _ worker: Int) -> MessageQuery.FinishedAttempt
  ) {
    inbox.withLock { $0.running = workers.count }
    let made = Mutex<UInt64?>(nil)
    let fingerprint = { @Sendable in
      made.withLock { made in
        if let made { return made }
        let value = fingerprint()
        made = value
        return value
      }
    }
    for (number, worker) in zip(1..., workers) {
      let thread = Thread { [self] in
        serve(worker, number: number, queue: queue, fingerprint: fingerprint, report: report)
      }
      thread.start()
    }
  }

  /// Ends the workers without handing them anything (the run's lanes are its own after all): no
  /// request follows, and each is told to stop (``stopStarting()``), so one still loading gives up at once
  /// instead of reading every file for nothing.
  func close() {
    for worker in workers { worker.closeRequests() }
    stopStarting()
    for worker in workers { DispatchQueue.global().async { _ = worker.waitForExit() } }
  }

  /// Tells every worker to start no further test case (Ctrl-C, or `--fail-fast` after a failure):
  /// SIGUSR1, once. What they run goes on to its end, as in the run's own lane.
  func stopStarting() {
    guard !stopped.exchange(true, ordering: .relaxed) else { return }
    for worker in workers { worker.signal(SIGUSR1) }
  }
  private let stopped = Atomic(false)

  /// Ends the workers not ready yet, once nothing is left to hand them: SIGUSR1, so one still
  /// loading gives up (a worker reads the files again; one that never gets ready would otherwise
  /// keep the run waiting for its end).
  func stopUnready() {
    let ready = readyWorkers.withLock { $0 }
    for (number, worker) in zip(1..., workers) where !ready.contains(number) { worker.signal(SIGUSR1) }
  }
  /// The workers (by number, from 1) that said they are ready.
  private let readyWorkers = Mutex(Set<Int>())

  /// Cancels the test cases the workers run (a second Ctrl-C): SIGINT.
  func cancelRunning() {
    for worker in workers { worker.signal(SIGINT) }
  }

  /// Takes what the workers reported since the last call, in the order it came.
  func drain(_ body: (News) -> Void) {
    let news = inbox.withLock { inbox in
      var taken: [News] = []
      swap(&taken, &inbox.news)
      return taken
    }
    for item in news { body(item) }
  }

  /// Waits for news; false once every worker ended and its news were taken.
  func waitForNews() async -> Bool {
    await withCheckedContinuation { continuation in
      inbox.withLock { inbox in
        if !inbox.news.isEmpty || inbox.running == 0 {
          continuation.resume()
        } else {
          inbox.waiting = continuation
        }
      }
    }
    return inbox.withLock { !$0.news.isEmpty || $0.running > 0 }
  }

  private func tell(_ news: News?, ended: Bool = false) {
    let waiting = inbox.withLock { inbox -> CheckedContinuation<Void, Never>? in
      if let news { inbox.news.append(news) }
      if ended { inbox.running -= 1 }
      defer { inbox.waiting = nil }
      return inbox.waiting
    }
    waiting?.resume()
  }

  /// A worker's thread: hands it positions, as many at a time as its ``HandSize``, and reads its
  /// attempts back. What it is handed for the attempts of one read goes in one write.
  private func serve(
    _ worker: WorkerProcess, number: Int, queue: SharedQueue, fingerprint: () -> UInt64,
    report: (WorkerWire.Result, Int) -> MessageQuery.FinishedAttempt
  ) {
    var inHand: [Int] = []
    var hand = HandSize()
    var attempt = 0
    // Whether the worker's queue is the run's: until it says so, it ran nothing.
    var ready = false
    // Whether it is handed more: not once the queue ran out, the run stopped, or it stopped reading.
    var handing = worker.write(WorkerWire.fingerprint(fingerprint()))
    var requests: [UInt8] = []
    // Test cases are handed out once the worker is ready (one that starts slowly takes none the
    // run's own lane could run meanwhile), up to its hand's size; none left, its requests close.
    func topUp() {
      guard ready, handing else { return }
      while inHand.count < hand.count {
        guard let position = queue.take() else {
          handing = false
          break
        }
        inHand.append(position)
        requests += WorkerWire.request(position)
      }
      if !requests.isEmpty {
        if !worker.write(requests) { handing = false }
        requests.removeAll(keepingCapacity: true)
      }
      if inHand.isEmpty { handing = false }
      if !handing { worker.closeRequests() }
    }
    // The test case at `position` is done.
    func done(_ position: Int) {
      guard let index = inHand.firstIndex(of: position) else { return }
      inHand.remove(at: index)
      attempt = 0
    }
    if !handing { worker.closeRequests() }
    var scratch = [UInt8](repeating: 0, count: 64 * 1024)
    var buffer: [UInt8] = []
    reading: while true {
      // Whole records first, then more bytes.
      var start = 0
      while buffer.count - start >= 4 {
        let length = buffer.withUnsafeBytes {
          Int(Int32(littleEndian: $0.loadUnaligned(fromByteOffset: start, as: Int32.self)))
        }
        guard buffer.count - start >= 4 + length else { break }
        var reader = WorkerWire.Reader(buffer[(start + 4)..<(start + 4 + length)])
        start += 4 + length
        guard let kind = try? reader.kind() else { break reading }
        switch kind {
        case .ready:
          ready = true
          readyWorkers.withLock { _ = $0.insert(number) }
        case .skipped:
          guard let position = try? reader.int32() else { break reading }
          done(Int(position))
        case .attempt:
          guard let result = try? reader.result() else { break reading }
          attempt = result.number + 1
          if let finished = result.finished {
            hand.ran(for: .nanoseconds(result.startedAt.duration(to: finished.timestamp).totalNanoseconds))
          }
          if !result.willBeRetried {
            if result.countsAsFailure, queue.failed() { stopStarting() }
            done(result.position)
          }
          tell(.ran(report(result, number), status: result.status, number: result.number))
        }
      }
      buffer.removeFirst(start)
      topUp()
      let count = worker.read(into: &scratch)
      if count == 0 { break }
      buffer += scratch[..<count]
    }
    if handing { worker.closeRequests() }
    let how = worker.waitForExit()
    // The test case it was running when it ended without finishing it fails; the ones it held
    // beside it go back to the queue. A worker that ran nothing (its queue was not the run's, or
    // it could not load them) or stopped when asked gives every one back.
    if ready, let how, let running = inHand.first {
      tell(.died(position: running, attempt: attempt, how: how))
      queue.giveBack(Array(inHand.dropFirst()))
    } else {
      queue.giveBack(inHand)
    }
    tell(nil, ended: true)
  }
}

/// The run's queue of test cases, by position, shared by its own lane and its workers' threads;
/// it hands out none once stopped (`--fail-fast` after a failure, Ctrl-C, nobody reading).
final class SharedQueue: Sendable {
  private struct State {
    var next = 0
    var givenBack: [Int] = []
    var failed = false
  }
  private let state = Mutex(State())
  let count: Int
  private let failFast: Bool
  private let stopped: @Sendable () -> Bool

  init(count: Int, failFast: Bool, stopped: @escaping @Sendable () -> Bool) {
    self.count = count
    self.failFast = failFast
    self.stopped = stopped
  }

  /// The next position to run, nil when none is left or the run stopped.
  func take() -> Int? {
    guard !stopped() else { return nil }
    return state.withLock { state in
      if state.failed && failFast { return nil }
      if let position = state.givenBack.popLast() { return position }
      guard state.next < count else { return nil }
      defer { state.next += 1 }
      return state.next
    }
  }

  /// Whether a position was given back and waits for a lane.
  var hasGivenBack: Bool { state.withLock { !$0.givenBack.isEmpty } }

  /// Positions taken and not run go back, first out next.
  func giveBack(_ positions: [Int]) {
    state.withLock { $0.givenBack += positions.reversed() }
  }

  /// A test case failed: with `--fail-fast`, no other starts (and true is returned).
  @discardableResult
  func failed() -> Bool {
    state.withLock { $0.failed = true }
    return failFast
  }
}
