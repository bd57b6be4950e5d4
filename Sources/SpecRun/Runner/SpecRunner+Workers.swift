import CucumberMessages
import Foundation
import Gherkin
import Synchronization

/// `--parallel N` in other processes: the run's own lane on its main actor, and N − 1 workers
/// (``WorkerLanes``), each `specrun` started again, each with a main actor of its own. Only when
/// the runner has a ``SpecRunner/workerLaunch`` (`specrun` run as a command), the run is not dry,
/// names no stream, records no behaviour map, and its apps have no run hooks (a before-all hook sets up this
/// process, not a worker); otherwise the lanes take turns on this process's main actor.
extension SpecRunner {
  /// Starts the run's workers with `order` (a random order's seed chosen), when it has any.
  func startWorkers(order: RunOptions.Order) -> WorkerLanes? {
    guard var launch = workerLaunch, !options.dryRun, actionLog == nil else { return nil }
    // A worker reads the files again: a stream named on the command line (a FIFO, `<(…)`,
    // /dev/stdin) can be read once, by the run.
    guard !options.selections.contains(where: { NamedFile.stream(at: $0.path) != nil }) else { return nil }
    let count = lanes(scenarios: .max) - 1
    guard count > 0 else { return nil }
    launch.environment[WorkerLaunch.variable] = WorkerLaunch.text(of: order)
    return WorkerLanes(launch, count: count)
  }

  /// Runs the queued test cases in the run's own lane and in `workers`, each taking the next one
  /// as it finishes one, until the queue is done, or the run stopped (see
  /// ``execute(_:glue:snippets:watchdog:workers:into:)``).
  func execute(
    _ maker: PlanMaker, executors: [ScenarioExecutor], watchdog: StepWatchdog, workers: WorkerLanes,
    into tally: inout RunTally
  ) async {
    var counted = tally
    let queue = SharedQueue(count: maker.queue.count, failFast: options.failFast) { [weak self] in
      guard let self else { return true }
      return self.isInterrupted || self.isStoppedUnread
    }
    // Every message is indexed and read behind the main actor, which runs a lane and makes the
    // workers' messages.
    indexBehind(if: true)
    workers.start(queue: queue, fingerprint: maker.fingerprint) { result, worker in
      // On the worker's thread: only the ids are drawn on the main actor.
      let testCase = maker.testCase(announcedAt: result.position)
      let started = Messages.TestCaseStarted(
        attempt: result.number, id: "", testCaseId: testCase.id, workerId: String(worker),
        timestamp: result.startedAt)
      return result.attempt(
        started: started, testCase: testCase, pickleSteps: { maker.pickleSteps(at: result.position) },
        suggestionID: { "" })
    }
    runningWorkers.withLock { $0 = workers }
    defer { runningWorkers.withLock { $0 = nil } }
    let retries = options.retry.retriesPerPickle()
    let finished = { @MainActor (attempt: ScenarioExecutor.ScenarioAttempt) in
      self.send(attempt.indexed)
      if counted.count(attempt, failing: self.counts(asFailure: attempt.status)), queue.failed() {
        workers.stopStarting()
      }
    }
    // What the workers ran is sent between the scenarios of the run's own lane.
    let takeNews = { @MainActor in
      workers.drain { news in
        let attempt = self.attempt(news, maker: maker)
        if attempt.number == 0 { counted.started += 1 }
        finished(attempt)
      }
    }
    let next = { @MainActor () -> (ScenarioExecutor, TestCasePlan, retries: Int)? in
      takeNews()
      while let position = queue.take() {
        guard let plan = maker.plan(at: position).plan else { continue }
        counted.started += 1
        return (executors[maker.queue[position].app], plan, retries(plan.pickle))
      }
      return nil
    }
    let stopped = { @MainActor in
      self.isInterrupted || self.isStoppedUnread || (counted.failed && self.options.failFast)
    }
    let lane = ScenarioLane(watchdog: watchdog, stepTimeout: options.stepTimeout)
    await withTaskCancellationHandler {
      repeat {
        await lane.run(next: next, finished: finished)
        // Nothing is left to hand out: a worker still loading gets nothing, and is not waited for.
        workers.stopUnready()
        // Until every worker ended, or one that ended early gave test cases back for this lane.
        while !queue.hasGivenBack || stopped() {
          guard await workers.waitForNews() else { break }
          takeNews()
        }
        takeNews()
      } while queue.hasGivenBack && !stopped()
    } onCancel: {
      // The second Ctrl-C cancels the running scenarios, in the workers too.
      workers.cancelRunning()
    }
    indexOnMainActor()
    tally = counted
  }

  /// A worker's news as the run reports it: the attempt it ran, with the run's ids; or, for a
  /// worker that ended while running a test case, that test case failed, saying what happened.
  private func attempt(_ news: WorkerLanes.News, maker: PlanMaker) -> ScenarioExecutor.ScenarioAttempt {
    switch news {
    case .ran(var indexed, let status, let number):
      indexed.identify(startedID: ids.next(), suggestionID: { self.ids.next() })
      return ScenarioExecutor.ScenarioAttempt(indexed: indexed, status: status, number: number)
    case .died(let position, let number, let how):
      let testCase = maker.testCase(announcedAt: position)
      let now = self.now()
      let started = Messages.TestCaseStarted(attempt: number, id: ids.next(), testCaseId: testCase.id, timestamp: now)
      var indexed = MessageQuery.FinishedAttempt(started: started, testSteps: testCase.testSteps)
      if !testCase.testSteps.isEmpty {
        let message =
          "The worker process running this scenario \(how) before the scenario finished (specrun --parallel runs scenarios in worker processes beside its own). Which step ended it is not known here: replay the scenario with --parallel 1 to see it fail in place."
        indexed.stepStarted(0)
        indexed.stepFinished(
          0, StepResult(status: .failed, message: message, exceptionType: "WorkerProcessEnded"),
          after: Messages.MessageDuration(seconds: 0, nanos: 0), at: now)
      }
      indexed.finish(at: now, willBeRetried: false)
      return ScenarioExecutor.ScenarioAttempt(indexed: indexed, status: .failed, number: number)
    }
  }

  /// Serves the run that started this process as one of its workers: loads, chooses and plans
  /// the scenarios as the run does (with the run's `order`), checks that the queue is the run's,
  /// then runs each test case the run asks for (by position, on standard input) and answers
  /// with each attempt (on `results`, file descriptor 3). Ends when the run asks for no more,
  /// or when told to start no further test case (``interrupt()``). Sends no message of its own.
  func serveAsWorker(order: RunOptions.Order, requests: Int32 = 0, results: Int32 = 3) async -> Int32 {
    let appOfFile = loadFiles()
    let (_, glue) = glue(of: appOfFile)
    let selected = select(order: order)
    let runID = ids.next()
    // Each plan is made when its test case is asked for: a worker runs some of the run's.
    let (maker, snippets) = await plan(selected, appOfFile: appOfFile, glue: glue, runID: runID, asAsked: true)
    let outbox = WorkerOutbox(descriptor: results)
    // Whatever waits goes to the run before the worker waits for it.
    let input = WorkerInput(requests) { _ = outbox.flush() }
    guard input.fingerprint() == maker.fingerprint else { return 3 }
    guard outbox.send(WorkerWire.readyRecord, now: true) else { return 3 }
    let executors = executors(glue: glue, snippets: snippets)
    let retries = options.retry.retriesPerPickle()
    var running: (position: Int, pickleSteps: [String]) = (0, [])
    let next = { @MainActor () -> (ScenarioExecutor, TestCasePlan, retries: Int)? in
      while !self.isInterrupted, let position = input.position() {
        guard maker.queue.indices.contains(position), let plan = maker.plan(at: position).plan else {
          // Nothing to run: the run has the same queue, so this does not happen; answer anyway.
          outbox.send(WorkerWire.skippedRecord(position))
          continue
        }
        running = (position, plan.pickle.steps.map(\.id))
        return (executors[maker.queue[position].app], plan, retries(plan.pickle))
      }
      return nil
    }
    let finished = { @MainActor (attempt: ScenarioExecutor.ScenarioAttempt) in
      let countsAsFailure = self.counts(asFailure: attempt.status)
      let record = WorkerWire.record(
        of: attempt, at: running.position, countsAsFailure: countsAsFailure, pickleSteps: running.pickleSteps)
      // A failure goes at once: with --fail-fast the run stops the other lanes.
      if !outbox.send(record, now: countsAsFailure) { self.interrupt() }
    }
    let watchdog = StepWatchdog()
    defer { watchdog.close() }
    await ScenarioLane(watchdog: watchdog, stepTimeout: options.stepTimeout).run(next: next, finished: finished)
    return outbox.flush() ? 0 : 3
  }
}

/// A worker's standard input: the run's requests, read as they are needed, as many as came at
/// once (blocking: the worker has nothing else to do meanwhile). `beforeWaiting` runs before each
/// read that may wait.
private final class WorkerInput {
  private let descriptor: Int32
  private let beforeWaiting: () -> Void
  private var buffer: [UInt8] = []
  private var start = 0
  /// What one read fills, kept from one read to the next.
  private var chunk = [UInt8](repeating: 0, count: 4096)

  init(_ descriptor: Int32, beforeWaiting: @escaping () -> Void) {
    self.descriptor = descriptor
    self.beforeWaiting = beforeWaiting
  }

  /// The run's fingerprint of its queue; nil at the end of the input.
  func fingerprint() -> UInt64? {
    take(8).map { bytes in bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) } }
  }

  /// The next position asked for; nil at the end of the input.
  func position() -> Int? {
    take(4).map { bytes in Int(bytes.withUnsafeBytes { Int32(littleEndian: $0.loadUnaligned(as: Int32.self)) }) }
  }

  private func take(_ count: Int) -> ArraySlice<UInt8>? {
    while buffer.count - start < count {
      buffer.removeFirst(start)
      start = 0
      beforeWaiting()
      let read = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
      if read < 0, errno == EINTR { continue }
      guard read > 0 else { return nil }
      buffer += chunk[..<read]
    }
    defer { start += count }
    return buffer[start..<(start + count)]
  }
}

extension PlanMaker {
  /// The ids of the steps of the queued test case `index`'s pickle (a worker's suggestions name
  /// them by position).
  func pickleSteps(at index: Int) -> [String] {
    let pickle = queue[index].pickle
    return planned.pickles.indices.contains(pickle) ? planned.pickles[pickle].steps.map(\.id) : []
  }

  /// The queue's fingerprint: which scenario each position holds (its app, file, line, name and
  /// steps), so a worker knows its queue is the run's before it runs anything. Each pickle is
  /// read in place (a copy retains every field) and a file's path is added where it changes.
  var fingerprint: UInt64 {
    var hash = Fingerprint()
    var lastURI: String?
    planned.pickles.withUnsafeBufferPointer { pickles in
      for queued in queue {
        hash.add(UInt64(queued.app))
        guard pickles.indices.contains(queued.pickle) else { continue }
        if pickles[queued.pickle].uri != lastURI {
          lastURI = pickles[queued.pickle].uri
          hash.add(pickles[queued.pickle].uri)
        }
        hash.add(pickles[queued.pickle].name)
        hash.add(UInt64(pickles[queued.pickle].location?.line ?? 0))
        pickles[queued.pickle].steps.withUnsafeBufferPointer { steps in
          for step in steps.indices { hash.add(steps[step].text) }
        }
      }
    }
    return hash.value
  }
}

/// A 64-bit hash that is the same in every process (unlike `Hasher`, seeded per process), for
/// telling apart two queues; not for security. Texts are added eight bytes at a time, each
/// followed by its length, so where one ends is part of the hash.
///
/// ```swift
/// var hash = Fingerprint()
/// hash.add("Specs/Macho/Counting.feature")
/// hash.add(12)
/// hash.value   // the same for the same additions, in any process
/// ```
struct Fingerprint {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ text: String) {
    var text = text
    let count = text.withUTF8 { bytes in
      var start = 0
      while start + 8 <= bytes.count {
        add(UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: start, as: UInt64.self))
        start += 8
      }
      if start < bytes.count {
        var tail: UInt64 = 0
        for index in start..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
        add(tail)
      }
      return bytes.count
    }
    add(UInt64(count))
  }

  /// Adds `number`: each bit of it reaches every bit of the value.
  mutating func add(_ number: UInt64) {
    value = (value ^ number) &* 0x9e37_79b9_7f4a_7c15
    value ^= value >> 32
  }
}
