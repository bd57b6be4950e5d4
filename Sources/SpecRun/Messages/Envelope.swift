/// One Cucumber Messages envelope: exactly one of its fields is set. A run is a stream of
/// envelopes, one JSON object per line (NDJSON); every report Evergreen writes is made from it.
///
/// ```swift
/// let stream = try MessageStream.decode(ndjson: data)      // [Envelope]
/// let xml = JUnitFormatter().format(stream)
/// ```
public struct Envelope: Codable, Sendable, Equatable {
  public var attachment: Attachment?
  public var gherkinDocument: GherkinDocument?
  public var hook: Hook?
  public var meta: Meta?
  public var parameterType: ParameterTypeMessage?
  public var parseError: ParseError?
  public var pickle: Pickle?
  public var suggestion: Suggestion?
  public var source: Source?
  public var stepDefinition: StepDefinition?
  public var testCase: TestCase?
  public var testCaseFinished: TestCaseFinished?
  public var testCaseStarted: TestCaseStarted?
  public var testRunFinished: TestRunFinished?
  public var testRunStarted: TestRunStarted?
  public var testStepFinished: TestStepFinished?
  public var testStepStarted: TestStepStarted?
  public var testRunHookStarted: TestRunHookStarted?
  public var testRunHookFinished: TestRunHookFinished?
  public var undefinedParameterType: UndefinedParameterType?

  public init() {}
}

extension Envelope {
  public init(_ meta: Meta) { self.meta = meta }
  public init(_ source: Source) { self.source = source }
  public init(_ document: GherkinDocument) { self.gherkinDocument = document }
  public init(_ pickle: Pickle) { self.pickle = pickle }
  public init(_ parseError: ParseError) { self.parseError = parseError }
  public init(_ stepDefinition: StepDefinition) { self.stepDefinition = stepDefinition }
  public init(_ hook: Hook) { self.hook = hook }
  public init(_ parameterType: ParameterTypeMessage) { self.parameterType = parameterType }
  public init(_ undefined: UndefinedParameterType) { self.undefinedParameterType = undefined }
  public init(_ started: TestRunStarted) { self.testRunStarted = started }
  public init(_ testCase: TestCase) { self.testCase = testCase }
  public init(_ started: TestCaseStarted) { self.testCaseStarted = started }
  public init(_ started: TestStepStarted) { self.testStepStarted = started }
  public init(_ finished: TestStepFinished) { self.testStepFinished = finished }
  public init(_ attachment: Attachment) { self.attachment = attachment }
  public init(_ finished: TestCaseFinished) { self.testCaseFinished = finished }
  public init(_ finished: TestRunFinished) { self.testRunFinished = finished }
  public init(_ suggestion: Suggestion) { self.suggestion = suggestion }
  public init(_ started: TestRunHookStarted) { self.testRunHookStarted = started }
  public init(_ finished: TestRunHookFinished) { self.testRunHookFinished = finished }
}
