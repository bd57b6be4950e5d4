extension Messages {
  /// The run began.
  public struct TestRunStarted: Codable, Sendable, Hashable {
    /// When the run began.
    public var timestamp: Timestamp
    /// Names this run for the messages that refer to it (`testRunStartedId`).
    public var id: String?

    /// Creates the message that starts a run.
    public init(timestamp: Timestamp, id: String? = nil) {
      self.timestamp = timestamp
      self.id = id
    }
  }

  /// The run ended; `success` is false when anything failed.
  public struct TestRunFinished: Codable, Sendable, Hashable {
    /// Why the run failed as a whole (not a scenario's failure), if it did.
    public var message: String?
    /// Whether every test case passed (undefined and pending steps count as failures in strict runs).
    public var success: Bool
    /// When the run ended.
    public var timestamp: Timestamp
    /// The error that ended the run early, if one did.
    public var exception: MessageException?
    /// The ``TestRunStarted/id`` of the run that ended.
    public var testRunStartedId: String?

    /// Creates the message that ends a run.
    public init(
      message: String? = nil, success: Bool, timestamp: Timestamp, exception: MessageException? = nil,
      testRunStartedId: String? = nil
    ) {
      self.message = message
      self.success = success
      self.timestamp = timestamp
      self.exception = exception
      self.testRunStartedId = testRunStartedId
    }
  }

  /// A pickle prepared for execution: its steps matched to step definitions, hooks around them.
  public struct TestCase: Codable, Sendable, Hashable {
    /// Names this test case for ``TestCaseStarted/testCaseId``.
    public var id: String
    /// The ``Pickle/id`` this test case runs.
    public var pickleId: String
    /// The hooks and steps to run, in order.
    public var testSteps: [TestStep]
    /// The ``TestRunStarted/id`` of the run it belongs to.
    public var testRunStartedId: String?

    /// Creates a test case from its fields.
    public init(id: String, pickleId: String, testSteps: [TestStep], testRunStartedId: String? = nil) {
      self.id = id
      self.pickleId = pickleId
      self.testSteps = testSteps
      self.testRunStartedId = testRunStartedId
    }

    /// A hook run (`hookId`) or a pickle step (`pickleStepId`) with the definitions it matched.
    public struct TestStep: Codable, Sendable, Hashable {
      /// The ``Hook/id`` this step runs, when it is a hook.
      public var hookId: String? {
        get { storedHookId.value }
        set { storedHookId = OptionalField(newValue) }
      }
      /// Names this test step for ``TestStepStarted/testStepId``.
      public var id: String
      /// The ``Pickle/Step/id`` this step runs, when it is a step.
      public var pickleStepId: String? {
        get { storedPickleStepId.value }
        set { storedPickleStepId = OptionalField(newValue) }
      }
      /// The step definitions whose expressions match the step: none is undefined, more than one ambiguous.
      public var stepDefinitionIds: [String]? {
        get { storedStepDefinitionIds.value }
        set { storedStepDefinitionIds = OptionalField(newValue) }
      }
      /// For each matching step definition, the arguments its expression captured.
      public var stepMatchArgumentsLists: [StepMatchArgumentsList]? {
        get { storedStepMatchArgumentsLists.value }
        set { storedStepMatchArgumentsLists = OptionalField(newValue) }
      }
      // The optional fields are held through ``Messages/OptionalField``, so that a run's
      // `testCase` messages (one test step per step of every scenario) are built in place.
      private var storedHookId: OptionalField<String>
      private var storedPickleStepId: OptionalField<String>
      private var storedStepDefinitionIds: OptionalField<[String]>
      private var storedStepMatchArgumentsLists: OptionalField<[StepMatchArgumentsList]>

      private enum CodingKeys: String, CodingKey {
        case hookId, id, pickleStepId, stepDefinitionIds, stepMatchArgumentsLists
      }

      /// Creates a test step from its fields.
      public init(
        hookId: String? = nil, id: String, pickleStepId: String? = nil,
        stepDefinitionIds: [String]? = nil, stepMatchArgumentsLists: [StepMatchArgumentsList]? = nil
      ) {
        storedHookId = OptionalField(hookId)
        self.id = id
        storedPickleStepId = OptionalField(pickleStepId)
        storedStepDefinitionIds = OptionalField(stepDefinitionIds)
        storedStepMatchArgumentsLists = OptionalField(stepMatchArgumentsLists)
      }

      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
          hookId: try container.decodeIfPresent(String.self, forKey: .hookId),
          id: try container.decode(String.self, forKey: .id),
          pickleStepId: try container.decodeIfPresent(String.self, forKey: .pickleStepId),
          stepDefinitionIds: try container.decodeIfPresent([String].self, forKey: .stepDefinitionIds),
          stepMatchArgumentsLists: try container.decodeIfPresent(
            [StepMatchArgumentsList].self, forKey: .stepMatchArgumentsLists))
      }

      public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(hookId, forKey: .hookId)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(pickleStepId, forKey: .pickleStepId)
        try container.encodeIfPresent(stepDefinitionIds, forKey: .stepDefinitionIds)
        try container.encodeIfPresent(stepMatchArgumentsLists, forKey: .stepMatchArgumentsLists)
      }
    }

    /// The arguments one step definition's expression captured from a step's text.
    public struct StepMatchArgumentsList: Codable, Sendable, Hashable {
      /// One argument per parameter of the expression, in order.
      public var stepMatchArguments: [StepMatchArgument]

      /// Creates the list from its arguments.
      public init(stepMatchArguments: [StepMatchArgument]) {
        self.stepMatchArguments = stepMatchArguments
      }
    }

    /// One argument captured from a step's text.
    public struct StepMatchArgument: Codable, Sendable, Hashable {
      /// The captured text and where it starts in the step's text.
      public var group: Group
      /// The parameter type that captured it (`int`, `string`, …).
      public var parameterTypeName: String?

      /// Creates an argument from its group and parameter type.
      public init(group: Group, parameterTypeName: String? = nil) {
        self.group = group
        self.parameterTypeName = parameterTypeName
      }
    }

    /// A matched capture group: where it starts in the step text, its value, nested groups.
    public struct Group: Codable, Sendable, Hashable {
      /// The capture groups nested inside this one.
      public var children: [Group]?
      /// The offset in the step's text where the capture starts.
      public var start: Int?
      /// The captured text; `nil` for an optional group that matched nothing.
      public var value: String?

      /// Creates a capture group from its fields.
      public init(children: [Group]? = nil, start: Int? = nil, value: String? = nil) {
        self.children = children
        self.start = start
        self.value = value
      }
    }
  }

  /// An attempt at a test case began (`attempt` counts retries from 0).
  public struct TestCaseStarted: Codable, Sendable, Hashable {
    /// Counts the attempts of one test case from 0; a retried scenario has several.
    public var attempt: Int
    /// Names this attempt for the messages that refer to it (`testCaseStartedId`).
    public var id: String
    /// The ``TestCase/id`` being run.
    public var testCaseId: String
    /// Which parallel worker runs it, when the run is parallel.
    public var workerId: String?
    /// When the attempt began.
    public var timestamp: Timestamp

    /// Creates the message that starts a test case attempt.
    public init(attempt: Int, id: String, testCaseId: String, workerId: String? = nil, timestamp: Timestamp) {
      self.attempt = attempt
      self.id = id
      self.testCaseId = testCaseId
      self.workerId = workerId
      self.timestamp = timestamp
    }
  }

  /// An attempt at a test case ended.
  public struct TestCaseFinished: Codable, Sendable, Hashable {
    /// The ``TestCaseStarted/id`` of the attempt that ended.
    public var testCaseStartedId: String
    /// When the attempt ended.
    public var timestamp: Timestamp
    /// Whether another attempt of the same test case follows.
    public var willBeRetried: Bool

    /// Creates the message that ends a test case attempt.
    public init(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool) {
      self.testCaseStartedId = testCaseStartedId
      self.timestamp = timestamp
      self.willBeRetried = willBeRetried
    }
  }

  /// A step (or hook) of a test case attempt began.
  public struct TestStepStarted: Codable, Sendable, Hashable {
    /// The ``TestCaseStarted/id`` of the attempt the step belongs to.
    public var testCaseStartedId: String
    /// The ``TestCase/TestStep/id`` that began.
    public var testStepId: String
    /// When the step began.
    public var timestamp: Timestamp

    /// Creates the message that starts a test step.
    public init(testCaseStartedId: String, testStepId: String, timestamp: Timestamp) {
      self.testCaseStartedId = testCaseStartedId
      self.testStepId = testStepId
      self.timestamp = timestamp
    }
  }

  /// A step (or hook) of a test case attempt ended, with its result.
  public struct TestStepFinished: Codable, Sendable, Hashable {
    /// The ``TestCaseStarted/id`` of the attempt the step belongs to.
    public var testCaseStartedId: String
    /// The ``TestCase/TestStep/id`` that ended.
    public var testStepId: String
    /// How the step ended: its status, duration and failure.
    public var testStepResult: TestStepResult
    /// When the step ended.
    public var timestamp: Timestamp

    /// Creates the message that ends a test step.
    public init(testCaseStartedId: String, testStepId: String, testStepResult: TestStepResult, timestamp: Timestamp) {
      self.testCaseStartedId = testCaseStartedId
      self.testStepId = testStepId
      self.testStepResult = testStepResult
      self.timestamp = timestamp
    }
  }

  /// How a step ended: its status, how long it took, and what went wrong.
  public struct TestStepResult: Codable, Sendable, Hashable {
    /// How long the step or hook took.
    public var duration: MessageDuration
    /// The failure's message (or why a step is pending or skipped), as reports show it.
    public var message: String? {
      get { explanation?.value.message }
      set { explanation = Explanation.boxed(message: newValue, exception: exception) }
    }
    /// Whether it passed, failed, was skipped, pending, undefined or ambiguous.
    public var status: TestStepResultStatus
    /// The error that failed it, when it failed with one.
    public var exception: MessageException? {
      get { explanation?.value.exception }
      set { explanation = Explanation.boxed(message: message, exception: newValue) }
    }

    /// The message and exception, boxed, and `nil` when there are neither (as for every passed
    /// step): a result is 24 bytes instead of 88, so a `testStepFinished` is small enough to
    /// travel inside its envelope without a box of its own.
    private var explanation: Indirect<Explanation>?

    /// Creates a result from its fields.
    public init(
      duration: MessageDuration, message: String? = nil, status: TestStepResultStatus,
      exception: MessageException? = nil
    ) {
      self.duration = duration
      self.status = status
      explanation = Explanation.boxed(message: message, exception: exception)
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        duration: try container.decode(MessageDuration.self, forKey: .duration),
        message: try container.decodeIfPresent(String.self, forKey: .message),
        status: try container.decode(TestStepResultStatus.self, forKey: .status),
        exception: try container.decodeIfPresent(MessageException.self, forKey: .exception))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(duration, forKey: .duration)
      try container.encodeIfPresent(message, forKey: .message)
      try container.encode(status, forKey: .status)
      try container.encodeIfPresent(exception, forKey: .exception)
    }

    private enum CodingKeys: String, CodingKey {
      case duration, message, status, exception
    }

    /// What a result says besides its status and duration.
    private struct Explanation: Sendable, Hashable {
      var message: String?
      var exception: MessageException?

      /// The box for `message` and `exception`, or `nil` when both are `nil`, so that equal
      /// results hold equal fields.
      static func boxed(message: String?, exception: MessageException?) -> Indirect<Explanation>? {
        message == nil && exception == nil ? nil : Indirect(Explanation(message: message, exception: exception))
      }
    }
  }

  /// A step's status, ordered from least to most severe.
  public enum TestStepResultStatus: String, Codable, Sendable, Comparable, CaseIterable {
    /// Not yet known.
    case unknown = "UNKNOWN"
    /// Ran and passed.
    case passed = "PASSED"
    /// Did not run: an earlier step failed, or the step asked to skip the scenario.
    case skipped = "SKIPPED"
    /// Its step definition says it is not written yet.
    case pending = "PENDING"
    /// No step definition matches its text.
    case undefined = "UNDEFINED"
    /// More than one step definition matches its text.
    case ambiguous = "AMBIGUOUS"
    /// Ran and failed.
    case failed = "FAILED"

    /// The position in the order above, found without searching `allCases` (a run compares
    /// statuses at every step, and counts its test cases by status in an array).
    package var severity: Int {
      switch self {
      case .unknown: 0
      case .passed: 1
      case .skipped: 2
      case .pending: 3
      case .undefined: 4
      case .ambiguous: 5
      case .failed: 6
      }
    }

    /// The status in lower case, as reports write it (`passed`, `failed`, …): the same text as
    /// `rawValue.lowercased()`, without a case conversion for every step of a report.
    package var lowercaseName: String {
      switch self {
      case .unknown: "unknown"
      case .passed: "passed"
      case .skipped: "skipped"
      case .pending: "pending"
      case .undefined: "undefined"
      case .ambiguous: "ambiguous"
      case .failed: "failed"
      }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.severity < rhs.severity }
  }

  /// Something a step or hook attached to the report (text, an image, a link).
  public struct Attachment: Codable, Sendable, Hashable {
    /// The content: text as is, or binary data in base64 (see ``contentEncoding``).
    public var body: String
    /// `IDENTITY` or `BASE64`.
    public var contentEncoding: String
    /// The file name a report offers when the attachment is saved.
    public var fileName: String?
    /// The content's media type (`text/plain`, `image/png`, `text/uri-list`, …).
    public var mediaType: String
    /// The source it came from, when it is not a step's.
    public var source: Source?
    /// The ``TestCaseStarted/id`` of the attempt that attached it.
    public var testCaseStartedId: String?
    /// The ``TestCase/TestStep/id`` of the step or hook that attached it.
    public var testStepId: String?
    /// Where the content lives, when it is linked rather than carried in ``body``.
    public var url: String?
    /// The ``TestRunStarted/id`` of the run, when a run hook attached it.
    public var testRunStartedId: String?
    /// The ``TestRunHookStarted/id`` of the run hook that attached it.
    public var testRunHookStartedId: String?
    /// When it was attached.
    public var timestamp: Timestamp?

    /// Creates an attachment from its fields.
    public init(
      body: String, contentEncoding: String, fileName: String? = nil, mediaType: String, source: Source? = nil,
      testCaseStartedId: String? = nil, testStepId: String? = nil, url: String? = nil, testRunStartedId: String? = nil,
      testRunHookStartedId: String? = nil, timestamp: Timestamp? = nil
    ) {
      self.body = body
      self.contentEncoding = contentEncoding
      self.fileName = fileName
      self.mediaType = mediaType
      self.source = source
      self.testCaseStartedId = testCaseStartedId
      self.testStepId = testStepId
      self.url = url
      self.testRunStartedId = testRunStartedId
      self.testRunHookStartedId = testRunHookStartedId
      self.timestamp = timestamp
    }
  }

  /// A run-level hook (before or after all scenarios) began.
  public struct TestRunHookStarted: Codable, Sendable, Hashable {
    /// Names this run hook execution for ``TestRunHookFinished/testRunHookStartedId``.
    public var id: String
    /// The ``TestRunStarted/id`` of the run.
    public var testRunStartedId: String
    /// The ``Hook/id`` being run.
    public var hookId: String
    /// Which parallel worker runs it, when the run is parallel.
    public var workerId: String?
    /// When the hook began.
    public var timestamp: Timestamp

    /// Creates the message that starts a run hook.
    public init(id: String, testRunStartedId: String, hookId: String, workerId: String? = nil, timestamp: Timestamp) {
      self.id = id
      self.testRunStartedId = testRunStartedId
      self.hookId = hookId
      self.workerId = workerId
      self.timestamp = timestamp
    }
  }

  /// A run-level hook ended, with its result.
  public struct TestRunHookFinished: Codable, Sendable, Hashable {
    /// The ``TestRunHookStarted/id`` of the hook execution that ended.
    public var testRunHookStartedId: String
    /// How the hook ended: its status, duration and failure.
    public var result: TestStepResult
    /// When the hook ended.
    public var timestamp: Timestamp

    /// Creates the message that ends a run hook.
    public init(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp) {
      self.testRunHookStartedId = testRunHookStartedId
      self.result = result
      self.timestamp = timestamp
    }
  }
}
