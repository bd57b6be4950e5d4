import CucumberMessages

/// An index over a stream of envelopes that answers the questions every formatter asks: which
/// pickle a test case ran, where it sits in its feature, how each step ended.
///
/// ```swift
/// let query = MessageQuery(envelopes)
/// for started in query.testCasesStarted {
///   let pickle = query.pickle(of: started)
///   let status = query.mostSevereResult(of: started)?.status
/// }
/// ```
public struct MessageQuery: Sendable {
  /// Where a pickle comes from in its scenario file.
  public struct Lineage: Sendable {
    /// The scenario file's document.
    public var document: Messages.GherkinDocument?
    /// The document's feature.
    public var feature: Messages.GherkinDocument.Feature?
    /// The rule the scenario belongs to, if any.
    public var rule: Messages.GherkinDocument.Rule?
    /// The scenario (or scenario outline) the pickle was compiled from.
    public var scenario: Messages.GherkinDocument.Scenario?
    /// The outline's `Examples:` block the pickle's row is in; `nil` for a plain scenario.
    public var examples: Messages.GherkinDocument.Examples?
    /// The position of ``examples`` among the outline's examples blocks.
    public var examplesIndex: Int?
    /// The example row the pickle was made from; `nil` for a plain scenario.
    public var example: Messages.GherkinDocument.TableRow?
    /// The position of ``example`` among its block's rows (0 is the first row under the header).
    public var exampleIndex: Int?
  }

  /// Every envelope, in the order received; empty when the query was made with
  /// `keepingEnvelopes: false` (a run whose reports only ask the index keeps each message once).
  public private(set) var envelopes: [Messages.Envelope] = []
  /// Whether ``envelopes`` keeps the stream as received.
  public let keepsEnvelopes: Bool
  /// The `meta` message: the tool, runtime and CI that made the stream.
  public var meta: Messages.Meta? { boxedMeta?.value }
  /// When the run started; `nil` until its message arrives.
  public var testRunStarted: Messages.TestRunStarted? { boxedTestRunStarted?.value }
  /// How the run ended; `nil` while it goes on (or when it was cut short).
  public var testRunFinished: Messages.TestRunFinished? { boxedTestRunFinished?.value }
  // The three messages a run sends once are kept boxed, a pointer each: the index is handed by
  // value to a reader with every message of a run, and their inline size (over half of the
  // index's) was copied each time.
  private var boxedMeta: Messages.Indirect<Messages.Meta>?
  private var boxedTestRunStarted: Messages.Indirect<Messages.TestRunStarted>?
  private var boxedTestRunFinished: Messages.Indirect<Messages.TestRunFinished>?
  /// The text of every scenario file read, in the order read.
  public private(set) var sources: [Messages.Source] = []
  /// The parsed scenario files, in the order parsed.
  public private(set) var documents: [Messages.GherkinDocument] = []
  /// Every pickle (a scenario or example row, ready to run), in file order.
  public private(set) var pickles: [Messages.Pickle] = []
  /// The scenario files that could not be parsed, each with its message and place.
  public private(set) var parseErrors: [Messages.ParseError] = []
  /// The step definitions to paste for undefined steps, as the run suggested them.
  public private(set) var suggestions: [Messages.Suggestion] = []
  /// The step library's definitions, in the order defined.
  public private(set) var stepDefinitions: [Messages.StepDefinition] = []
  /// The step library's hooks, by id.
  public private(set) var hooks: [String: Messages.Hook] = [:]
  /// Every test case attempt, in the order started, with how it and its steps finished.
  private var attempts: [Attempt] = []
  // The tables by id below are `MessageIDTable`s: a run's ids are numbers, which find their
  // entry in an array, with no hashing.
  private var attemptIndexByStartedID = MessageIDTable<Int>()
  /// The attempts that ran again (`willBeRetried`), by test case id, in the order they ran;
  /// empty in a run without retries (see ``retriedAttempts(of:)``).
  private(set) var retriedAttemptsByTestCaseID: [String: [Messages.TestCaseStarted]] = [:]
  /// Where each scenario, examples and example row sits in ``documents``; the lineage itself
  /// (which holds whole nodes) is made when asked for.
  private var lineageByNodeID = MessageIDTable<LineageAddress>()
  /// Each Gherkin step's keyword (trimmed) and line, by its id: what a failure message says of
  /// a pickle step, without walking its document (see ``writtenStep(of:)``).
  private var writtenStepsByID = MessageIDTable<WrittenStep>()
  /// The keywords trimmed so far, as written and trimmed: a file writes a handful (`Given `,
  /// `When `, `And `), so each step's is found among them instead of trimmed again.
  private var trimmedKeywords: [(written: String, trimmed: String)] = []
  /// Positions in `pickles`, so a pickle is stored once.
  private var pickleIndexByID = MessageIDTable<Int>()
  /// The pickle each pickle step belongs to (its position in `pickles`).
  private var pickleIndexByStepID = MessageIDTable<Int32>()
  /// Every planned test case, in the order planned, as sent. Their steps' match arguments
  /// (`stepMatchArgumentsLists`) are kept too, with or without the stream: a run makes them once
  /// per step text and shares them with its matches, so keeping them costs no copy (taking them
  /// out did: a copy of every test case's steps, for no smaller peak).
  public private(set) var testCases: [Messages.TestCase] = []
  private var testCaseIndexByID = MessageIDTable<Int>()
  /// The positions in `testCases` of those whose test steps repeat an id (a hand-written
  /// stream's): their finished steps are each searched for. Empty in every run specrun makes.
  private var testCasesRepeatingStepIDs: Set<Int> = []
  private var attachmentsByStartedID: [String: [Messages.Attachment]] = [:]
  /// How many test cases finished (their last attempt) with each most severe status (`passed`
  /// when they had no step), counted as they finish, so a live report reads it without a pass
  /// over the run.
  public var finishedStatusCounts: [Messages.TestStepResultStatus: Int] {
    var counts: [Messages.TestStepResultStatus: Int] = [:]
    for status in Messages.TestStepResultStatus.allCases where finishedCountsByStatus[status.severity] > 0 {
      counts[status] = finishedCountsByStatus[status.severity]
    }
    return counts
  }
  /// ``finishedStatusCounts`` by each status's `severity` (0 to 6, in the order of `allCases`): a
  /// test case that finishes is counted in place (a dictionary keyed by status hashed its raw
  /// value, a string, every time).
  private var finishedCountsByStatus = [Int](repeating: 0, count: Messages.TestStepResultStatus.allCases.count)
  /// Every status a step or hook finished with so far, so a report of failures (or undefined
  /// steps) knows without a pass over the run that it has nothing to say:
  /// `query.stepStatusesSeen.contains(.failed)`.
  public private(set) var stepStatusesSeen: Set<Messages.TestStepResultStatus> = []
  /// ``stepStatusesSeen`` as bits (bit `severity` for each status), so each finished step asks a
  /// mask, not the set.
  private var stepStatusBitsSeen: UInt8 = 0
  /// How many test cases were planned.
  public var testCaseCount: Int { testCases.count }

  /// An index over `envelopes`; with `keepingEnvelopes: false` the stream itself is not kept,
  /// only what the questions below need (every report but the stream itself reads the same).
  public init(_ envelopes: some Sequence<Messages.Envelope>, keepingEnvelopes: Bool = true) {
    keepsEnvelopes = keepingEnvelopes
    for envelope in envelopes { update(envelope) }
  }

  /// Adds one envelope to the index.
  public mutating func update(_ envelope: Messages.Envelope) {
    if keepsEnvelopes { envelopes.append(envelope) }
    // A run sends these by the thousand, one message an envelope: the first kind that answers
    // is the only one, so the other getters (each copying out its optional message) are not asked.
    if envelope.carriesOneMessage {
      if let finished = envelope.testStepFinished { return add(finished) }
      if envelope.testStepStarted != nil { return }
      if let started = envelope.testCaseStarted { return add(started) }
      if let finished = envelope.testCaseFinished { return add(finished) }
      if let testCase = envelope.testCase { return add(testCase) }
      // What a scenario file's loading sends, one envelope per pickle.
      if let pickle = envelope.pickle { return add(pickle) }
      if let document = envelope.gherkinDocument { return index(document) }
    }
    if let meta = envelope.meta { boxedMeta = .init(meta) }
    if let source = envelope.source { sources.append(source) }
    if let document = envelope.gherkinDocument { index(document) }
    if let pickle = envelope.pickle { add(pickle) }
    if let error = envelope.parseError { parseErrors.append(error) }
    if let suggestion = envelope.suggestion { suggestions.append(suggestion) }
    if let definition = envelope.stepDefinition { stepDefinitions.append(definition) }
    if let hook = envelope.hook { hooks[hook.id] = hook }
    if let started = envelope.testRunStarted { boxedTestRunStarted = .init(started) }
    if let testCase = envelope.testCase { add(testCase) }
    if let started = envelope.testCaseStarted { add(started) }
    if let finished = envelope.testStepFinished { add(finished) }
    if let attachment = envelope.attachment, let id = attachment.testCaseStartedId {
      attachmentsByStartedID[id, default: []].append(attachment)
    }
    if let finished = envelope.testCaseFinished { add(finished) }
    if let finished = envelope.testRunFinished { boxedTestRunFinished = .init(finished) }
  }

  /// A pickle, found by its id and by each of its steps' ids. Taken over (`consuming`): the
  /// envelope's getter made a copy already, which is moved in instead of copied again.
  private mutating func add(_ pickle: consuming Messages.Pickle) {
    let index = pickles.count
    pickleIndexByID.set(index, for: pickle.id)
    // Through a buffer, whose elements are lent in place: a loop over the array copies each step.
    pickle.steps.withUnsafeBufferPointer { steps in
      for step in steps.indices { pickleIndexByStepID.set(Int32(index), for: steps[step].id) }
    }
    pickles.append(pickle)
  }

  /// A planned test case (again, when a stream sends one twice: the last one stands); taken
  /// over, as a pickle is.
  private mutating func add(_ testCase: consuming Messages.TestCase) {
    // A run plans each pickle at most once: room for them all at once, instead of growing (and
    // copying) the test cases as they come.
    if testCases.isEmpty { testCases.reserveCapacity(pickles.count) }
    let idsRepeat = Attempt.idsRepeat(in: testCase.testSteps)
    let index: Int
    if let known = testCaseIndexByID[testCase.id] {
      index = known
      testCases[index] = testCase
    } else {
      index = testCases.count
      testCaseIndexByID.set(index, for: testCase.id)
      testCases.append(testCase)
    }
    if idsRepeat {
      testCasesRepeatingStepIDs.insert(index)
    } else if !testCasesRepeatingStepIDs.isEmpty {
      testCasesRepeatingStepIDs.remove(index)
    }
  }

  /// An attempt that started.
  private mutating func add(_ started: Messages.TestCaseStarted) { _ = start(started) }

  /// Adds the attempt `started` began; returns its position in `attempts`.
  private mutating func start(_ started: Messages.TestCaseStarted) -> Int {
    // A run starts each planned test case once (more with retries): room for them all at once,
    // instead of growing (and copying) the attempts as they come.
    if attempts.isEmpty { attempts.reserveCapacity(testCases.count) }
    let index = attempts.count
    attemptIndexByStartedID.set(index, for: started.id)
    attempts.append(Attempt(started: started, testCaseIndex: testCaseIndexByID[started.testCaseId]))
    return index
  }

  /// An attempt a run finished, indexed at once from the values its messages are made of: the
  /// same answers as its messages indexed one by one (``update(_:)``), without reading each back
  /// out of its envelope. The runner sends each scenario's attempt this way (see
  /// ``add(_:to:thenEach:)``).
  ///
  /// ```swift
  /// query.add(attempt)      // every message of the attempt (made and kept if the index keeps messages)
  /// ```
  mutating func add(_ attempt: FinishedAttempt) {
    if keepsEnvelopes { attempt.forEachEnvelope { envelopes.append($0) } }
    let index = start(attempt.started)
    for step in attempt.steps { noteStepStatus(step.status) }
    // As one by one: the steps of a test case the index does not know are not kept.
    if attempts[index].testCaseIndex != nil { attempts[index].record(attempt.steps) }
    if !attempt.attachments.isEmpty {
      attachmentsByStartedID[attempt.started.id, default: []].append(contentsOf: attempt.attachments)
    }
    suggestions.append(contentsOf: attempt.suggestions)
    if let finished = attempt.finished { finish(at: index, finished) }
  }

  /// Adds `attempt` to `query`, then gives each of its messages, made once, in order, to
  /// `read` with the index that holds them all (a message is never read before the index holds
  /// it): those the index keeps are read from it, the others made as they are read.
  ///
  /// ```swift
  /// MessageQuery.add(attempt, to: &query) { envelope, query in emit(envelope) }
  /// ```
  static func add(
    _ attempt: FinishedAttempt, to query: inout MessageQuery, thenEach read: (Messages.Envelope, MessageQuery) -> Void
  ) {
    let kept = query.envelopes.count
    query.add(attempt)
    if query.keepsEnvelopes {
      for envelope in query.envelopes[kept...] { read(envelope, query) }
    } else {
      attempt.forEachEnvelope { read($0, query) }
    }
  }

  /// A step of an attempt that finished (one of an attempt the index does not know is dropped).
  private mutating func add(_ finished: Messages.TestStepFinished) {
    guard let index = attemptIndex(startedID: finished.testCaseStartedId) else { return }
    noteStepStatus(finished.testStepResult.status)
    guard let testCaseIndex = attempts[index].testCaseIndex else { return }
    attempts[index].add(
      finished, steps: testCases[testCaseIndex].testSteps,
      idsRepeat: !testCasesRepeatingStepIDs.isEmpty && testCasesRepeatingStepIDs.contains(testCaseIndex))
  }

  /// An attempt that finished: counted by its most severe status unless it runs again.
  private mutating func add(_ finished: Messages.TestCaseFinished) {
    guard let index = attemptIndex(startedID: finished.testCaseStartedId) else { return }
    finish(at: index, Attempt.Finished(timestamp: finished.timestamp, willBeRetried: finished.willBeRetried))
  }

  /// Ends the attempt at `index` in `attempts`: counted by its most severe status unless it runs
  /// again.
  private mutating func finish(at index: Int, _ finished: Attempt.Finished) {
    attempts[index].finished = finished
    if finished.willBeRetried {
      retriedAttemptsByTestCaseID[attempts[index].started.testCaseId, default: []].append(attempts[index].started)
    } else {
      // The most severe result's status is the greatest status (no result is made per step).
      let status = attempts[index].steps.lazy.map(\.status).max()
      finishedCountsByStatus[(status ?? .passed).severity] += 1
    }
  }

  /// The position in `attempts` of the attempt started as `id`. A run sends each attempt's
  /// messages together, after its `testCaseStarted`, so the attempt started last is tried first
  /// (comparing two short ids) and the index by id is the fallback.
  private func attemptIndex(startedID id: String) -> Int? {
    if let last = attempts.indices.last, attempts[last].started.id == id { return last }
    return attemptIndexByStartedID[id]
  }

  /// Adds `status` to ``stepStatusesSeen`` the first time it is seen.
  private mutating func noteStepStatus(_ status: Messages.TestStepResultStatus) {
    let bit: UInt8 = 1 << status.severity
    guard stepStatusBitsSeen & bit == 0 else { return }
    stepStatusBitsSeen |= bit
    stepStatusesSeen.insert(status)
  }

  private mutating func index(_ document: Messages.GherkinDocument) {
    let base = LineageAddress(document: Int32(documents.count))
    documents.append(document)
    guard let feature = document.feature else { return }
    // The children are read in place, through buffers and `readScenario`: a loop over the array
    // or the `scenario` getter copied each scenario (a retain and a release per field).
    feature.children.withUnsafeBufferPointer { children in
      for childIndex in children.indices {
        var inChild = base
        inChild.child = Int32(childIndex)
        if let background = children[childIndex].background { index(background.steps) }
        children[childIndex].readScenario { index($0, at: inChild) }
        guard let rule = children[childIndex].rule else { continue }
        rule.children.withUnsafeBufferPointer { ruleChildren in
          for ruleChildIndex in ruleChildren.indices {
            var inRule = inChild
            inRule.ruleChild = Int32(ruleChildIndex)
            if let background = ruleChildren[ruleChildIndex].background { index(background.steps) }
            ruleChildren[ruleChildIndex].readScenario { index($0, at: inRule) }
          }
        }
      }
    }
  }

  private mutating func index(_ steps: [Messages.GherkinDocument.Step]) {
    // Through a buffer, whose elements are lent in place: a loop over the array copies each step.
    steps.withUnsafeBufferPointer { steps in
      for step in steps.indices {
        writtenStepsByID.set(
          WrittenStep(keyword: trimmed(steps[step].keyword), line: steps[step].location.line),
          for: steps[step].id)
      }
    }
  }

  /// `keyword` without the whitespace around it, trimmed once for each keyword the run writes
  /// (among the last few: a run in many languages keeps only those it met last).
  private mutating func trimmed(_ keyword: String) -> String {
    if let known = trimmedKeywords.first(where: { $0.written == keyword }) { return known.trimmed }
    let trimmed = keyword.trimmedOfWhitespace
    if trimmedKeywords.count == 8 { trimmedKeywords.removeFirst() }
    trimmedKeywords.append((keyword, trimmed))
    return trimmed
  }

  private mutating func index(_ scenario: Messages.GherkinDocument.Scenario, at address: LineageAddress) {
    lineageByNodeID.set(address, for: scenario.id)
    index(scenario.steps)
    for (examplesIndex, examples) in scenario.examples.enumerated() {
      var inExamples = address
      inExamples.examples = Int32(examplesIndex)
      lineageByNodeID.set(inExamples, for: examples.id)
      for exampleIndex in examples.tableBody.indices {
        var inRow = inExamples
        inRow.example = Int32(exampleIndex)
        lineageByNodeID.set(inRow, for: examples.tableBody[exampleIndex].id)
      }
    }
  }

  /// Where a scenario, examples or example row sits: positions in ``documents``, the feature's
  /// children, the rule's children, the scenario's examples and their rows (-1 where the node
  /// has no such level). Small, so a large run keeps one per node cheaply.
  private struct LineageAddress: Sendable {
    var document: Int32
    var child: Int32 = -1
    var ruleChild: Int32 = -1
    var examples: Int32 = -1
    var example: Int32 = -1
  }

  private func lineage(at address: LineageAddress) -> Lineage {
    let document = documents[Int(address.document)]
    var lineage = Lineage(document: document, feature: document.feature)
    guard let feature = document.feature, address.child >= 0 else { return lineage }
    let child = feature.children[Int(address.child)]
    if let rule = child.rule, address.ruleChild >= 0 {
      lineage.rule = rule
      lineage.scenario = rule.children[Int(address.ruleChild)].scenario
    } else {
      lineage.scenario = child.scenario
    }
    if let scenario = lineage.scenario, address.examples >= 0 {
      let examples = scenario.examples[Int(address.examples)]
      lineage.examples = examples
      lineage.examplesIndex = Int(address.examples)
      if address.example >= 0 {
        lineage.example = examples.tableBody[Int(address.example)]
        lineage.exampleIndex = Int(address.example)
      }
    }
    return lineage
  }

  // MARK: - Questions

  /// Every test case attempt that counts: retried attempts are left out, so each test case
  /// appears once, with its last attempt. A view of the index's own records, so asking for it
  /// copies nothing, however large the run.
  public var testCasesStarted: StartedTestCases {
    let anyRetried = attempts.contains { $0.finished?.willBeRetried == true }
    return StartedTestCases(
      attempts: attempts,
      counted: anyRetried
        ? attempts.indices.filter { attempts[$0].finished?.willBeRetried != true }.map { Int32($0) } : nil)
  }

  /// The `testCaseStarted` messages of the attempts that count (``testCasesStarted``), in the
  /// order they started.
  public struct StartedTestCases: RandomAccessCollection, Sendable {
    let attempts: [Attempt]
    /// Positions in `attempts` of the attempts that count; nil when all of them do.
    let counted: [Int32]?

    public var startIndex: Int { 0 }
    public var endIndex: Int { counted?.count ?? attempts.count }
    public subscript(position: Int) -> Messages.TestCaseStarted {
      attempts[counted.map { Int($0[position]) } ?? position].started
    }
  }

  /// The test case an attempt ran.
  public func testCase(of started: Messages.TestCaseStarted) -> Messages.TestCase? { testCase(id: started.testCaseId) }

  /// The planned test case with `id`, if any.
  public func testCase(id: String) -> Messages.TestCase? { testCase(at: testCaseIndexByID[id]) }

  private func testCase(at index: Int?) -> Messages.TestCase? { index.map { testCases[$0] } }

  /// ``testCasesStarted`` in file order (the order of their pickles), whatever order they ran or
  /// finished in: reports for people read the same from run to run, even with `--parallel`.
  public var testCasesStartedInFileOrder: StartedTestCases {
    let started = testCasesStarted
    let positions = started.counted ?? attempts.indices.map { Int32($0) }
    // Sorted by small keys (the pickle's position, then the start's), copying no message.
    let pickleOrder = positions.map { position in
      testCase(at: attempts[Int(position)].testCaseIndex).flatMap { pickleIndexByID[$0.pickleId] } ?? Int.max
    }
    let order = pickleOrder.indices.sorted { (pickleOrder[$0], $0) < (pickleOrder[$1], $1) }
    return StartedTestCases(attempts: attempts, counted: order.map { positions[$0] })
  }

  /// The test cases that were planned but never started (an interrupted or `--fail-fast` run), in
  /// the order they were planned.
  public var testCasesNotStarted: [Messages.TestCase] {
    // Marked by position: an attempt indexed after its test case knows where it is, so the ids
    // of every attempt are not hashed (the footer asks this of every run). An attempt read
    // before its test case (streams joined out of order) is matched by its id.
    var started = [Bool](repeating: false, count: testCases.count)
    var startedByIDOnly: Set<String> = []
    for attempt in attempts {
      if let index = attempt.testCaseIndex, started.indices.contains(index) {
        started[index] = true
      } else {
        startedByIDOnly.insert(attempt.started.testCaseId)
      }
    }
    return testCases.indices.compactMap { index in
      started[index] || startedByIDOnly.contains(testCases[index].id) ? nil : testCases[index]
    }
  }

  /// The pickle an attempt ran.
  public func pickle(of started: Messages.TestCaseStarted) -> Messages.Pickle? {
    testCase(of: started).flatMap { pickle(id: $0.pickleId) }
  }

  /// The pickle with `id`, if any.
  public func pickle(id: String) -> Messages.Pickle? { pickleIndexByID[id].map { pickles[$0] } }

  /// The pickle a pickle step (by its id) belongs to.
  public func pickle(ofStep pickleStepID: String) -> Messages.Pickle? {
    pickleIndexByStepID[pickleStepID].map { pickles[Int($0)] }
  }

  /// The pickle step a test step runs; `nil` for a hook's test step.
  public func pickleStep(of testStep: Messages.TestCase.TestStep) -> Messages.Pickle.Step? {
    testStep.pickleStepId.flatMap { id in pickle(ofStep: id)?.steps.first { $0.id == id } }
  }

  /// The Gherkin step a pickle step was compiled from.
  public func gherkinStep(of pickleStep: Messages.Pickle.Step) -> Messages.GherkinDocument.Step? {
    guard let pickle = pickle(ofStep: pickleStep.id) else { return nil }
    return gherkinStep(of: pickleStep, in: lineage(of: pickle))
  }

  /// The Gherkin step a pickle step was compiled from, found in its pickle's `lineage` (ask for
  /// the lineage once to look up every step of a pickle).
  public func gherkinStep(of pickleStep: Messages.Pickle.Step, in lineage: Lineage?) -> Messages.GherkinDocument.Step? {
    guard let id = pickleStep.firstAstNodeId, let lineage else { return nil }
    // Searched where the step can be: its scenario, or the background of its rule or feature
    // (which Gherkin only allows as their first child).
    // Looked at in turn, without gathering them in an array (this runs for every step of a run).
    if let step = lineage.scenario?.steps.first(where: { $0.id == id }) { return step }
    if let step = lineage.rule?.children.first?.background?.steps.first(where: { $0.id == id }) { return step }
    return lineage.feature?.children.first?.background?.steps.first { $0.id == id }
  }

  /// How the Gherkin step a pickle step was compiled from is written: its keyword, trimmed
  /// (`Given`), and its line. One look-up, for every step of a run.
  ///
  /// ```swift
  /// if let written = query.writtenStep(of: step) { print("\(written.keyword) \(step.text), line \(written.line)") }
  /// ```
  public func writtenStep(of pickleStep: Messages.Pickle.Step) -> WrittenStep? {
    writtenStep(astNodeID: pickleStep.firstAstNodeId)
  }

  /// ``writtenStep(of:)`` of the pickle step whose first AST node id (its Gherkin step's) is
  /// `astNodeID`: a plan asks with the id alone, so the step is not copied to be asked about.
  ///
  /// ```swift
  /// let written = query.writtenStep(astNodeID: steps[index].firstAstNodeId)
  /// ```
  func writtenStep(astNodeID: String?) -> WrittenStep? {
    astNodeID.flatMap { writtenStepsByID[$0] }
  }

  /// A Gherkin step's keyword without the spaces around it, and its line in its file.
  public struct WrittenStep: Sendable, Equatable {
    /// The keyword as written, trimmed: `Given`, `かつ`, `*`.
    public var keyword: String
    /// The step's line in its file.
    public var line: Int
  }

  /// Where `pickle` comes from: its deepest AST node (an example row, or the scenario).
  public func lineage(of pickle: Messages.Pickle) -> Lineage? {
    pickle.lastAstNodeId.flatMap { lineageByNodeID[$0] }.map(lineage(at:))
  }

  /// How an attempt finished; `nil` while it is still running.
  public func finished(_ started: Messages.TestCaseStarted) -> Messages.TestCaseFinished? {
    attemptIndexByStartedID[started.id].flatMap { index in
      attempts[index].finished.map {
        Messages.TestCaseFinished(
          testCaseStartedId: started.id, timestamp: $0.timestamp, willBeRetried: $0.willBeRetried)
      }
    }
  }

  /// The finished steps of an attempt, each with its test step, in the order they finished.
  public func stepsFinished(of started: Messages.TestCaseStarted) -> [(
    finished: Messages.TestStepFinished, step: Messages.TestCase.TestStep
  )] {
    guard let index = attemptIndexByStartedID[started.id],
      let steps = testCase(at: attempts[index].testCaseIndex)?.testSteps
    else { return [] }
    return attempts[index].steps.map { finished in
      let step = steps[Int(finished.stepIndex)]
      return (
        Messages.TestStepFinished(
          testCaseStartedId: started.id, testStepId: step.id, testStepResult: finished.result,
          timestamp: finished.timestamp),
        step
      )
    }
  }

  /// The status of each finished step and hook of an attempt, in the order they finished, and
  /// whether it is a step (a hook has no pickle step): what a summary counts, without making a
  /// `testStepFinished` message per step as ``stepsFinished(of:)`` does.
  func forEachFinishedStatus(
    of started: Messages.TestCaseStarted, _ body: (_ status: Messages.TestStepResultStatus, _ isStep: Bool) -> Void
  ) {
    guard let index = attemptIndexByStartedID[started.id], let testCaseIndex = attempts[index].testCaseIndex else {
      return
    }
    for finished in attempts[index].steps {
      body(finished.status, testCases[testCaseIndex].testSteps[Int(finished.stepIndex)].pickleStepId != nil)
    }
  }

  /// The file of the pickle an attempt ran, without copying the pickle.
  func uri(of started: Messages.TestCaseStarted) -> String? {
    guard let index = attemptIndexByStartedID[started.id], let testCaseIndex = attempts[index].testCaseIndex,
      let pickleIndex = pickleIndexByID[testCases[testCaseIndex].pickleId]
    else { return nil }
    return pickles[pickleIndex].uri
  }

  /// What an attempt's steps attached (text, images, logs), in the order attached.
  public func attachments(of started: Messages.TestCaseStarted) -> [Messages.Attachment] {
    attachmentsByStartedID[started.id] ?? []
  }

  /// The most severe result among an attempt's steps and hooks (the last one, among equals).
  public func mostSevereResult(of started: Messages.TestCaseStarted) -> Messages.TestStepResult? {
    Self.mostSevere(stepsFinished(of: started).lazy.map(\.finished.testStepResult))
  }

  /// The most severe of `results` (the last one, among equals).
  static func mostSevere(_ results: some Sequence<Messages.TestStepResult>) -> Messages.TestStepResult? {
    results.reduce(nil) { worst, result in
      guard let worst else { return result }
      return result.status >= worst.status ? result : worst
    }
  }

  /// How many counted test cases ended with each status (their most severe step).
  public var mostSevereStatusCounts: [Messages.TestStepResultStatus: Int] {
    var counts: [Messages.TestStepResultStatus: Int] = [:]
    for started in testCasesStarted {
      if let status = mostSevereResult(of: started)?.status { counts[status, default: 0] += 1 }
    }
    return counts
  }

  /// From the first attempt's start to its end.
  public func duration(of started: Messages.TestCaseStarted) -> Messages.MessageDuration? {
    finished(started).map { started.timestamp.duration(to: $0.timestamp) }
  }

  /// From the start of the run to its end.
  public var runDuration: Messages.MessageDuration? {
    guard let start = testRunStarted, let end = testRunFinished else { return nil }
    return start.timestamp.duration(to: end.timestamp)
  }
}
