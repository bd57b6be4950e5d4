import CucumberMessages
import EvergreenTesting
import Foundation
import Gherkin
import Synchronization

/// Replays scenario files against their apps' step libraries and reports the run as Cucumber
/// Messages.
///
/// ```swift
/// let runner = SpecRunner(catalog: MyApps.catalog(), options: options) { envelope in … }
/// let outcome = await runner.run()
/// exit(outcome.exitCode)
/// ```
///
/// Each file is replayed against the steps of the app whose folder holds it (``SpecCatalog``); a
/// file in no app's folder is reported like a file that does not parse.
///
/// Exit codes: 0 when every scenario passed, 1 when one failed or was undefined or pending (unless
/// `--no-strict`), 2 for usage or parse errors. A file that does not parse is reported with its
/// line, column and the official message; the other files still run.
@MainActor
public final class SpecRunner {
  /// How a run ended: what the process should exit with, and the counts.
  public struct Outcome: Sendable {
    /// 0 when every selected scenario passed, 1 when one did not, 2 when a scenario file or step
    /// definition is broken or no scenario could be chosen.
    public var exitCode: Int32
    /// The scenario and step counts by status, counted from the run's messages when asked (a
    /// run whose report counts them itself, like `specrun`'s, does not pay for counting twice).
    public var summary: RunSummary { RunSummary(messages) }
    /// Every message of the run, indexed.
    var messages: MessageQuery { heldMessages.value }
    /// The index, freed on the release thread once the last copy of the outcome (and the runner)
    /// is gone (see ``SpecRunner/waitUntilReleased()``).
    private let heldMessages: ReleasedBehind.Held<MessageQuery>
    /// Why no scenario could be chosen (a `--name` pattern that took too long), said with what
    /// to do; the run then exits 2.
    public var selectionProblem: String? = nil
    /// Files the search of a folder skipped (named like scenario files, but FIFOs, sockets or
    /// devices), each with why: warnings, which do not change the exit code.
    public var skippedFiles: [FeatureLoader.Problem] = []

    init(
      exitCode: Int32, messages: MessageQuery, selectionProblem: String?, skippedFiles: [FeatureLoader.Problem]
    ) {
      self.exitCode = exitCode
      heldMessages = ReleasedBehind.Held(messages)
      self.selectionProblem = selectionProblem
      self.skippedFiles = skippedFiles
    }
  }

  /// Waits until what finished runs left behind is freed. A run's index of every message and its
  /// plans are freed on a thread of their own once its outcome and runner are gone (or, for the
  /// plans, once it ends), so the caller has its outcome without waiting for thousands of
  /// messages to be freed; a caller that measures a run's CPU time or memory waits for that
  /// first. Each run waits for it before it starts, so runs one after another never hold an
  /// earlier run's leftovers beside their own.
  ///
  /// ```swift
  /// let outcome = await SpecRunner(library: steps) { _ in }.run()
  /// SpecRunner.waitUntilReleased()   // the run's CPU time now includes freeing its messages
  /// ```
  nonisolated public static func waitUntilReleased() { ReleasedBehind.waitUntilReleased() }

  // The index goes to the release thread too, moved out (an empty one left in its place):
  // whichever of the runner and its outcome lets go of it last, it is freed there.
  deinit {
    var index = MessageQuery([], keepingEnvelopes: false)
    swap(&index, &query)
    ReleasedBehind.release(consume index)
  }

  /// Set when loading the files; see ``Outcome/skippedFiles``.
  private var skippedFiles: [FeatureLoader.Problem] = []
  /// Set when an interruption left a file unread (not yet reached, or a stream given up on).
  private var loadingCutShort = false

  /// Set when choosing the scenarios failed; see ``Outcome/selectionProblem``.
  private var selectionProblem: String?

  let catalog: SpecCatalog
  let options: RunOptions
  private let destination: Destination
  let now: @MainActor () -> Messages.Timestamp
  /// The clock the scenarios' steps are stamped and timed by: the caller's `now`, or (none given)
  /// the system's, read once per scenario and carried forward by the monotonic clock.
  private let scenarioClock: ScenarioClock
  private let gherkinIDs = IdGenerator(.incrementing)
  /// Numbers, as the Gherkin ids are: test cases announced behind the main actor are numbered
  /// ahead (``MessageIDs/skip(to:)``).
  lazy var ids = MessageIDs({ [gherkinIDs] in gherkinIDs.newId() }, made: { [gherkinIDs] in gherkinIDs.count })

  private let interruption = Atomic(false)

  /// Every message the run has sent so far, indexed for the questions reports ask; read it
  /// between messages or once the run is over. A scenario's attempt is indexed whole before its
  /// first message is sent, so while its messages are sent the index already holds the rest of
  /// them (its end included). It keeps the stream itself
  /// (``MessageQuery/envelopes``) only when ``RunOptions/keepsMessageStream`` asks for it (for a
  /// report that is the stream), so a large run holds each message once.
  public private(set) var query: MessageQuery

  /// Whether ``interrupt()`` was called: no further scenario starts.
  nonisolated public var isInterrupted: Bool { interruption.load(ordering: .relaxed) }

  /// Stops the run after the scenarios already running (`specrun` calls this on Ctrl-C, from
  /// any thread); the run still finishes its messages, so every report is written, and it does
  /// not count as passed.
  nonisolated public func interrupt() {
    interruption.store(true, ordering: .relaxed)
    runningWorkers.withLock { $0 }?.stopStarting()
  }

  /// The worker processes of the run going on, for ``interrupt()`` to pass the press on to.
  let runningWorkers = Mutex<WorkerLanes?>(nil)

  /// How `--parallel 2` and up starts worker processes, each with a main actor of its own (see
  /// ``WorkerLanes``): `specrun` run as a command sets it; without it, the lanes take turns on
  /// this process's main actor.
  var workerLaunch: WorkerLaunch?

  /// The cores the run had when it started (the affinity and the control group's quota are read
  /// once: read again, a change in the middle of a run would give its workers and its lanes
  /// different counts).
  private(set) var coresAtStart = 1

  private let unread = Atomic(false)

  /// Whether ``stopUnread()`` was called: nobody reads the run's only report any more.
  nonisolated public var isStoppedUnread: Bool { unread.load(ordering: .relaxed) }

  /// Stops the run after the scenarios already running because nobody reads its only report
  /// (`specrun | head`): no further scenario starts, every message of the run is still sent, and
  /// the scenarios that did not start are neither passed nor failed (the exit code says the
  /// output was cut; see ``SpecRunMain``).
  nonisolated public func stopUnread() { unread.store(true, ordering: .relaxed) }

  /// The folder replayed when no path is given.
  nonisolated public static let defaultFolder = "Specs"

  /// Called once the files are loaded, before any app's steps are read: `specrun --parallel 2`
  /// and up builds the libraries behind the main actor while it loads, and tells their definition
  /// errors here.
  var whenLoaded: (@MainActor () -> Void)?

  /// Where the scenarios' stores record the action cases they are sent and receive, for the
  /// behaviour map (see ``BehaviourMap``); `nil` (the default) records nothing.
  public var actionLog: ActionUseLog?

  /// A runner of `catalog`'s scenarios chosen by `options`; every message goes to `emit` as it is
  /// made, stamped by `now` (by default ``wallClock()``, the system's clock).
  public convenience init(
    catalog: SpecCatalog, options: RunOptions = RunOptions(),
    now: (@MainActor () -> Messages.Timestamp)? = nil,
    emit: @escaping @MainActor (Messages.Envelope) -> Void
  ) {
    self.init(catalog: catalog, options: options, now: now, destination: .emit(emit))
  }

  /// A runner whose messages go to `reader` once the index holds them: on the main actor with
  /// `--parallel 1`, behind the main actor on a thread of its own with `--parallel 2` and up (see
  /// ``IndexedMessageReader``), so the main actor does nothing but load the files and run steps.
  /// While the files load and while the scenarios run, ``query`` is the hand-off's: the reader
  /// reads the index it is given, and ``query`` is whole again once ``run()`` returns.
  convenience init(
    catalog: SpecCatalog, options: RunOptions,
    now: (@MainActor () -> Messages.Timestamp)? = nil,
    reader: any IndexedMessageReader
  ) {
    self.init(catalog: catalog, options: options, now: now, destination: .reader(reader))
  }

  private init(
    catalog: SpecCatalog, options: RunOptions, now: (@MainActor () -> Messages.Timestamp)?,
    destination: Destination
  ) {
    self.catalog = catalog
    self.options = options
    self.now = now ?? SpecRunner.wallClock
    scenarioClock = ScenarioClock(now: now)
    self.destination = destination
    query = MessageQuery([], keepingEnvelopes: options.keepsMessageStream)
  }

  /// Where each message goes once the index holds it.
  private enum Destination {
    /// To a closure on the main actor, which may read ``SpecRunner/query`` at any time.
    case emit(@MainActor (Messages.Envelope) -> Void)
    /// To a reader given the index with each message; it may read behind the steps.
    case reader(any IndexedMessageReader)
  }

  /// A runner for a package with one app: every file is replayed against `library`; every message
  /// goes to `emit` as it is made, stamped by `now` (by default ``wallClock()``, the system's clock).
  public convenience init(
    library: StepLibrary, options: RunOptions = RunOptions(),
    now: (@MainActor () -> Messages.Timestamp)? = nil,
    emit: @escaping @MainActor (Messages.Envelope) -> Void
  ) {
    self.init(catalog: SpecCatalog(steps: library), options: options, now: now, emit: emit)
  }

  /// The time now, as messages carry it: the default clock of a run (tests pass a fixed one).
  /// Read as seconds and nanoseconds, as messages write it (no `Date` and no floating point
  /// between: each step's start and end read it).
  public static func wallClock() -> Messages.Timestamp {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Messages.Timestamp(seconds: Int64(now.tv_sec), nanos: Int32(now.tv_nsec))
  }

  /// Replays the selected scenarios; every message goes to `emit` as it is made.
  public func run() async -> Outcome {
    // An earlier run's leftovers are freed before this one allocates its own; the main actor is
    // free meanwhile for the steps of runs going on beside this one.
    await ReleasedBehind.released()
    // A random order without a seed gets one here, so the run can say how to replay it (and its
    // workers replay it too).
    var order = options.order
    if case .random(nil) = order { order = .random(seed: UInt64.random(in: 0...UInt64.max)) }
    coresAtStart = ProcessorCount.active
    // Workers start first: each loads the files while this process does.
    var workers = startWorkers(order: order)
    send(.init(Self.meta))
    // With --parallel 2 and up the files' messages are indexed and read behind the loader, on
    // another core, while the main actor goes on parsing and then builds the apps' steps;
    // choosing the scenarios reads the whole index, so it is taken back before.
    indexBehind(if: lanes(scenarios: .max) > 1, wakeAt: Self.loadingBatch, bound: .max)
    let appOfFile = loadFiles()
    whenLoaded?()
    let (apps, glue) = glue(of: appOfFile)
    indexOnMainActor()
    // The parser's values are gone once every file is loaded and indexed; a large run gives their
    // memory back instead of keeping it resident beside what the run allocates from here on.
    FreedMemory.giveBack(after: query.sources.reduce(0) { $0 + $1.data.utf8.count })
    // A worker cannot run what a run hook set up in this process: the run's lanes are its own.
    if workers != nil, apps.contains(where: { app in glue[app].library.hooks.hasRunHooks }) {
      workers?.close()
      workers = nil
    }
    // Positions in the index's pickles: choosing and planning copy no pickle.
    let selected = select(order: order)
    let runID = ids.next()
    send(.init(Messages.TestRunStarted(timestamp: now(), id: runID)))
    // One timer for the step timeout of every step and hook of the run.
    let watchdog = StepWatchdog()
    defer { watchdog.close() }
    var tally = RunTally()
    tally.beforeAllFailed = await runRunHooks(.beforeAll, of: apps, glue: glue, runID: runID, watchdog: watchdog)
    let (maker, snippets) = await plan(selected, appOfFile: appOfFile, glue: glue, runID: runID)
    tally.planned = maker.queue.count
    if !tally.beforeAllFailed {
      await execute(maker, glue: glue, snippets: snippets, watchdog: watchdog, workers: workers, into: &tally)
    } else {
      workers?.close()
    }
    // Every plan is made: the queue, its test cases' matches and the plans' index are freed behind.
    ReleasedBehind.release(consume maker)
    // Test cases announced behind are out once the hand-off is done, with or without a scenario run.
    indexOnMainActor()
    tally.afterAllFailed = await runRunHooks(.afterAll, of: apps, glue: glue, runID: runID, watchdog: watchdog)
    tally.setupBroken = !query.parseErrors.isEmpty || apps.contains { !glue[$0].library.definitionErrors.isEmpty }
    return finish(tally, order: order, runID: runID)
  }

  /// Every message is indexed once, in `query`, before it goes to `emit` or the reader: choosing
  /// the scenarios reads the index, and so do the reports. While a hand-off is on, the hand-off's
  /// thread does both.
  private func send(_ envelope: Messages.Envelope) {
    switch destination {
    case .emit(let emit):
      query.update(envelope)
      emit(envelope)
    case .reader(let reader):
      if let behind { return behind.hand(envelope) }
      reader.index(envelope, into: &query)
    }
  }

  /// Sends a scenario's attempt: its messages are made from its values (behind the main actor,
  /// on the hand-off's thread, while one is on), the index takes it whole (one update, not one per
  /// message), then each message goes on in order, with the index holding it (and the rest of
  /// its attempt).
  func send(_ attempt: MessageQuery.FinishedAttempt) {
    switch destination {
    case .emit(let emit):
      MessageQuery.add(attempt, to: &query) { envelope, _ in emit(envelope) }
    case .reader(let reader):
      if let behind { return behind.hand(attempt) }
      reader.index(attempt, into: &query)
    }
  }

  /// The hand-off that indexes the run's messages and gives them to the reader behind the main
  /// actor, on a thread of its own, while one is on (see ``indexBehind(if:wakeAt:bound:)``).
  private var behind: MessageHandOff?

  /// How many of a file's messages wait before the hand-off's thread is woken to index them: the
  /// loader makes one per pickle, quicker than a scenario, so it wakes the thread less often.
  private static let loadingBatch = 256

  /// From here on, every message is indexed and read behind the main actor, on a thread of its
  /// own (``MessageHandOff``), when `behind` holds and the run has a reader (`--parallel 2` and
  /// up); the hand-off takes the index over until ``indexOnMainActor()`` takes it back. Otherwise
  /// everything stays on the main actor, as `--parallel 1` asks. The thread is woken once
  /// `wakeAt` batches wait; at most `bound` wait.
  func indexBehind(if behind: Bool, wakeAt: Int = 32, bound: Int = 256) {
    guard behind, self.behind == nil, case .reader(let reader) = destination else { return }
    var index = MessageQuery([], keepingEnvelopes: query.keepsEnvelopes)
    swap(&index, &query)
    self.behind = MessageHandOff(index, reader: reader, bound: bound, wakeAt: wakeAt)
  }

  /// Waits until every message handed behind is indexed and read, and takes the index back:
  /// ``query`` is whole again, and the main actor indexes what follows.
  func indexOnMainActor() {
    guard let behind else { return }
    query = behind.finish()
    self.behind = nil
  }

  /// Loads the selected files (`Specs/` when none is given), each with the app whose folder holds
  /// it; a line after a folder, a file that cannot be read and one in no app's folder are sent
  /// as parse errors.
  func loadFiles() -> [String: Int] {
    // A line selects a scenario of a file; after a folder it would be ignored, so it is an error.
    let folderLines = options.selections.filter { !$0.lines.isEmpty && Self.isFolder($0.path) }
    for selection in folderLines {
      let line = selection.lines[0]
      send(
        .init(
          Messages.ParseError(
            source: .init(uri: selection.path, location: .init(line: line, column: 1)),
            message:
              "is a folder, so line \(line) selects nothing. A line follows a scenario file, e.g. \(selection.path)/NAME.feature:\(line)."
          )))
    }
    let paths =
      options.selections.isEmpty
      ? [catalog.specsFolder] : options.selections.filter { !folderLines.contains($0) }.map(\.path)
    let (files, problems, skipped) = paths.isEmpty ? ([], [], []) : FeatureLoader().discover(paths)
    for problem in problems { send(FeatureLoader.unreadable(problem.path, problem.message)) }
    skippedFiles = skipped
    let folders = catalog.folders
    var appOfFile: [String: Int] = [:]
    loadingCutShort = false
    for file in files {
      guard !isInterrupted else {
        loadingCutShort = true
        break
      }
      guard let app = folders.index(of: file) else {
        send(FeatureLoader.unreadable(file, folders.unboundMessage(isStream: NamedFile.stream(at: file) != nil)))
        continue
      }
      appOfFile[file] = app
      if !FeatureLoader().load(path: file, ids: gherkinIDs, giveUpWhen: { isInterrupted }, { send($0) }) {
        loadingCutShort = loadingCutShort || isInterrupted
      }
    }
    return appOfFile
  }

  /// Runs the before-all or after-all hooks of `apps`; true when one of them did not pass.
  private func runRunHooks(
    _ kind: HookEntry.Kind, of apps: [Int], glue: [AnnouncedGlue], runID: String, watchdog: StepWatchdog
  ) async -> Bool {
    var failed = false
    for app in apps {
      for hook in glue[app].library.hooks.inRunningOrder(kind) {
        if await runRunHook(hook, hookIDs: glue[app].hookIDs, runID: runID, watchdog: watchdog) != .passed {
          failed = true
        }
      }
    }
    return failed
  }

  /// Announces every selected test case before the first one starts, as Cucumber does, and writes
  /// one snippet per expression for each app's undefined steps, chosen knowing all of them. Each
  /// step is matched once, here (`--parallel N` matches on N threads), and its match is kept for
  /// when its scenario's turn comes.
  ///
  /// With `--parallel 2` and up (and a reader), the steps are matched and the `testCase` messages
  /// made, indexed and read behind the main actor, on the hand-off's thread (and on the thread
  /// making the plans ahead), while the main actor goes on to run the scenarios: the hand-off
  /// reads them before any scenario's messages, so every report sees them in the order it does
  /// with `--parallel 1`, and each takes the ids it would take made in turn (counted here, from
  /// its steps and tags, which is all their number depends on). `asAsked` (a worker, which
  /// announces nothing and runs only some) makes each plan only when it is asked for.
  func plan(
    _ selected: [Int], appOfFile: [String: Int], glue: [AnnouncedGlue], runID: String, asAsked: Bool = false
  ) async -> (maker: PlanMaker, snippets: [@MainActor () -> SnippetWriter]) {
    // Read once: the sends below grow the index. Each pickle's fields are read where they are
    // needed (a pickle handed to a function whole is copied first, a retain per field).
    let pickles = query.pickles
    // Pickles of one file come together: its app is looked up once, not once per pickle. Each
    // app's memo has room for as many texts as its steps, so it never grows while matching.
    var lastFile: (uri: String, app: Int)?
    var stepsOfApp = glue.map { _ in 0 }
    let apps = pickles.withUnsafeBufferPointer { pickles in
      selected.map { position in
        let uri = pickles[position].uri
        let app: Int
        if let lastFile, lastFile.uri == uri {
          app = lastFile.app
        } else {
          app = appOfFile[uri] ?? 0
          lastFile = (uri, app)
        }
        stepsOfApp[app] += pickles[position].steps.count
        return app
      }
    }
    let memos = glue.indices.map { StepMatchMemo(glue[$0].library, texts: stepsOfApp[$0]) }
    let parts = lanes(scenarios: selected.count)
    let announcedBehind = if case .reader = destination { parts > 1 } else { false }
    if asAsked || announcedBehind {
      return planAsAsked(selected, apps: apps, memos: memos, glue: glue, runID: runID)
    }
    let matches = await concurrentMap(Array(selected.indices), parts: parts) { index in
      // The steps are read in place: an array's subscript copies the whole pickle.
      pickles.withUnsafeBufferPointer { pickles in
        TestCasePlan.matches(pickles[selected[index]].steps, in: memos[apps[index]])
      }
    }
    var queue: [QueuedTestCase] = []
    queue.reserveCapacity(selected.count)
    var undefinedSteps: [Int: [Messages.Pickle.Step]] = [:]
    // The pickles are read in place, through a buffer, field by field, and an app's glue is read
    // out once for each run of its test cases: a value read out of an array or a buffer to be
    // passed on is copied first (a retain per field of a pickle, or of the glue's library).
    pickles.withUnsafeBufferPointer { pickles in
      var start = 0
      while start < selected.count {
        let app = apps[start]
        let end = apps[start...].firstIndex { $0 != app } ?? selected.count
        let appGlue = glue[app]
        for index in start..<end {
          let position = selected[index]
          let (testCase, undefined) = TestCasePlan.make(
            pickleID: pickles[position].id, steps: pickles[position].steps, tags: pickles[position].tags,
            matches: matches[index], glue: appGlue, runID: runID, ids: ids)
          send(.init(testCase))
          if !undefined.isEmpty { undefinedSteps[app, default: []] += undefined }
          queue.append(
            QueuedTestCase(app: app, pickle: position, announced: .sent(testCase, matches: matches[index])))
        }
        start = end
      }
    }
    let snippets = snippets(undefinedSteps, glue: glue)
    return (PlanMaker(queue: queue, glue: glue, planned: query, runID: runID), snippets.map { writer in { writer } })
  }

  /// Plans the `selected` pickles (each with its app) as they are asked for: their steps are
  /// matched in order when a plan or an announcement first needs them (``MatchedInOrder``: the
  /// plans made ahead match the first ones if they come first). With a reader, the hand-off
  /// announces their `testCase` messages on its own thread ahead of every later message; the ids
  /// they take are counted and skipped here, so the scenarios' messages take the ids they take
  /// after test cases announced in turn. Without one (a worker, which sends no message), nothing
  /// is announced, and only the plans of the test cases it is handed are made. Each app's
  /// snippets are written when a scenario first asks for one, knowing every undefined step of
  /// the run (the rest matched then).
  private func planAsAsked(
    _ selected: [Int], apps: [Int], memos: [StepMatchMemo], glue: [AnnouncedGlue], runID: String
  ) -> (maker: PlanMaker, snippets: [@MainActor () -> SnippetWriter]) {
    // Every pickle is indexed: the plans read it, the hand-off takes the index over.
    let planned = query
    indexBehind(if: true)
    var queue: [QueuedTestCase] = []
    queue.reserveCapacity(selected.count)
    var nextID = ids.count
    // A test case takes an id per step (one match each) and one per hook its tags apply, and its
    // own: the hooks are counted once for each run of test cases of one app with the same tag
    // names (most of a run's test cases share theirs).
    var last: (app: Int, tags: [Messages.Pickle.Tag], ids: Int)?
    planned.pickles.withUnsafeBufferPointer { pickles in
      glue.withUnsafeBufferPointer { glue in
        for (position, app) in zip(selected, apps) {
          queue.append(QueuedTestCase(app: app, pickle: position, announced: .behind(firstID: nextID)))
          let tags = pickles[position].tags
          if last == nil || last!.app != app || !last!.tags.elementsEqual(tags, by: { $0.name == $1.name }) {
            last = (app, tags, TestCasePlan.idCount(steps: 0, tags: tags, glue: glue[app]))
          }
          nextID += pickles[position].steps.count + last!.ids
        }
      }
    }
    ids.skip(to: nextID)
    let matched = MatchedInOrder(count: selected.count) { index in
      // The steps are read in place: an array's subscript copies the whole pickle.
      planned.pickles.withUnsafeBufferPointer { pickles in
        TestCasePlan.matches(pickles[selected[index]].steps, in: memos[apps[index]])
      }
    }
    let maker = PlanMaker(queue: queue, glue: glue, planned: planned, runID: runID, matched: matched)
    behind?.hand(count: queue.count) { index in Messages.Envelope(maker.announce(at: index)) }
    var written: [SnippetWriter]?
    let snippets = glue.indices.map { app in
      { @MainActor () -> SnippetWriter in
        if let written { return written[app] }
        var undefinedSteps: [Int: [Messages.Pickle.Step]] = [:]
        planned.pickles.withUnsafeBufferPointer { pickles in
          for (index, matches) in matched.all().enumerated() {
            for (step, match) in matches.enumerated() {
              if case .undefined = match {
                undefinedSteps[apps[index], default: []].append(pickles[selected[index]].steps[step])
              }
            }
          }
        }
        written = self.snippets(undefinedSteps, glue: glue)
        return written![app]
      }
    }
    return (maker, snippets)
  }

  /// One snippet writer per app, knowing all of its `undefinedSteps`.
  private func snippets(_ undefinedSteps: [Int: [Messages.Pickle.Step]], glue: [AnnouncedGlue]) -> [SnippetWriter] {
    catalog.apps.indices.map { app in
      SnippetWriter(library: glue[app].library, undefinedSteps: undefinedSteps[app] ?? [])
    }
  }

  /// Runs the queued test cases in `--parallel` lanes (each taking the next test case as it
  /// finishes one), until the queue is done, the run is interrupted or nobody reads it, or (with
  /// `--fail-fast`) a scenario failed. A dry run runs no step, so it reports them in turn
  /// without lanes (``ScenarioLane/skipEach(next:finished:)``).
  private func execute(
    _ maker: PlanMaker, glue: [AnnouncedGlue], snippets: [@MainActor () -> SnippetWriter], watchdog: StepWatchdog,
    workers: WorkerLanes?, into tally: inout RunTally
  ) async {
    let executors = executors(glue: glue, snippets: snippets)
    let laneCount = lanes(scenarios: maker.queue.count)
    if let workers {
      if laneCount > 1 {
        return await execute(maker, executors: executors, watchdog: watchdog, workers: workers, into: &tally)
      }
      // One test case has one lane, the run's own: the worker is not needed.
      workers.close()
    }
    var counted = tally
    indexBehind(if: laneCount > 1)
    // With a hand-off the plans are made ahead too, on a thread of their own.
    let plans = Self.plans(of: maker, ahead: behind != nil)
    let retries = options.retry.retriesPerPickle()
    let next = { @MainActor () -> (ScenarioExecutor, TestCasePlan, retries: Int)? in
      while true {
        if (counted.failed && self.options.failFast) || self.isInterrupted || self.isStoppedUnread { return nil }
        guard let (app, plan) = plans() else { return nil }
        guard let plan else { continue }
        counted.started += 1
        // Without --retry there is one attempt and nothing more to decide.
        return (executors[app], plan, retries(plan.pickle))
      }
    }
    let finished = { @MainActor (attempt: ScenarioExecutor.ScenarioAttempt) in
      self.send(attempt.indexed)
      counted.count(attempt, failing: self.counts(asFailure: attempt.status))
    }
    if options.dryRun {
      ScenarioLane.skipEach(next: next, finished: finished)
    } else {
      let lane = ScenarioLane(watchdog: watchdog, stepTimeout: options.stepTimeout)
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<laneCount { group.addTask { await lane.run(next: next, finished: finished) } }
      }
    }
    indexOnMainActor()
    tally = counted
  }

  /// The apps the loaded files (`appOfFile`) belong to, and each app's glue. Only those apps take
  /// part: their libraries are built, their glue is announced, their run hooks run. The others
  /// stand in with an empty library, unbuilt.
  func glue(of appOfFile: [String: Int]) -> (apps: [Int], glue: [AnnouncedGlue]) {
    let apps = catalog.apps.indices.filter { app in appOfFile.values.contains(app) }
    let announced = Dictionary(uniqueKeysWithValues: apps.map { ($0, announceGlue(catalog.apps[$0].steps)) })
    return (apps, catalog.apps.indices.map { announced[$0] ?? AnnouncedGlue(library: StepLibrary()) })
  }

  /// Each app's executor of the run's scenarios.
  func executors(glue: [AnnouncedGlue], snippets: [@MainActor () -> SnippetWriter]) -> [ScenarioExecutor] {
    catalog.apps.indices.map { app in
      ScenarioExecutor(
        library: glue[app].library, stepTimeout: options.stepTimeout, ids: ids,
        clock: scenarioClock, snippets: snippets[app], actionLog: actionLog)
    }
  }

  /// The plan of each queued test case in turn, with its app (a test case whose pickle the index
  /// does not hold has none): made as each is taken, or `ahead` on a thread of its own (``MadeAhead``).
  private static func plans(of maker: PlanMaker, ahead: Bool) -> () -> (app: Int, plan: TestCasePlan?)? {
    if ahead {
      let made = MadeAhead(count: maker.queue.count, make: maker.plan(at:))
      return { made.next() }
    }
    var position = 0
    return {
      guard position < maker.queue.count else { return nil }
      defer { position += 1 }
      return maker.plan(at: position)
    }
  }

  /// Sends the run's end, saying why scenarios did not run and which seed replays a random
  /// order, and gives the outcome.
  private func finish(_ tally: RunTally, order: RunOptions.Order, runID: String) -> Outcome {
    let flakyFails = options.retry.failsOnFlaky && tally.flaky > 0
    let notRun = NotRunReason(
      tally, loadingCutShort: loadingCutShort, interrupted: isInterrupted, unread: isStoppedUnread,
      failFast: options.failFast)
    let success =
      !tally.failed && !flakyFails && !tally.beforeAllFailed && !tally.afterAllFailed && !tally.setupBroken
      && !isInterrupted
      && !isStoppedUnread
      && notRun != .unexplained
      && selectionProblem == nil
    let message = notRun?.message(tally)
    let seedLine: String? =
      if case .random(let seed?) = order {
        "The scenarios ran in random order, seed \(seed): replay this order with --order random:\(seed)."
      } else {
        nil
      }
    let flakyLine: String? =
      flakyFails
      ? "\(tally.flaky) scenario\(tally.flaky == 1 ? "" : "s") passed only after a retry, and --fail-on-flaky fails the run for that: make \(tally.flaky == 1 ? "it" : "them") pass every time, or leave out --fail-on-flaky."
      : nil
    let runMessage = [message, flakyLine, seedLine].compactMap { $0 }.joined(separator: "\n")
    send(
      .init(
        Messages.TestRunFinished(
          message: runMessage.isEmpty ? nil : runMessage, success: success, timestamp: now(), testRunStartedId: runID)))
    let failedRun =
      tally.failed || flakyFails || tally.beforeAllFailed || tally.afterAllFailed || isInterrupted
      || notRun == .unexplained
    let exitCode: Int32 = tally.setupBroken || selectionProblem != nil ? 2 : (failedRun ? 1 : 0)
    return Outcome(
      exitCode: exitCode, messages: query, selectionProblem: selectionProblem, skippedFiles: skippedFiles)
  }

  /// How many scenarios run at a time for `--parallel requested`: never more than there are
  /// scenarios or cores, so `--parallel 100000` costs what `--parallel 2` does on two cores.
  nonisolated static func workers(_ requested: Int, scenarios: Int, cores: Int = ProcessorCount.active) -> Int {
    // One asked for is one: the core count is read from the system (the affinity and the
    // control group's quota on Linux).
    guard requested > 1 else { return 1 }
    return max(1, min(requested, scenarios, cores))
  }

  /// How many lanes this run's `--parallel` gives `scenarios`, by the cores it had when it
  /// started (``coresAtStart``): each decision of one run takes the same count.
  func lanes(scenarios: Int) -> Int {
    Self.workers(options.parallel, scenarios: scenarios, cores: coresAtStart)
  }

  private static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  func counts(asFailure status: Messages.TestStepResultStatus) -> Bool {
    switch status {
    case .failed, .ambiguous: true
    case .undefined, .pending: options.strict
    default: false
    }
  }

  /// The pickles the options select, by their positions in ``MessageQuery/pickles``, in the order
  /// and shard asked for. A line that selects no scenario of its file is sent as a parse error
  /// naming it and the lines that do.
  func select(order: RunOptions.Order) -> [Int] {
    var selection = ScenarioSelection()
    for item in options.selections where !item.lines.isEmpty {
      selection.linesByFile[item.path, default: []] += item.lines
    }
    selection.tags = options.tagExpressions.compactMap { try? TagExpression(parsing: $0) }
    selection.names = options.namePatterns.compactMap { try? NamePattern($0) }
    selection.stopped = { [weak self] in self?.isInterrupted ?? true }
    // Read once: each use of the stored index would copy it.
    let query = self.query
    // Where scenarios start and files end matter only to a line selection; a run without one
    // (the usual run) asks for no lineage.
    var scenarioLines: [String: [Int]] = [:]
    var lastLines: [String: Int] = [:]
    if !selection.linesByFile.isEmpty {
      for pickle in query.pickles where selection.linesByFile[pickle.uri] != nil {
        if let line = query.lineage(of: pickle)?.scenario?.location.line {
          scenarioLines[pickle.uri, default: []].append(line)
        }
      }
      scenarioLines = scenarioLines.mapValues { $0.sorted() }
      for source in query.sources where selection.linesByFile[source.uri] != nil {
        // Line breaks counted in bytes (a "\r\n" is one Character, so not a "\n" one).
        lastLines[source.uri] = source.data.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      }
    }
    func selects(_ pickle: Messages.Pickle, by selection: ScenarioSelection) throws(NamePattern.TooSlow) -> Bool {
      let linesSelected = selection.linesByFile[pickle.uri].map { !$0.isEmpty } ?? false
      return try selection.selects(
        pickle, lineage: linesSelected ? query.lineage(of: pickle) : nil,
        scenarioLines: scenarioLines[pickle.uri] ?? [],
        lastLine: lastLines[pickle.uri] ?? .max)
    }
    for (file, lines) in selection.linesByFile where lastLines[file] != nil {
      let pickles = query.pickles.filter { $0.uri == file }
      for line in lines
      where !pickles.contains(where: { (try? selects($0, by: ScenarioSelection(linesByFile: [file: [line]]))) == true })
      {
        let starts = (scenarioLines[file] ?? []).map(String.init).joined(separator: ", ")
        let hint =
          starts.isEmpty
          ? "The file holds no scenario."
          : "Scenarios start at lines \(starts) (a line inside a scenario or an example row selects it too)."
        send(
          .init(
            Messages.ParseError(
              source: .init(uri: file, location: .init(line: line, column: 1)),
              message: "line \(line) holds no scenario. \(hint)")))
      }
    }
    // A run that selects by nothing takes every pickle without looking at one.
    if selection.selectsEverything {
      if isInterrupted { return [] }
      return ScenarioSelection.arrange(Array(query.pickles.indices), order: order, shard: options.shard)
    }
    var chosen: [Int] = []
    for index in query.pickles.indices {
      if isInterrupted { return [] }
      do {
        if try selects(query.pickles[index], by: selection) { chosen.append(index) }
      } catch {
        selectionProblem = error.description
        return []
      }
    }
    return ScenarioSelection.arrange(chosen, order: order, shard: options.shard)
  }

  /// Announces one library's step definitions, hooks and parameter types; returns them with their message ids.
  private func announceGlue(_ library: StepLibrary) -> AnnouncedGlue {
    var glue = AnnouncedGlue(library: library)
    for type in library.parameterTypes.parameterTypes where !BuiltInParameterTypes.names.contains(type.name) {
      send(
        .init(
          Messages.ParameterTypeMessage(
            name: type.name, regularExpressions: type.regexps,
            preferForRegularExpressionMatch: type.preferForRegexpMatch,
            useForSnippets: type.useForSnippets, id: ids.next(),
            sourceReference: library.parameterTypeLocations[type.name].map(Self.reference))))
    }
    for definition in library.definitions {
      let id = ids.next()
      glue.announce(definition, as: id)
      send(
        .init(
          Messages.StepDefinition(
            id: id,
            pattern: .init(
              source: definition.pattern,
              type: definition.isRegularExpression ? "REGULAR_EXPRESSION" : "CUCUMBER_EXPRESSION"),
            sourceReference: Self.reference(definition.location))))
    }
    for error in library.definitionErrors {
      if let name = error.undefinedParameterType {
        send(.init(Messages.UndefinedParameterType(expression: error.pattern, name: name)))
      } else {
        send(
          .init(
            Messages.ParseError(
              source: .init(uri: error.location.filePath, location: .init(line: error.location.line)),
              message: "step definition '\(error.pattern)': \(error.message)")))
      }
    }
    for hook in library.hooks + (library.checksEveryChangeDescribed ? [EveryChangeDescribed.hook] : []) {
      let id = ids.next()
      glue.announce(hook, as: id)
      send(
        .init(
          Messages.Hook(
            id: id, name: hook.name, sourceReference: Self.reference(hook.location),
            tagExpression: hook.tags?.description,
            type: hook.kind.rawValue)))
    }
    return glue
  }

  private func runRunHook(
    _ hook: HookEntry, hookIDs: [Int: String], runID: String, watchdog: StepWatchdog
  ) async -> Messages.TestStepResultStatus {
    let startedID = ids.next()
    send(
      .init(
        Messages.TestRunHookStarted(
          id: startedID, testRunStartedId: runID, hookId: hookIDs[hook.id] ?? "", timestamp: now())))
    let clock = ContinuousClock()
    let start = clock.now
    let context = ScenarioContext(scenarioName: "", tags: [], uri: "", line: 0)
    var result = StepResult.skipped
    if !options.dryRun {
      let worker = StepWorker(watchdog: watchdog)
      result =
        await worker.run(.hook(hook), within: options.stepTimeout) {
          await StepResult.capture { try await hook.body(context) }
        }
        ?? StepResult(
          status: .failed, message: TimedWork.hook(hook).timeoutMessage(options.stepTimeout, stillRunning: []),
          exceptionType: "StepTimeout")
    }
    send(
      .init(
        Messages.TestRunHookFinished(
          testRunHookStartedId: startedID, result: result.message(duration: .init(start.duration(to: clock.now))),
          timestamp: now())))
    return result.status
  }

  static func reference(_ location: CodeLocation) -> Messages.SourceReference {
    Messages.SourceReference(uri: location.filePath, location: .init(line: location.line))
  }

  static let meta = Messages.Meta(
    protocolVersion: "31.1.0", implementation: .init(name: "evergreen-specrun", version: RunCommand.versionNumber),
    runtime: .init(name: "swift", version: SwiftVersion.text), os: .init(name: OperatingSystem.name),
    cpu: .init(name: CPU.name))
}

/// What happened to a run's scenarios and hooks, for its end message, success and exit code.
struct RunTally {
  /// The test cases planned, and how many of them started.
  var planned = 0
  var started = 0
  /// A scenario failed (undefined and pending ones too, unless `--no-strict`).
  var failed = false
  var beforeAllFailed = false
  var afterAllFailed = false
  /// Scenarios that passed only after a retry (see ``RetryPolicy``).
  var flaky = 0
  /// A file did not parse or a step definition is broken: a usage error, exit 2.
  var setupBroken = false
  /// Counts a scenario's finished `attempt`, which `failing` says fails the run: an attempt that
  /// runs again decides nothing, the last one is the scenario's result (a pass after a failed
  /// attempt is flaky). True when it counted as a failure.
  @discardableResult
  mutating func count(_ attempt: ScenarioExecutor.ScenarioAttempt, failing: Bool) -> Bool {
    guard !attempt.willBeRetried else { return false }
    if failing { failed = true }
    if attempt.number > 0, attempt.status == .passed { flaky += 1 }
    return failing
  }
}

/// A test case waiting its turn: which app runs it, its pickle's position in the run's
/// ``MessageQuery``, and how its `testCase` message was announced (and its pickle's steps matched).
struct QueuedTestCase: Sendable {
  let app: Int
  /// The pickle's position in ``MessageQuery/pickles``: read in place, not looked up by id.
  let pickle: Int
  let announced: Announcement

  enum Announcement: Sendable {
    /// Sent in turn, before the plans are made: kept as it was sent (its strings and steps shared
    /// with the index's copy), so a plan does not look it up again by id, long after it was made;
    /// with how its pickle's steps matched.
    case sent(Messages.TestCase, matches: [StepMatch])
    /// Made behind the main actor (``PlanMaker/testCase(at:)``), its steps matched there
    /// (``MatchedInOrder``): its ids are numbered from this one.
    case behind(firstID: Int)
  }
}

/// Makes the plans of a run's queued test cases from the index as it stood when they were all
/// chosen (and, announced in turn, announced). One object shared by reference, so making a plan
/// copies neither the index nor an app's glue (each a struct of many references), only what the
/// plan keeps.
///
/// ```swift
/// let maker = PlanMaker(queue: queue, glue: glue, planned: query, runID: runID)
/// let (app, plan) = maker.plan(at: 0)   // plan is nil for a test case whose pickle the index does not hold
/// ```
final class PlanMaker: Sendable {
  let queue: [QueuedTestCase]
  let glue: [AnnouncedGlue]
  let planned: MessageQuery
  let runID: String
  /// The steps' matches of the test cases announced behind, made in order as they are asked for.
  let matched: MatchedInOrder?

  init(
    queue: [QueuedTestCase], glue: [AnnouncedGlue], planned: MessageQuery, runID: String,
    matched: MatchedInOrder? = nil
  ) {
    self.queue = queue
    self.glue = glue
    self.planned = planned
    self.runID = runID
    self.matched = matched
  }

  /// How the steps of the queued test case `index` matched: as announced in turn, or (announced
  /// behind) as matched in order.
  private func matches(at index: Int) -> [StepMatch] {
    switch queue[index].announced {
    case .sent(_, let matches): matches
    case .behind: matched!.matches(at: index)
    }
  }

  /// Test cases announced behind, kept for their plans until taken: the hand-off announces them
  /// ahead of the plans, so a plan takes its test case instead of making it again.
  private struct Announced {
    var kept: [Messages.TestCase?] = []
    /// Plans are made in order: those before this one have taken (or made) their test case.
    var planned = 0
  }
  private let announced = Mutex(Announced())

  /// The `testCase` message of the queued test case `index` announced behind, made from its
  /// matches with its ids, for the hand-off to announce; kept for its plan unless the plan was
  /// made first.
  func announce(at index: Int) -> Messages.TestCase {
    let testCase = self.testCase(at: index)
    announced.withLock { announced in
      guard index >= announced.planned else { return }
      if announced.kept.isEmpty { announced.kept = Array(repeating: nil, count: queue.count) }
      announced.kept[index] = testCase
    }
    return testCase
  }

  /// The test case announced behind for the plan of `index`: the one kept, or (its announcement
  /// still to come) made here, the same message.
  private func announcedTestCase(at index: Int) -> Messages.TestCase {
    let kept = announced.withLock { announced -> Messages.TestCase? in
      announced.planned = index + 1
      guard announced.kept.indices.contains(index) else { return nil }
      var taken: Messages.TestCase?
      swap(&taken, &announced.kept[index])
      return taken
    }
    return kept ?? testCase(at: index)
  }

  /// The `testCase` message of the queued test case `index` announced behind, made from its
  /// matches with its ids: the same message each time it is made.
  private func testCase(at index: Int) -> Messages.TestCase {
    let queued = queue[index]
    guard case .behind(let firstID) = queued.announced else {
      preconditionFailure("test case \(index) was announced in turn: the index holds it")
    }
    return planned.pickles.withUnsafeBufferPointer { pickles in
      glue.withUnsafeBufferPointer { glue in
        TestCasePlan.make(
          pickleID: pickles[queued.pickle].id, steps: pickles[queued.pickle].steps, tags: pickles[queued.pickle].tags,
          matches: matches(at: index), glue: glue[queued.app], runID: runID, firstID: firstID)
      }
    }
  }

  /// The `testCase` message of the queued test case `index`, as it was announced.
  func testCase(announcedAt index: Int) -> Messages.TestCase {
    switch queue[index].announced {
    case .sent(let sent, _): sent
    case .behind: announcedTestCase(at: index)
    }
  }

  /// The plan of the queued test case `index`, with its app.
  func plan(at index: Int) -> (app: Int, plan: TestCasePlan?) {
    let queued = queue[index]
    guard planned.pickles.indices.contains(queued.pickle) else { return (queued.app, nil) }
    let testCase = testCase(announcedAt: index)
    let pickle = planned.pickles[queued.pickle]
    // The glue is lent through a buffer: an array's subscript copies it.
    let plan = glue.withUnsafeBufferPointer { glue in
      TestCasePlan(testCase, pickle: pickle, matches: matches(at: index), glue: glue[queued.app], query: planned)
    }
    return (queued.app, plan)
  }
}

enum SwiftVersion {
  static let text: String = {
    #if swift(>=6.3)
      "6.3"
    #elseif swift(>=6.2)
      "6.2"
    #else
      "6"
    #endif
  }()
}

enum OperatingSystem {
  static let name: String = {
    #if os(Linux)
      "linux"
    #elseif os(macOS)
      "darwin"
    #elseif os(Windows)
      "windows"
    #else
      "unknown"
    #endif
  }()
}

enum CPU {
  static let name: String = {
    #if arch(x86_64)
      "x64"
    #elseif arch(arm64)
      "arm64"
    #else
      "unknown"
    #endif
  }()
}
