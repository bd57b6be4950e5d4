extension Messages {
  /// One Cucumber Messages envelope: exactly one of its fields is set. A run is a stream of
  /// envelopes, one JSON object per line (NDJSON); every report Evergreen writes is made from it.
  ///
  /// ```swift
  /// let stream = try MessageStream.decode(ndjson: data)      // [Envelope]
  /// let xml = JUnitFormatter().format(stream)
  /// ```
  public struct Envelope: Codable, Sendable, Hashable {
    /// An attachment a step or hook made.
    public var attachment: Attachment? {
      get { if case .attachment(let value) = message { value } else { several?.attachment } }
      set { fields.attachment = newValue }
    }

    /// A feature file parsed into its syntax tree.
    public var gherkinDocument: GherkinDocument? {
      get { if case .gherkinDocument(let value) = message { value } else { several?.gherkinDocument } }
      set { fields.gherkinDocument = newValue }
    }

    /// A hook the glue defines.
    public var hook: Hook? {
      get { if case .hook(let value) = message { value } else { several?.hook } }
      set { fields.hook = newValue }
    }

    /// The run's first message: protocol version, implementation, runtime, platform and CI.
    public var meta: Meta? {
      get { if case .meta(let value) = message { value } else { several?.meta } }
      set { fields.meta = newValue }
    }

    /// A parameter type the glue defines.
    public var parameterType: ParameterTypeMessage? {
      get { if case .parameterType(let value) = message { value } else { several?.parameterType } }
      set { fields.parameterType = newValue }
    }

    /// A feature file that could not be parsed, with the place and the parser's message.
    public var parseError: ParseError? {
      get { if case .parseError(let value) = message { value } else { several?.parseError } }
      set { fields.parseError = newValue }
    }

    /// A scenario compiled for execution.
    public var pickle: Pickle? {
      get { if case .pickle(let value) = message { value } else { several?.pickle } }
      set { fields.pickle = newValue }
    }

    /// Step definitions to paste for an undefined step.
    public var suggestion: Suggestion? {
      get { if case .suggestion(let value) = message { value } else { several?.suggestion } }
      set { fields.suggestion = newValue }
    }

    /// The text of a feature file, as read.
    public var source: Source? {
      get { if case .source(let value) = message { value } else { several?.source } }
      set { fields.source = newValue }
    }

    /// A step definition the glue defines.
    public var stepDefinition: StepDefinition? {
      get { if case .stepDefinition(let value) = message { value } else { several?.stepDefinition } }
      set { fields.stepDefinition = newValue }
    }

    /// A pickle matched to the hooks and step definitions that will run it.
    public var testCase: TestCase? {
      get { if case .testCase(let value) = message { value } else { several?.testCase } }
      set { fields.testCase = newValue }
    }

    /// A test case attempt ended.
    public var testCaseFinished: TestCaseFinished? {
      get { if case .testCaseFinished(let value) = message { value } else { several?.testCaseFinished } }
      set { fields.testCaseFinished = newValue }
    }

    /// A test case attempt began.
    public var testCaseStarted: TestCaseStarted? {
      get { if case .testCaseStarted(let value) = message { value } else { several?.testCaseStarted } }
      set { fields.testCaseStarted = newValue }
    }

    /// The run ended, with its overall success.
    public var testRunFinished: TestRunFinished? {
      get { if case .testRunFinished(let value) = message { value } else { several?.testRunFinished } }
      set { fields.testRunFinished = newValue }
    }

    /// The run began.
    public var testRunStarted: TestRunStarted? {
      get { if case .testRunStarted(let value) = message { value } else { several?.testRunStarted } }
      set { fields.testRunStarted = newValue }
    }

    /// A step or hook ended, with its result.
    public var testStepFinished: TestStepFinished? {
      get { if case .testStepFinished(let value) = message { value } else { several?.testStepFinished } }
      set { fields.testStepFinished = newValue }
    }

    /// A step or hook began.
    public var testStepStarted: TestStepStarted? {
      get { if case .testStepStarted(let value) = message { value } else { several?.testStepStarted } }
      set { fields.testStepStarted = newValue }
    }

    /// A run-level hook (before or after the whole run) began.
    public var testRunHookStarted: TestRunHookStarted? {
      get { if case .testRunHookStarted(let value) = message { value } else { several?.testRunHookStarted } }
      set { fields.testRunHookStarted = newValue }
    }

    /// A run-level hook ended, with its result.
    public var testRunHookFinished: TestRunHookFinished? {
      get { if case .testRunHookFinished(let value) = message { value } else { several?.testRunHookFinished } }
      set { fields.testRunHookFinished = newValue }
    }

    /// A `{name}` in an expression that no parameter type defines.
    public var undefinedParameterType: UndefinedParameterType? {
      get { if case .undefinedParameterType(let value) = message { value } else { several?.undefinedParameterType } }
      set { fields.undefinedParameterType = newValue }
    }

    /// Whether this envelope carries one message (or none), as every envelope a run makes does;
    /// only a hand-written stream can put several in one. Then the getters above can be asked
    /// in the order the messages are most common, and the first that answers is the only one.
    ///
    /// ```swift
    /// if envelope.carriesOneMessage, let finished = envelope.testStepFinished { return index(finished) }
    /// ```
    public var carriesOneMessage: Bool {
      if case .several = message { false } else { true }
    }

    /// The one message this envelope carries. The four a run makes for every step and attempt
    /// (`testCaseStarted`, `testStepStarted`, `testStepFinished`, `testCaseFinished`, at most
    /// 68 bytes each) and the `testCase` it makes for every scenario (56 bytes: its steps are an
    /// array) are held in place, so making one allocates nothing; every other message is
    /// kept in a box of its own size, so a large or rare one costs a pointer, not its inline size
    /// (an envelope holding every field inline made a run of 50,000 scenarios take over a gigabyte).
    private var message: Message

    /// An envelope carrying no message; set one of its fields.
    public init() { message = .empty }

    private init(message: Message) { self.message = message }

    public init(from decoder: any Decoder) throws { message = Message(try Fields(from: decoder)) }

    public func encode(to encoder: any Encoder) throws { try fields.encode(to: encoder) }

    /// Every field, as the JSON has them.
    private var fields: Fields {
      get { message.fields }
      set { message = Message(newValue) }
    }

    /// The fields of an envelope that holds more than one message (only a hand-written stream can).
    private var several: Fields? { if case .several(let fields) = message { fields } else { nil } }

    private enum Message: Sendable, Hashable {
      case empty
      indirect case attachment(Attachment)
      indirect case gherkinDocument(GherkinDocument)
      indirect case hook(Hook)
      indirect case meta(Meta)
      indirect case parameterType(ParameterTypeMessage)
      indirect case parseError(ParseError)
      indirect case pickle(Pickle)
      indirect case suggestion(Suggestion)
      indirect case source(Source)
      indirect case stepDefinition(StepDefinition)
      case testCase(TestCase)
      case testCaseFinished(TestCaseFinished)
      case testCaseStarted(TestCaseStarted)
      indirect case testRunFinished(TestRunFinished)
      indirect case testRunStarted(TestRunStarted)
      case testStepFinished(TestStepFinished)
      case testStepStarted(TestStepStarted)
      indirect case testRunHookStarted(TestRunHookStarted)
      indirect case testRunHookFinished(TestRunHookFinished)
      indirect case undefinedParameterType(UndefinedParameterType)
      indirect case several(Fields)

      init(_ fields: Fields) {
        let count = [
          fields.attachment != nil,
          fields.gherkinDocument != nil,
          fields.hook != nil,
          fields.meta != nil,
          fields.parameterType != nil,
          fields.parseError != nil,
          fields.pickle != nil,
          fields.suggestion != nil,
          fields.source != nil,
          fields.stepDefinition != nil,
          fields.testCase != nil,
          fields.testCaseFinished != nil,
          fields.testCaseStarted != nil,
          fields.testRunFinished != nil,
          fields.testRunStarted != nil,
          fields.testStepFinished != nil,
          fields.testStepStarted != nil,
          fields.testRunHookStarted != nil,
          fields.testRunHookFinished != nil,
          fields.undefinedParameterType != nil,
        ].filter { $0 }.count
        guard count == 1 else {
          self = count == 0 ? .empty : .several(fields)
          return
        }
        if let value = fields.attachment {
          self = .attachment(value)
        } else if let value = fields.gherkinDocument {
          self = .gherkinDocument(value)
        } else if let value = fields.hook {
          self = .hook(value)
        } else if let value = fields.meta {
          self = .meta(value)
        } else if let value = fields.parameterType {
          self = .parameterType(value)
        } else if let value = fields.parseError {
          self = .parseError(value)
        } else if let value = fields.pickle {
          self = .pickle(value)
        } else if let value = fields.suggestion {
          self = .suggestion(value)
        } else if let value = fields.source {
          self = .source(value)
        } else if let value = fields.stepDefinition {
          self = .stepDefinition(value)
        } else if let value = fields.testCase {
          self = .testCase(value)
        } else if let value = fields.testCaseFinished {
          self = .testCaseFinished(value)
        } else if let value = fields.testCaseStarted {
          self = .testCaseStarted(value)
        } else if let value = fields.testRunFinished {
          self = .testRunFinished(value)
        } else if let value = fields.testRunStarted {
          self = .testRunStarted(value)
        } else if let value = fields.testStepFinished {
          self = .testStepFinished(value)
        } else if let value = fields.testStepStarted {
          self = .testStepStarted(value)
        } else if let value = fields.testRunHookStarted {
          self = .testRunHookStarted(value)
        } else if let value = fields.testRunHookFinished {
          self = .testRunHookFinished(value)
        } else if let value = fields.undefinedParameterType {
          self = .undefinedParameterType(value)
        } else {
          self = .empty
        }
      }

      var fields: Fields {
        switch self {
        case .empty: Fields()
        case .attachment(let value): Fields(attachment: value)
        case .gherkinDocument(let value): Fields(gherkinDocument: value)
        case .hook(let value): Fields(hook: value)
        case .meta(let value): Fields(meta: value)
        case .parameterType(let value): Fields(parameterType: value)
        case .parseError(let value): Fields(parseError: value)
        case .pickle(let value): Fields(pickle: value)
        case .suggestion(let value): Fields(suggestion: value)
        case .source(let value): Fields(source: value)
        case .stepDefinition(let value): Fields(stepDefinition: value)
        case .testCase(let value): Fields(testCase: value)
        case .testCaseFinished(let value): Fields(testCaseFinished: value)
        case .testCaseStarted(let value): Fields(testCaseStarted: value)
        case .testRunFinished(let value): Fields(testRunFinished: value)
        case .testRunStarted(let value): Fields(testRunStarted: value)
        case .testStepFinished(let value): Fields(testStepFinished: value)
        case .testStepStarted(let value): Fields(testStepStarted: value)
        case .testRunHookStarted(let value): Fields(testRunHookStarted: value)
        case .testRunHookFinished(let value): Fields(testRunHookFinished: value)
        case .undefinedParameterType(let value): Fields(undefinedParameterType: value)
        case .several(let fields): fields
        }
      }
    }

    /// The official fields, in the order their JSON is written.
    private struct Fields: Codable, Sendable, Hashable {
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
  /// An envelope carrying `meta`.
  public init(_ meta: Messages.Meta) { self.init(message: .meta(meta)) }
  /// An envelope carrying `source`.
  public init(_ source: Messages.Source) { self.init(message: .source(source)) }
  /// An envelope carrying `document`.
  public init(_ document: Messages.GherkinDocument) { self.init(message: .gherkinDocument(document)) }
  /// An envelope carrying `pickle`.
  public init(_ pickle: Messages.Pickle) { self.init(message: .pickle(pickle)) }
  /// An envelope carrying `parseError`.
  public init(_ parseError: Messages.ParseError) { self.init(message: .parseError(parseError)) }
  /// An envelope carrying `stepDefinition`.
  public init(_ stepDefinition: Messages.StepDefinition) { self.init(message: .stepDefinition(stepDefinition)) }
  /// An envelope carrying `hook`.
  public init(_ hook: Messages.Hook) { self.init(message: .hook(hook)) }
  /// An envelope carrying `parameterType`.
  public init(_ parameterType: Messages.ParameterTypeMessage) { self.init(message: .parameterType(parameterType)) }
  /// An envelope carrying `undefined`.
  public init(_ undefined: Messages.UndefinedParameterType) { self.init(message: .undefinedParameterType(undefined)) }
  /// An envelope carrying a test run's start.
  public init(_ started: Messages.TestRunStarted) { self.init(message: .testRunStarted(started)) }
  /// An envelope carrying `testCase`.
  public init(_ testCase: Messages.TestCase) { self.init(message: .testCase(testCase)) }
  /// An envelope carrying a test case's start.
  public init(_ started: Messages.TestCaseStarted) { self.init(message: .testCaseStarted(started)) }
  /// An envelope carrying a test step's start.
  public init(_ started: Messages.TestStepStarted) { self.init(message: .testStepStarted(started)) }
  /// An envelope carrying a test step's end.
  public init(_ finished: Messages.TestStepFinished) { self.init(message: .testStepFinished(finished)) }
  /// An envelope carrying `attachment`.
  public init(_ attachment: Messages.Attachment) { self.init(message: .attachment(attachment)) }
  /// An envelope carrying a test case's end.
  public init(_ finished: Messages.TestCaseFinished) { self.init(message: .testCaseFinished(finished)) }
  /// An envelope carrying the test run's end.
  public init(_ finished: Messages.TestRunFinished) { self.init(message: .testRunFinished(finished)) }
  /// An envelope carrying `suggestion`.
  public init(_ suggestion: Messages.Suggestion) { self.init(message: .suggestion(suggestion)) }
  /// An envelope carrying a run hook's start.
  public init(_ started: Messages.TestRunHookStarted) { self.init(message: .testRunHookStarted(started)) }
  /// An envelope carrying a run hook's end.
  public init(_ finished: Messages.TestRunHookFinished) { self.init(message: .testRunHookFinished(finished)) }
}

extension Messages.Envelope: JSONWritable {
  /// Every message is written by hand; only an envelope read with several messages in it (which
  /// no Cucumber tool writes) goes through the encoder.
  func write(to json: inout JSONWriter) {
    switch message {
    case .empty:
      json.beginObject()
      json.endObject()
    case .attachment(let value): json.writeObject("attachment", value)
    case .gherkinDocument(let value): json.writeObject("gherkinDocument", value)
    case .hook(let value): json.writeObject("hook", value)
    case .meta(let value): json.writeObject("meta", value)
    case .parameterType(let value): json.writeObject("parameterType", value)
    case .parseError(let value): json.writeObject("parseError", value)
    case .pickle(let value): json.writeObject("pickle", value)
    case .suggestion(let value): json.writeObject("suggestion", value)
    case .source(let value): json.writeObject("source", value)
    case .stepDefinition(let value): json.writeObject("stepDefinition", value)
    case .testCase(let value): json.writeObject("testCase", value)
    case .testCaseFinished(let value): json.writeObject("testCaseFinished", value)
    case .testCaseStarted(let value): json.writeObject("testCaseStarted", value)
    case .testRunFinished(let value): json.writeObject("testRunFinished", value)
    case .testRunStarted(let value): json.writeObject("testRunStarted", value)
    case .testStepFinished(let value): json.writeObject("testStepFinished", value)
    case .testStepStarted(let value): json.writeObject("testStepStarted", value)
    case .testRunHookStarted(let value): json.writeObject("testRunHookStarted", value)
    case .testRunHookFinished(let value): json.writeObject("testRunHookFinished", value)
    case .undefinedParameterType(let value): json.writeObject("undefinedParameterType", value)
    case .several: json.writeThroughEncoder(self)
    }
  }
}

extension JSONWriter {
  /// `{"name":value}`.
  fileprivate mutating func writeObject(_ name: StaticString, _ value: some JSONWritable) {
    beginObject()
    member(name, value)
    endObject()
  }
}
