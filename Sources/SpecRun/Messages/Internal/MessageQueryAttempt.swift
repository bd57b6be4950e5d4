import CucumberMessages

extension MessageQuery {
  /// One test case attempt as the index keeps it: its `testCaseStarted`, where its test case is,
  /// and how it and each of its steps finished, held compactly (a step's position in its test
  /// case instead of its ids; a result's message and exception only when it has them), since a
  /// large run keeps one per scenario. The messages are made again when asked for.
  struct Attempt: Sendable {
    struct Finished: Sendable {
      var timestamp: Messages.Timestamp
      var willBeRetried: Bool
    }

    /// A `testStepFinished`, without the ids its attempt and test case already give.
    struct FinishedStep: Sendable {
      var stepIndex: Int32
      var status: Messages.TestStepResultStatus
      var duration: Messages.MessageDuration
      var timestamp: Messages.Timestamp
      /// The result's message and exception, boxed: most passed steps have neither.
      var details: Messages.Indirect<Details>?

      struct Details: Sendable {
        var message: String?
        var exception: Messages.MessageException?
      }

      /// The step at `stepIndex` of its test case, finished at `timestamp` with `result`.
      init(stepIndex: Int, result: Messages.TestStepResult, timestamp: Messages.Timestamp) {
        self.stepIndex = Int32(stepIndex)
        status = result.status
        duration = result.duration
        self.timestamp = timestamp
        details =
          result.message == nil && result.exception == nil
          ? nil : Messages.Indirect(Details(message: result.message, exception: result.exception))
      }

      var result: Messages.TestStepResult {
        Messages.TestStepResult(
          duration: duration, message: details?.value.message, status: status, exception: details?.value.exception)
      }
    }

    let started: Messages.TestCaseStarted
    let testCaseIndex: Int?
    var finished: Finished?
    private(set) var steps: [FinishedStep] = []

    init(started: Messages.TestCaseStarted, testCaseIndex: Int?) {
      self.started = started
      self.testCaseIndex = testCaseIndex
    }

    /// Records a finished step of this attempt as the first of `testSteps` (its test case's) with
    /// its id; one whose id is not there is not recorded, as no question could name its step.
    /// Steps finish in their test case's order, so when no two of `testSteps` share an id
    /// (`idsRepeat` false, as in every run specrun makes) the one after the last recorded is tried
    /// first; otherwise, or when it is not that one, the first with the id is searched for.
    mutating func add(
      _ finished: Messages.TestStepFinished, steps testSteps: [Messages.TestCase.TestStep], idsRepeat: Bool
    ) {
      let next = steps.count
      let guess = !idsRepeat && next < testSteps.count && testSteps[next].id == finished.testStepId ? next : nil
      guard let stepIndex = guess ?? testSteps.firstIndex(where: { $0.id == finished.testStepId }) else { return }
      if steps.isEmpty { steps.reserveCapacity(testSteps.count) }
      steps.append(FinishedStep(stepIndex: stepIndex, result: finished.testStepResult, timestamp: finished.timestamp))
    }

    /// Records `finished`, the steps of this attempt that finished, in order, each at its own
    /// position in its test case (a runner's, which made them; see ``MessageQuery/FinishedAttempt``).
    mutating func record(_ finished: [FinishedStep]) {
      if steps.isEmpty { steps = finished } else { steps += finished }
    }

    /// Whether two of `testSteps` share an id (a hand-written stream's; specrun gives each test
    /// step an id of its own).
    static func idsRepeat(in testSteps: [Messages.TestCase.TestStep]) -> Bool {
      for later in testSteps.indices.dropFirst() {
        let id = testSteps[later].id
        for earlier in 0..<later where testSteps[earlier].id == id { return true }
      }
      return false
    }
  }
}
