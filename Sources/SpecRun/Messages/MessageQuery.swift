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
    public var document: GherkinDocument?
    public var feature: GherkinDocument.Feature?
    public var rule: GherkinDocument.Rule?
    public var scenario: GherkinDocument.Scenario?
    public var examples: GherkinDocument.Examples?
    public var examplesIndex: Int?
    public var example: GherkinDocument.TableRow?
    public var exampleIndex: Int?
  }

  /// Every envelope, in the order received.
  public private(set) var envelopes: [Envelope] = []
  public private(set) var meta: Meta?
  public private(set) var testRunStarted: TestRunStarted?
  public private(set) var testRunFinished: TestRunFinished?
  public private(set) var sources: [Source] = []
  public private(set) var documents: [GherkinDocument] = []
  public private(set) var pickles: [Pickle] = []
  public private(set) var parseErrors: [ParseError] = []
  public private(set) var suggestions: [Suggestion] = []
  public private(set) var stepDefinitions: [StepDefinition] = []
  public private(set) var hooks: [String: Hook] = [:]
  private var allTestCasesStarted: [TestCaseStarted] = []
  private var lineageByNodeID: [String: Lineage] = [:]
  private var stepByID: [String: GherkinDocument.Step] = [:]
  private var pickleByID: [String: Pickle] = [:]
  private var pickleStepByID: [String: Pickle.Step] = [:]
  private var testCaseByID: [String: TestCase] = [:]
  private var testStepByID: [String: TestCase.TestStep] = [:]
  private var finishedByStartedID: [String: TestCaseFinished] = [:]
  private var stepsFinishedByStartedID: [String: [TestStepFinished]] = [:]
  private var attachmentsByStartedID: [String: [Attachment]] = [:]

  public init(_ envelopes: some Sequence<Envelope>) {
    for envelope in envelopes { update(envelope) }
  }

  /// Adds one envelope to the index.
  public mutating func update(_ envelope: Envelope) {
    envelopes.append(envelope)
    if let meta = envelope.meta { self.meta = meta }
    if let source = envelope.source { sources.append(source) }
    if let document = envelope.gherkinDocument { index(document) }
    if let pickle = envelope.pickle {
      pickles.append(pickle)
      pickleByID[pickle.id] = pickle
      for step in pickle.steps { pickleStepByID[step.id] = step }
    }
    if let error = envelope.parseError { parseErrors.append(error) }
    if let suggestion = envelope.suggestion { suggestions.append(suggestion) }
    if let definition = envelope.stepDefinition { stepDefinitions.append(definition) }
    if let hook = envelope.hook { hooks[hook.id] = hook }
    if let started = envelope.testRunStarted { testRunStarted = started }
    if let testCase = envelope.testCase {
      testCaseByID[testCase.id] = testCase
      for step in testCase.testSteps { testStepByID[step.id] = step }
    }
    if let started = envelope.testCaseStarted { allTestCasesStarted.append(started) }
    if let finished = envelope.testStepFinished {
      stepsFinishedByStartedID[finished.testCaseStartedId, default: []].append(finished)
    }
    if let attachment = envelope.attachment, let id = attachment.testCaseStartedId {
      attachmentsByStartedID[id, default: []].append(attachment)
    }
    if let finished = envelope.testCaseFinished { finishedByStartedID[finished.testCaseStartedId] = finished }
    if let finished = envelope.testRunFinished { testRunFinished = finished }
  }

  private mutating func index(_ document: GherkinDocument) {
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

  private mutating func index(_ scenario: GherkinDocument.Scenario, in parent: Lineage) {
    var lineage = parent
    lineage.scenario = scenario
    lineageByNodeID[scenario.id] = lineage
    for (examplesIndex, examples) in scenario.examples.enumerated() {
      var inExamples = lineage
      inExamples.examples = examples
      inExamples.examplesIndex = examplesIndex
      lineageByNodeID[examples.id] = inExamples
      for (exampleIndex, row) in examples.tableBody.enumerated() {
        var inRow = inExamples
        inRow.example = row
        inRow.exampleIndex = exampleIndex
        lineageByNodeID[row.id] = inRow
      }
    }
    indexSteps(scenario.steps)
  }

  private mutating func indexSteps(_ steps: [GherkinDocument.Step]) {
    for step in steps { stepByID[step.id] = step }
  }

  // MARK: - Questions

  /// Every test case attempt that counts: retried attempts are left out, so each test case
  /// appears once, with its last attempt.
  public var testCasesStarted: [TestCaseStarted] {
    allTestCasesStarted.filter { finishedByStartedID[$0.id]?.willBeRetried != true }
  }

  public func testCase(of started: TestCaseStarted) -> TestCase? { testCaseByID[started.testCaseId] }

  public func pickle(of started: TestCaseStarted) -> Pickle? {
    testCase(of: started).flatMap { pickleByID[$0.pickleId] }
  }

  public func pickle(id: String) -> Pickle? { pickleByID[id] }

  public func pickleStep(of testStep: TestCase.TestStep) -> Pickle.Step? {
    testStep.pickleStepId.flatMap { pickleStepByID[$0] }
  }

  /// The Gherkin step a pickle step was compiled from.
  public func gherkinStep(of pickleStep: Pickle.Step) -> GherkinDocument.Step? {
    pickleStep.astNodeIds.first.flatMap { stepByID[$0] }
  }

  /// Where `pickle` comes from: its deepest AST node (an example row, or the scenario).
  public func lineage(of pickle: Pickle) -> Lineage? {
    pickle.astNodeIds.last.flatMap { lineageByNodeID[$0] }
  }

  public func finished(_ started: TestCaseStarted) -> TestCaseFinished? { finishedByStartedID[started.id] }

  /// The finished steps of an attempt, each with its test step, in the order they finished.
  public func stepsFinished(of started: TestCaseStarted) -> [(finished: TestStepFinished, step: TestCase.TestStep)] {
    (stepsFinishedByStartedID[started.id] ?? []).compactMap { finished in
      testStepByID[finished.testStepId].map { (finished, $0) }
    }
  }

  public func attachments(of started: TestCaseStarted) -> [Attachment] { attachmentsByStartedID[started.id] ?? [] }

  /// The most severe result among an attempt's steps and hooks (the last one, among equals).
  public func mostSevereResult(of started: TestCaseStarted) -> TestStepResult? {
    stepsFinished(of: started).map(\.finished.testStepResult).reduce(nil) { worst, result in
      guard let worst else { return result }
      return result.status >= worst.status ? result : worst
    }
  }

  /// How many counted test cases ended with each status (their most severe step).
  public var mostSevereStatusCounts: [TestStepResultStatus: Int] {
    var counts: [TestStepResultStatus: Int] = [:]
    for started in testCasesStarted {
      if let status = mostSevereResult(of: started)?.status { counts[status, default: 0] += 1 }
    }
    return counts
  }

  /// From the first attempt's start to its end.
  public func duration(of started: TestCaseStarted) -> MessageDuration? {
    finished(started).map { started.timestamp.duration(to: $0.timestamp) }
  }

  /// From the start of the run to its end.
  public var runDuration: MessageDuration? {
    guard let start = testRunStarted, let end = testRunFinished else { return nil }
    return start.timestamp.duration(to: end.timestamp)
  }
}
