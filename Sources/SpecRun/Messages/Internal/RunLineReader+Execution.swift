import CucumberMessages

/// A saved run's test cases, attempts and steps (most of its lines), read without the decoder.
extension RunLineReader.Cursor {
  /// A result with no message and no exception (every passed step's).
  mutating func result() -> Messages.TestStepResult? {
    var duration: Messages.MessageDuration?
    var status: Messages.TestStepResultStatus?
    let read = object { cursor, key in
      switch key {
      case "duration": Self.fill(&duration, with: cursor.duration())
      case "status": Self.fill(&status, with: cursor.string().flatMap(Messages.TestStepResultStatus.init(rawValue:)))
      default: false
      }
    }
    guard read, let duration, let status else { return nil }
    return Messages.TestStepResult(duration: duration, status: status)
  }

  mutating func stepStarted() -> Messages.TestStepStarted? {
    var started: String?
    var step: String?
    var time: Messages.Timestamp?
    let read = object { cursor, key in
      switch key {
      case "testCaseStartedId": Self.fill(&started, with: cursor.string())
      case "testStepId": Self.fill(&step, with: cursor.string())
      case "timestamp": Self.fill(&time, with: cursor.timestamp())
      default: false
      }
    }
    guard read, let started, let step, let time else { return nil }
    return Messages.TestStepStarted(testCaseStartedId: started, testStepId: step, timestamp: time)
  }

  mutating func stepFinished() -> Messages.TestStepFinished? {
    var started: String?
    var step: String?
    var result: Messages.TestStepResult?
    var time: Messages.Timestamp?
    let read = object { cursor, key in
      switch key {
      case "testCaseStartedId": Self.fill(&started, with: cursor.string())
      case "testStepId": Self.fill(&step, with: cursor.string())
      case "testStepResult": Self.fill(&result, with: cursor.result())
      case "timestamp": Self.fill(&time, with: cursor.timestamp())
      default: false
      }
    }
    guard read, let started, let step, let result, let time else { return nil }
    return Messages.TestStepFinished(
      testCaseStartedId: started, testStepId: step, testStepResult: result, timestamp: time)
  }

  mutating func caseStarted() -> Messages.TestCaseStarted? {
    var attempt: Int?
    var id: String?
    var testCase: String?
    var worker: String?
    var time: Messages.Timestamp?
    let read = object { cursor, key in
      switch key {
      case "attempt": Self.fill(&attempt, with: cursor.integer().flatMap { Int(exactly: $0) })
      case "id": Self.fill(&id, with: cursor.string())
      case "testCaseId": Self.fill(&testCase, with: cursor.string())
      case "workerId": Self.fill(&worker, with: cursor.string())
      case "timestamp": Self.fill(&time, with: cursor.timestamp())
      default: false
      }
    }
    guard read, let attempt, let id, let testCase, let time else { return nil }
    return Messages.TestCaseStarted(attempt: attempt, id: id, testCaseId: testCase, workerId: worker, timestamp: time)
  }

  mutating func caseFinished() -> Messages.TestCaseFinished? {
    var started: String?
    var time: Messages.Timestamp?
    var retried: Bool?
    let read = object { cursor, key in
      switch key {
      case "testCaseStartedId": Self.fill(&started, with: cursor.string())
      case "timestamp": Self.fill(&time, with: cursor.timestamp())
      case "willBeRetried": Self.fill(&retried, with: cursor.bool())
      default: false
      }
    }
    guard read, let started, let time, let retried else { return nil }
    return Messages.TestCaseFinished(testCaseStartedId: started, timestamp: time, willBeRetried: retried)
  }

  /// A test case: its steps, hooks and the arguments each step's definitions captured.
  mutating func testCase() -> Messages.TestCase? {
    var id: String?
    var pickle: String?
    var steps: [Messages.TestCase.TestStep]?
    var run: String?
    let read = object { cursor, key in
      switch key {
      case "id": Self.fill(&id, with: cursor.string())
      case "pickleId": Self.fill(&pickle, with: cursor.string())
      case "testSteps": Self.fill(&steps, with: cursor.array { $0.testStep() })
      case "testRunStartedId": Self.fill(&run, with: cursor.string())
      default: false
      }
    }
    guard read, let id, let pickle, let steps else { return nil }
    return Messages.TestCase(id: id, pickleId: pickle, testSteps: steps, testRunStartedId: run)
  }

  mutating func testStep() -> Messages.TestCase.TestStep? {
    var hook: String?
    var id: String?
    var pickleStep: String?
    var definitions: [String]?
    var arguments: [Messages.TestCase.StepMatchArgumentsList]?
    let read = object { cursor, key in
      switch key {
      case "hookId": Self.fill(&hook, with: cursor.string())
      case "id": Self.fill(&id, with: cursor.string())
      case "pickleStepId": Self.fill(&pickleStep, with: cursor.string())
      case "stepDefinitionIds": Self.fill(&definitions, with: cursor.array { $0.string() })
      case "stepMatchArgumentsLists": Self.fill(&arguments, with: cursor.array { $0.argumentsList() })
      default: false
      }
    }
    guard read, let id else { return nil }
    return Messages.TestCase.TestStep(
      hookId: hook, id: id, pickleStepId: pickleStep, stepDefinitionIds: definitions,
      stepMatchArgumentsLists: arguments)
  }

  mutating func argumentsList() -> Messages.TestCase.StepMatchArgumentsList? {
    var arguments: [Messages.TestCase.StepMatchArgument]?
    let read = object { cursor, key in
      key == "stepMatchArguments" && Self.fill(&arguments, with: cursor.array { $0.argument() })
    }
    guard read, let arguments else { return nil }
    return Messages.TestCase.StepMatchArgumentsList(stepMatchArguments: arguments)
  }

  mutating func argument() -> Messages.TestCase.StepMatchArgument? {
    var group: Messages.TestCase.Group?
    var type: String?
    let read = object { cursor, key in
      switch key {
      case "group": Self.fill(&group, with: cursor.group(depth: 0))
      case "parameterTypeName": Self.fill(&type, with: cursor.string())
      default: false
      }
    }
    guard read, let group else { return nil }
    return Messages.TestCase.StepMatchArgument(group: group, parameterTypeName: type)
  }

  /// A capture group and the groups nested in it, read this deep at most (an expression's
  /// groups nest a few levels; deeper nesting is the decoder's, which has its own limit).
  static let deepestGroup = 16

  mutating func group(depth: Int) -> Messages.TestCase.Group? {
    guard depth < Self.deepestGroup else { return nil }
    var children: [Messages.TestCase.Group]?
    var start: Int?
    var value: String?
    let read = object { cursor, key in
      switch key {
      case "children": Self.fill(&children, with: cursor.array { $0.group(depth: depth + 1) })
      case "start": Self.fill(&start, with: cursor.integer().flatMap { Int(exactly: $0) })
      case "value": Self.fill(&value, with: cursor.string())
      default: false
      }
    }
    guard read else { return nil }
    return Messages.TestCase.Group(children: children, start: start, value: value)
  }
}
