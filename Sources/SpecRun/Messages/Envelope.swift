extension Messages {
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
}

extension Messages.Envelope {
  public init(_ meta: Messages.Meta) { self.meta = meta }
  public init(_ source: Messages.Source) { self.source = source }
  public init(_ document: Messages.GherkinDocument) { self.gherkinDocument = document }
  public init(_ pickle: Messages.Pickle) { self.pickle = pickle }
  public init(_ parseError: Messages.ParseError) { self.parseError = parseError }
  public init(_ stepDefinition: Messages.StepDefinition) { self.stepDefinition = stepDefinition }
  public init(_ hook: Messages.Hook) { self.hook = hook }
  public init(_ parameterType: Messages.ParameterTypeMessage) { self.parameterType = parameterType }
  public init(_ undefined: Messages.UndefinedParameterType) { self.undefinedParameterType = undefined }
  public init(_ started: Messages.TestRunStarted) { self.testRunStarted = started }
  public init(_ testCase: Messages.TestCase) { self.testCase = testCase }
  public init(_ started: Messages.TestCaseStarted) { self.testCaseStarted = started }
  public init(_ started: Messages.TestStepStarted) { self.testStepStarted = started }
  public init(_ finished: Messages.TestStepFinished) { self.testStepFinished = finished }
  public init(_ attachment: Messages.Attachment) { self.attachment = attachment }
  public init(_ finished: Messages.TestCaseFinished) { self.testCaseFinished = finished }
  public init(_ finished: Messages.TestRunFinished) { self.testRunFinished = finished }
  public init(_ suggestion: Messages.Suggestion) { self.suggestion = suggestion }
  public init(_ started: Messages.TestRunHookStarted) { self.testRunHookStarted = started }
  public init(_ finished: Messages.TestRunHookFinished) { self.testRunHookFinished = finished }
}
