import CucumberMessages

extension MessageQuery {
  /// One attempt at a test case as a run made it, recorded as plain values (ids, times, results)
  /// in the order things happened; its messages, from `testCaseStarted` to `testCaseFinished`,
  /// are made from those values only when asked for (``envelopes``), so a runner that hands the
  /// attempt to another thread lets that thread make them (and free them). The index takes it
  /// whole (`query.add(attempt)`), one update per scenario instead of one per message
  /// read back out of its envelope.
  ///
  /// ```swift
  /// var attempt = MessageQuery.FinishedAttempt(started: started, testSteps: testCase.testSteps)
  /// attempt.stepStarted(0)                        // at the attempt's start
  /// attempt.suggested(snippet)                    // an undefined step's snippet
  /// attempt.stepFinished(0, .passed, after: duration, at: end)   // the next step starts at `end`
  /// attempt.finish(at: end, willBeRetried: false)
  /// let messages = attempt.envelopes              // made here, in the order recorded
  /// ```
  ///
  /// A test case's steps follow each other: a step starts when the attempt started or when the
  /// step that finished before it finished, which is the time its `testStepStarted` carries.
  struct FinishedAttempt: Sendable {
    /// One message of the attempt between its start and its end, in the order it was sent; what
    /// it carries is in the attempt's other values.
    enum Sent: Sendable, Equatable {
      /// The `testStepStarted` of the test step at this position of the test case.
      case stepStarted(Int32)
      /// The next of ``suggestions``.
      case suggestion
      /// The next of ``attachments``.
      case attachment
      /// The `testStepFinished` of the next of ``steps``.
      case stepFinished
    }

    /// Its `testCaseStarted`.
    private(set) var started: Messages.TestCaseStarted
    /// Its test case's steps, whose ids its step messages carry, by position.
    let testSteps: [Messages.TestCase.TestStep]
    /// How many of its first messages between the start and the end are steps starting and
    /// finishing in turn, the first step first: they need no entry in ``sent``, so an attempt whose
    /// steps attach nothing and suggest nothing (most of a run's) keeps no list of its messages.
    private(set) var inTurn = 0
    /// Its messages between the start and the end, in order, after the first ``inTurn``.
    private(set) var sent: [Sent] = []
    /// Its finished steps and hooks, in the order they finished.
    private(set) var steps: [Attempt.FinishedStep] = []
    /// What its steps attached, in order.
    private(set) var attachments: [Messages.Attachment] = []
    /// The snippets suggested for its undefined steps, in order.
    private(set) var suggestions: [Messages.Suggestion] = []
    /// Its `testCaseFinished`: when, and whether it runs again (`nil` until ``finish(at:willBeRetried:)``).
    private(set) var finished: Attempt.Finished?

    /// The attempt `started` of a test case whose steps are `testSteps`, with room for `expected`
    /// steps and hooks.
    init(started: Messages.TestCaseStarted, testSteps: [Messages.TestCase.TestStep], expected: Int = 0) {
      self.started = started
      self.testSteps = testSteps
      steps.reserveCapacity(expected)
    }

    /// The attempt made of these parts (a worker process's, read back: see ``WorkerWire``).
    init(
      started: Messages.TestCaseStarted, testSteps: [Messages.TestCase.TestStep], inTurn: Int, sent: [Sent],
      steps: [Attempt.FinishedStep], attachments: [Messages.Attachment], suggestions: [Messages.Suggestion],
      finished: Attempt.Finished?
    ) {
      self.started = started
      self.testSteps = testSteps
      self.inTurn = inTurn
      self.sent = sent
      self.steps = steps
      self.attachments = attachments
      self.suggestions = suggestions
      self.finished = finished
    }

    /// Gives the attempt its `testCaseStarted` id (on its attachments too), and each suggestion
    /// an id from `suggestionID`: an attempt made before its ids were drawn (a worker's, made
    /// behind the main actor; see ``WorkerWire``).
    mutating func identify(startedID: String, suggestionID: () -> String) {
      started.id = startedID
      for index in attachments.indices { attachments[index].testCaseStartedId = startedID }
      for index in suggestions.indices { suggestions[index].id = suggestionID() }
    }

    /// The test step at `position` of the test case started.
    mutating func stepStarted(_ position: Int) {
      if sent.isEmpty, inTurn % 2 == 0, position == inTurn / 2 {
        inTurn += 1
      } else {
        sent.append(.stepStarted(Int32(position)))
      }
    }

    /// A snippet was suggested for an undefined step.
    mutating func suggested(_ suggestion: Messages.Suggestion) {
      sent.append(.suggestion)
      suggestions.append(suggestion)
    }

    /// A step attached something (its message, made by the runner, carries the ids and the time).
    mutating func attached(_ attachment: Messages.Attachment) {
      sent.append(.attachment)
      attachments.append(attachment)
    }

    /// The test step at `position` of the test case finished `at` that time with `result`, `after`
    /// it ran that long. Kept as the index keeps it: no `TestStepResult` is made until its message is.
    mutating func stepFinished(
      _ position: Int, _ result: StepResult, after duration: Messages.MessageDuration, at timestamp: Messages.Timestamp
    ) {
      if sent.isEmpty, inTurn % 2 == 1 { inTurn += 1 } else { sent.append(.stepFinished) }
      steps.append(.init(stepIndex: position, result: result, duration: duration, timestamp: timestamp))
    }

    /// The attempt ended `at` that time, and runs again when `willBeRetried`.
    mutating func finish(at timestamp: Messages.Timestamp, willBeRetried: Bool) {
      finished = .init(timestamp: timestamp, willBeRetried: willBeRetried)
    }

    /// Every message of the attempt, in the order sent: its `testCaseStarted`, what was recorded
    /// between, and its `testCaseFinished` once it finished.
    var envelopes: [Messages.Envelope] {
      var envelopes: [Messages.Envelope] = []
      envelopes.reserveCapacity(inTurn + sent.count + 2)
      forEachEnvelope { envelopes.append($0) }
      return envelopes
    }

    /// Makes each message of the attempt in the order sent (see ``envelopes``) and gives it to
    /// `body`, without collecting them.
    ///
    /// Always inlined: a caller's closure that reads an `inout` index (`MessageQuery.add(_:to:thenEach:)`'s)
    /// otherwise copied the whole index for every message it was given.
    @inline(__always)
    func forEachEnvelope(_ body: (Messages.Envelope) -> Void) {
      body(.init(started))
      var (step, suggestion, attachment) = (0, 0, 0)
      // When the step about to start begins: the attempt's start, then each step's end.
      var boundary = started.timestamp
      for position in 0..<(inTurn + sent.count) {
        // The first `inTurn` messages alternate a step's start (the next step's) and its end.
        let message: Sent =
          position < inTurn
          ? (position % 2 == 0 ? .stepStarted(Int32(position / 2)) : .stepFinished) : sent[position - inTurn]
        switch message {
        case .stepStarted(let position):
          body(
            .init(
              Messages.TestStepStarted(
                testCaseStartedId: started.id, testStepId: testSteps[Int(position)].id, timestamp: boundary)))
        case .suggestion:
          body(.init(suggestions[suggestion]))
          suggestion += 1
        case .attachment:
          body(.init(attachments[attachment]))
          attachment += 1
        case .stepFinished:
          let finished = steps[step]
          body(
            .init(
              Messages.TestStepFinished(
                testCaseStartedId: started.id, testStepId: testSteps[Int(finished.stepIndex)].id,
                testStepResult: finished.result, timestamp: finished.timestamp)))
          boundary = finished.timestamp
          step += 1
        }
      }
      if let finished {
        body(
          .init(
            Messages.TestCaseFinished(
              testCaseStartedId: started.id, timestamp: finished.timestamp, willBeRetried: finished.willBeRetried)))
      }
    }
  }
}

extension MessageQuery.Attempt.FinishedStep {
  /// The step at `stepIndex` of its test case, finished at `timestamp` with `result` after
  /// `duration`: a runner's own result, its message and exception boxed only when it has them.
  init(stepIndex: Int, result: StepResult, duration: Messages.MessageDuration, timestamp: Messages.Timestamp) {
    self.stepIndex = Int32(stepIndex)
    status = result.status
    self.duration = duration
    self.timestamp = timestamp
    details =
      result.message == nil && result.exceptionType == nil
      ? nil
      : Messages.Indirect(
        Details(
          message: result.message,
          exception: result.exceptionType.map { Messages.MessageException(type: $0, message: result.message) }))
  }
}
