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
    public var document: Messages.GherkinDocument?
    public var feature: Messages.GherkinDocument.Feature?
    public var rule: Messages.GherkinDocument.Rule?
    public var scenario: Messages.GherkinDocument.Scenario?
    public var examples: Messages.GherkinDocument.Examples?
    public var examplesIndex: Int?
    public var example: Messages.GherkinDocument.TableRow?
    public var exampleIndex: Int?
  }

  /// Every envelope, in the order received; empty when the query was made with
  /// `keepingEnvelopes: false` (a run whose reports only ask the index keeps each message once).
  public private(set) var envelopes: [Messages.Envelope] = []
  /// Whether ``envelopes`` keeps the stream as received.
  public let keepsEnvelopes: Bool
  public private(set) var meta: Messages.Meta?
  public private(set) var testRunStarted: Messages.TestRunStarted?
  public private(set) var testRunFinished: Messages.TestRunFinished?
  public private(set) var sources: [Messages.Source] = []
  public private(set) var documents: [Messages.GherkinDocument] = []
  public private(set) var pickles: [Messages.Pickle] = []
  public private(set) var parseErrors: [Messages.ParseError] = []
  public private(set) var suggestions: [Messages.Suggestion] = []
  public private(set) var stepDefinitions: [Messages.StepDefinition] = []
  public private(set) var hooks: [String: Messages.Hook] = [:]
  private var allTestCasesStarted: [Messages.TestCaseStarted] = []
  /// Boxed: a lineage holds its whole document, and one is kept per scenario, example and row.
  private var lineageByNodeID: [String: LineageBox] = [:]
  /// Every Gherkin step, by id: where it sits in its scenario's or background's steps (which the
  /// document already holds, so no step is copied).
  private var gherkinStepByID: [String: (steps: StepList, index: Int)] = [:]
  /// Positions in `pickles`, so a pickle is stored once.
  private var pickleIndexByID: [String: Int] = [:]
  private var pickleStepIndexByID: [String: (pickle: Int, step: Int)] = [:]
  private var testCaseByID: [String: Messages.TestCase] = [:]
  private var testCaseIDs: [String] = []
  private var testStepByID: [String: Messages.TestCase.TestStep] = [:]
  private var finishedByStartedID: [String: Messages.TestCaseFinished] = [:]
  private var stepsFinishedByStartedID: [String: [Messages.TestStepFinished]] = [:]
  private var attachmentsByStartedID: [String: [Messages.Attachment]] = [:]
  /// How many test cases finished (their last attempt) with each most severe status (`passed`
  /// when they had no step), counted as they finish, so a live report reads it without a pass
  /// over the run.
  public private(set) var finishedStatusCounts: [Messages.TestStepResultStatus: Int] = [:]
  /// How many test cases were planned.
  public var testCaseCount: Int { testCaseIDs.count }

  /// An index over `envelopes`; with `keepingEnvelopes: false` the stream itself is not kept,
  /// only what the questions below need.
  public init(_ envelopes: some Sequence<Messages.Envelope>, keepingEnvelopes: Bool = true) {
    keepsEnvelopes = keepingEnvelopes
    for envelope in envelopes { update(envelope) }
  }

  /// Adds one envelope to the index.
  public mutating func update(_ envelope: Messages.Envelope) {
    if keepsEnvelopes { envelopes.append(envelope) }
    if let meta = envelope.meta { self.meta = meta }
    if let source = envelope.source { sources.append(source) }
    if let document = envelope.gherkinDocument { index(document) }
    if let pickle = envelope.pickle {
      let index = pickles.count
      pickles.append(pickle)
      pickleIndexByID[pickle.id] = index
      for (stepIndex, step) in pickle.steps.enumerated() { pickleStepIndexByID[step.id] = (index, stepIndex) }
    }
    if let error = envelope.parseError { parseErrors.append(error) }
    if let suggestion = envelope.suggestion { suggestions.append(suggestion) }
    if let definition = envelope.stepDefinition { stepDefinitions.append(definition) }
    if let hook = envelope.hook { hooks[hook.id] = hook }
    if let started = envelope.testRunStarted { testRunStarted = started }
    if let testCase = envelope.testCase {
      if testCaseByID.updateValue(testCase, forKey: testCase.id) == nil { testCaseIDs.append(testCase.id) }
      for step in testCase.testSteps { testStepByID[step.id] = step }
    }
    if let started = envelope.testCaseStarted { allTestCasesStarted.append(started) }
    if let finished = envelope.testStepFinished {
      stepsFinishedByStartedID[finished.testCaseStartedId, default: []].append(finished)
    }
    if let attachment = envelope.attachment, let id = attachment.testCaseStartedId {
      attachmentsByStartedID[id, default: []].append(attachment)
    }
    if let finished = envelope.testCaseFinished {
      finishedByStartedID[finished.testCaseStartedId] = finished
      if !finished.willBeRetried {
        let status = Self.mostSevere((stepsFinishedByStartedID[finished.testCaseStartedId] ?? []).map(\.testStepResult))?.status
        finishedStatusCounts[status ?? .passed, default: 0] += 1
      }
    }
    if let finished = envelope.testRunFinished { testRunFinished = finished }
  }

  private mutating func index(_ document: Messages.GherkinDocument) {
    documents.append(document)
    guard let feature = document.feature else { return }
    let base = Lineage(document: document, feature: feature)
    for child in feature.children {
      if let background = child.background { indexSteps(background.steps) }
      if let scenario = child.scenario { index(scenario, in: base) }
      if let rule = child.rule {
        var inRule = base
        inRule.rule = rule
        for ruleChild in rule.children {
          if let background = ruleChild.background { indexSteps(background.steps) }
          if let scenario = ruleChild.scenario { index(scenario, in: inRule) }
        }
      }
    }
  }

  private mutating func index(_ scenario: Messages.GherkinDocument.Scenario, in parent: Lineage) {
    var lineage = parent
    lineage.scenario = scenario
    lineageByNodeID[scenario.id] = LineageBox(lineage)
    for (examplesIndex, examples) in scenario.examples.enumerated() {
      var inExamples = lineage
      inExamples.examples = examples
      inExamples.examplesIndex = examplesIndex
      lineageByNodeID[examples.id] = LineageBox(inExamples)
      for (exampleIndex, row) in examples.tableBody.enumerated() {
        var inRow = inExamples
        inRow.example = row
        inRow.exampleIndex = exampleIndex
        lineageByNodeID[row.id] = LineageBox(inRow)
      }
    }
    indexSteps(scenario.steps)
  }

  private final class LineageBox: Sendable {
    let lineage: Lineage
    init(_ lineage: Lineage) { self.lineage = lineage }
  }

  /// One scenario's or background's steps, shared by the index entries of its steps.
  private final class StepList: Sendable {
    let steps: [Messages.GherkinDocument.Step]
    init(_ steps: [Messages.GherkinDocument.Step]) { self.steps = steps }
  }

  private mutating func indexSteps(_ steps: [Messages.GherkinDocument.Step]) {
    let list = StepList(steps)
    for (index, step) in steps.enumerated() {
      gherkinStepByID[step.id] = (list, index)
    }
  }

  // MARK: - Questions

  /// Every test case attempt that counts: retried attempts are left out, so each test case
  /// appears once, with its last attempt.
  public var testCasesStarted: [Messages.TestCaseStarted] {
    allTestCasesStarted.filter { finishedByStartedID[$0.id]?.willBeRetried != true }
  }

  public func testCase(of started: Messages.TestCaseStarted) -> Messages.TestCase? { testCaseByID[started.testCaseId] }

  /// ``testCasesStarted`` in file order (the order of their pickles), whatever order they ran or
  /// finished in: reports for people read the same from run to run, even with `--parallel`.
  public var testCasesStartedInFileOrder: [Messages.TestCaseStarted] {
    testCasesStarted.enumerated().map { offset, started in
      (started, testCase(of: started).flatMap { pickleIndexByID[$0.pickleId] } ?? Int.max, offset)
    }.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.map(\.0)
  }

  /// Every planned test case, in the order planned.
  public var testCases: [Messages.TestCase] { testCaseIDs.compactMap { testCaseByID[$0] } }

  /// The test cases that were planned but never started (an interrupted or `--fail-fast` run), in
  /// the order they were planned.
  public var testCasesNotStarted: [Messages.TestCase] {
    let started = Set(allTestCasesStarted.map(\.testCaseId))
    return testCaseIDs.filter { !started.contains($0) }.compactMap { testCaseByID[$0] }
  }

  public func pickle(of started: Messages.TestCaseStarted) -> Messages.Pickle? {
    testCase(of: started).flatMap { pickle(id: $0.pickleId) }
  }

  public func pickle(id: String) -> Messages.Pickle? { pickleIndexByID[id].map { pickles[$0] } }

  /// The pickle a pickle step (by its id) belongs to.
  public func pickle(ofStep pickleStepID: String) -> Messages.Pickle? { pickleStepIndexByID[pickleStepID].map { pickles[$0.pickle] } }

  public func pickleStep(of testStep: Messages.TestCase.TestStep) -> Messages.Pickle.Step? {
    testStep.pickleStepId.flatMap { pickleStepIndexByID[$0] }.map { pickles[$0.pickle].steps[$0.step] }
  }

  /// The Gherkin step a pickle step was compiled from.
  public func gherkinStep(of pickleStep: Messages.Pickle.Step) -> Messages.GherkinDocument.Step? {
    pickleStep.astNodeIds.first.flatMap { gherkinStepByID[$0] }.map { $0.steps.steps[$0.index] }
  }

  /// Where `pickle` comes from: its deepest AST node (an example row, or the scenario).
  public func lineage(of pickle: Messages.Pickle) -> Lineage? {
    pickle.astNodeIds.last.flatMap { lineageByNodeID[$0]?.lineage }
  }

  public func finished(_ started: Messages.TestCaseStarted) -> Messages.TestCaseFinished? { finishedByStartedID[started.id] }

  /// The finished steps of an attempt, each with its test step, in the order they finished.
  public func stepsFinished(of started: Messages.TestCaseStarted) -> [(finished: Messages.TestStepFinished, step: Messages.TestCase.TestStep)] {
    (stepsFinishedByStartedID[started.id] ?? []).compactMap { finished in
      testStepByID[finished.testStepId].map { (finished, $0) }
    }
  }

  public func attachments(of started: Messages.TestCaseStarted) -> [Messages.Attachment] { attachmentsByStartedID[started.id] ?? [] }

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
