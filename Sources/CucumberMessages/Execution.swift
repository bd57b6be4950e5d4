extension Messages {
  /// The run began.
  public struct TestRunStarted: Codable, Sendable, Hashable {
    public var timestamp: Timestamp
    public var id: String?

    public init(timestamp: Timestamp, id: String? = nil) {
      self.timestamp = timestamp
      self.id = id
    }
  }

  /// The run ended; `success` is false when anything failed.
  public struct TestRunFinished: Codable, Sendable, Hashable {
    public var message: String?
    public var success: Bool
    public var timestamp: Timestamp
    public var exception: MessageException?
    public var testRunStartedId: String?

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
    public var id: String
    public var pickleId: String
    public var testSteps: [TestStep]
    public var testRunStartedId: String?

    public init(id: String, pickleId: String, testSteps: [TestStep], testRunStartedId: String? = nil) {
      self.id = id
      self.pickleId = pickleId
      self.testSteps = testSteps
      self.testRunStartedId = testRunStartedId
    }

    /// A hook run (`hookId`) or a pickle step (`pickleStepId`) with the definitions it matched.
    public struct TestStep: Codable, Sendable, Hashable {
      public var hookId: String?
      public var id: String
      public var pickleStepId: String?
      public var stepDefinitionIds: [String]?
      public var stepMatchArgumentsLists: [StepMatchArgumentsList]?

      public init(
        hookId: String? = nil, id: String, pickleStepId: String? = nil,
        stepDefinitionIds: [String]? = nil, stepMatchArgumentsLists: [StepMatchArgumentsList]? = nil
      ) {
        self.hookId = hookId
        self.id = id
        self.pickleStepId = pickleStepId
        self.stepDefinitionIds = stepDefinitionIds
        self.stepMatchArgumentsLists = stepMatchArgumentsLists
      }
    }

    public struct StepMatchArgumentsList: Codable, Sendable, Hashable {
      public var stepMatchArguments: [StepMatchArgument]

      public init(stepMatchArguments: [StepMatchArgument]) {
        self.stepMatchArguments = stepMatchArguments
      }
    }

    public struct StepMatchArgument: Codable, Sendable, Hashable {
      public var group: Group
      public var parameterTypeName: String?

      public init(group: Group, parameterTypeName: String? = nil) {
        self.group = group
        self.parameterTypeName = parameterTypeName
      }
    }

    /// A matched capture group: where it starts in the step text, its value, nested groups.
    public struct Group: Codable, Sendable, Hashable {
      public var children: [Group]?
      public var start: Int?
      public var value: String?

      public init(children: [Group]? = nil, start: Int? = nil, value: String? = nil) {
        self.children = children
        self.start = start
        self.value = value
      }
    }
  }

  /// An attempt at a test case began (`attempt` counts retries from 0).
  public struct TestCaseStarted: Codable, Sendable, Hashable {
    public var attempt: Int
    public var id: String
    public var testCaseId: String
    public var workerId: String?
    public var timestamp: Timestamp

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
    public var testCaseStartedId: String
    public var timestamp: Timestamp
    public var willBeRetried: Bool

    public init(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool) {
      self.testCaseStartedId = testCaseStartedId
      self.timestamp = timestamp
      self.willBeRetried = willBeRetried
    }
  }

  /// A step (or hook) of a test case attempt began.
  public struct TestStepStarted: Codable, Sendable, Hashable {
    public var testCaseStartedId: String
    public var testStepId: String
    public var timestamp: Timestamp

    public init(testCaseStartedId: String, testStepId: String, timestamp: Timestamp) {
      self.testCaseStartedId = testCaseStartedId
      self.testStepId = testStepId
      self.timestamp = timestamp
    }
  }

  /// A step (or hook) of a test case attempt ended, with its result.
  public struct TestStepFinished: Codable, Sendable, Hashable {
    public var testCaseStartedId: String
    public var testStepId: String
    public var testStepResult: TestStepResult
    public var timestamp: Timestamp

    public init(testCaseStartedId: String, testStepId: String, testStepResult: TestStepResult, timestamp: Timestamp) {
      self.testCaseStartedId = testCaseStartedId
      self.testStepId = testStepId
      self.testStepResult = testStepResult
      self.timestamp = timestamp
    }
  }

  /// How a step ended: its status, how long it took, and what went wrong.
  public struct TestStepResult: Codable, Sendable, Hashable {
    public var duration: MessageDuration
    public var message: String?
    public var status: TestStepResultStatus
    public var exception: MessageException?

    public init(
      duration: MessageDuration, message: String? = nil, status: TestStepResultStatus,
      exception: MessageException? = nil
    ) {
      self.duration = duration
      self.message = message
      self.status = status
      self.exception = exception
    }
  }

  /// A step's status, ordered from least to most severe.
  public enum TestStepResultStatus: String, Codable, Sendable, Comparable, CaseIterable {
    case unknown = "UNKNOWN"
    case passed = "PASSED"
    case skipped = "SKIPPED"
    case pending = "PENDING"
    case undefined = "UNDEFINED"
    case ambiguous = "AMBIGUOUS"
    case failed = "FAILED"

    var severity: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.severity < rhs.severity }
  }

  /// Something a step or hook attached to the report (text, an image, a link).
  public struct Attachment: Codable, Sendable, Hashable {
    public var body: String
    /// `IDENTITY` or `BASE64`.
    public var contentEncoding: String
    public var fileName: String?
    public var mediaType: String
    public var source: Source?
    public var testCaseStartedId: String?
    public var testStepId: String?
    public var url: String?
    public var testRunStartedId: String?
    public var testRunHookStartedId: String?
    public var timestamp: Timestamp?

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
    public var id: String
    public var testRunStartedId: String
    public var hookId: String
    public var workerId: String?
    public var timestamp: Timestamp

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
    public var testRunHookStartedId: String
    public var result: TestStepResult
    public var timestamp: Timestamp

    public init(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp) {
      self.testRunHookStartedId = testRunHookStartedId
      self.result = result
      self.timestamp = timestamp
    }
  }
}
