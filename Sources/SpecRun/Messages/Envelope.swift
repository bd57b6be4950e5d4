extension Messages {
  /// One Cucumber Messages envelope: exactly one of its fields is set. A run is a stream of
  /// envelopes, one JSON object per line (NDJSON); every report Evergreen writes is made from it.
  ///
  /// ```swift
  /// let stream = try MessageStream.decode(ndjson: data)      // [Envelope]
  /// let xml = JUnitFormatter().format(stream)
  /// ```
  public struct Envelope: Codable, Sendable, Equatable {
    public var attachment: Attachment? {
      get { box.fields.attachment }
      set { fields.attachment = newValue }
    }
    public var gherkinDocument: GherkinDocument? {
      get { box.fields.gherkinDocument }
      set { fields.gherkinDocument = newValue }
    }
    public var hook: Hook? {
      get { box.fields.hook }
      set { fields.hook = newValue }
    }
    public var meta: Meta? {
      get { box.fields.meta }
      set { fields.meta = newValue }
    }
    public var parameterType: ParameterTypeMessage? {
      get { box.fields.parameterType }
      set { fields.parameterType = newValue }
    }
    public var parseError: ParseError? {
      get { box.fields.parseError }
      set { fields.parseError = newValue }
    }
    public var pickle: Pickle? {
      get { box.fields.pickle }
      set { fields.pickle = newValue }
    }
    public var suggestion: Suggestion? {
      get { box.fields.suggestion }
      set { fields.suggestion = newValue }
    }
    public var source: Source? {
      get { box.fields.source }
      set { fields.source = newValue }
    }
    public var stepDefinition: StepDefinition? {
      get { box.fields.stepDefinition }
      set { fields.stepDefinition = newValue }
    }
    public var testCase: TestCase? {
      get { box.fields.testCase }
      set { fields.testCase = newValue }
    }
    public var testCaseFinished: TestCaseFinished? {
      get { box.fields.testCaseFinished }
      set { fields.testCaseFinished = newValue }
    }
    public var testCaseStarted: TestCaseStarted? {
      get { box.fields.testCaseStarted }
      set { fields.testCaseStarted = newValue }
    }
    public var testRunFinished: TestRunFinished? {
      get { box.fields.testRunFinished }
      set { fields.testRunFinished = newValue }
    }
    public var testRunStarted: TestRunStarted? {
      get { box.fields.testRunStarted }
      set { fields.testRunStarted = newValue }
    }
    public var testStepFinished: TestStepFinished? {
      get { box.fields.testStepFinished }
      set { fields.testStepFinished = newValue }
    }
    public var testStepStarted: TestStepStarted? {
      get { box.fields.testStepStarted }
      set { fields.testStepStarted = newValue }
    }
    public var testRunHookStarted: TestRunHookStarted? {
      get { box.fields.testRunHookStarted }
      set { fields.testRunHookStarted = newValue }
    }
    public var testRunHookFinished: TestRunHookFinished? {
      get { box.fields.testRunHookFinished }
      set { fields.testRunHookFinished = newValue }
    }
    public var undefinedParameterType: UndefinedParameterType? {
      get { box.fields.undefinedParameterType }
      set { fields.undefinedParameterType = newValue }
    }

    /// The fields live in one immutable, shared box: an envelope is one word wide, so the streams,
    /// indexes and arrays a run builds copy a pointer rather than every message's inline storage
    /// (which made copying envelopes the largest cost of a run). Setting a field makes a new box.
    private var box: Box

    public init() { box = Box(Fields()) }

    private init(_ fields: Fields) { box = Box(fields) }

    public init(from decoder: any Decoder) throws { box = Box(try Fields(from: decoder)) }

    public func encode(to encoder: any Encoder) throws { try box.fields.encode(to: encoder) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.fields == rhs.box.fields }

    private var fields: Fields {
      get { box.fields }
      set { box = Box(newValue) }
    }

    private final class Box: Sendable {
      let fields: Fields
      init(_ fields: Fields) { self.fields = fields }
    }

    /// The official fields, in the order their JSON is written.
    private struct Fields: Codable, Sendable, Equatable {
      var attachment: Attachment?
      var gherkinDocument: GherkinDocument?
      var hook: Hook?
      var meta: Meta?
      var parameterType: ParameterTypeMessage?
      var parseError: ParseError?
      var pickle: Pickle?
      var suggestion: Suggestion?
      var source: Source?
      var stepDefinition: StepDefinition?
      var testCase: TestCase?
      var testCaseFinished: TestCaseFinished?
      var testCaseStarted: TestCaseStarted?
      var testRunFinished: TestRunFinished?
      var testRunStarted: TestRunStarted?
      var testStepFinished: TestStepFinished?
      var testStepStarted: TestStepStarted?
      var testRunHookStarted: TestRunHookStarted?
      var testRunHookFinished: TestRunHookFinished?
      var undefinedParameterType: UndefinedParameterType?
    }
  }
}

extension Messages.Envelope {
  public init(_ meta: Messages.Meta) { self.init(Fields(meta: meta)) }
  public init(_ source: Messages.Source) { self.init(Fields(source: source)) }
  public init(_ document: Messages.GherkinDocument) { self.init(Fields(gherkinDocument: document)) }
  public init(_ pickle: Messages.Pickle) { self.init(Fields(pickle: pickle)) }
  public init(_ parseError: Messages.ParseError) { self.init(Fields(parseError: parseError)) }
  public init(_ stepDefinition: Messages.StepDefinition) { self.init(Fields(stepDefinition: stepDefinition)) }
  public init(_ hook: Messages.Hook) { self.init(Fields(hook: hook)) }
  public init(_ parameterType: Messages.ParameterTypeMessage) { self.init(Fields(parameterType: parameterType)) }
  public init(_ undefined: Messages.UndefinedParameterType) { self.init(Fields(undefinedParameterType: undefined)) }
  public init(_ started: Messages.TestRunStarted) { self.init(Fields(testRunStarted: started)) }
  public init(_ testCase: Messages.TestCase) { self.init(Fields(testCase: testCase)) }
  public init(_ started: Messages.TestCaseStarted) { self.init(Fields(testCaseStarted: started)) }
  public init(_ started: Messages.TestStepStarted) { self.init(Fields(testStepStarted: started)) }
  public init(_ finished: Messages.TestStepFinished) { self.init(Fields(testStepFinished: finished)) }
  public init(_ attachment: Messages.Attachment) { self.init(Fields(attachment: attachment)) }
  public init(_ finished: Messages.TestCaseFinished) { self.init(Fields(testCaseFinished: finished)) }
  public init(_ finished: Messages.TestRunFinished) { self.init(Fields(testRunFinished: finished)) }
  public init(_ suggestion: Messages.Suggestion) { self.init(Fields(suggestion: suggestion)) }
  public init(_ started: Messages.TestRunHookStarted) { self.init(Fields(testRunHookStarted: started)) }
  public init(_ finished: Messages.TestRunHookFinished) { self.init(Fields(testRunHookFinished: finished)) }
}
