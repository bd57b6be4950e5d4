import CucumberMessages
import Testing

@testable import SpecRun

/// An attempt recorded as plain values, as a lane's scenario records it, and the messages made
/// from them where they are read.
@Suite("A finished attempt's messages made from what it recorded")
struct FinishedAttemptTests {
  static func time(_ seconds: Int64) -> Messages.Timestamp { .init(seconds: seconds, nanos: 0) }
  static let testCase = Messages.TestCase(
    id: "case", pickleId: "pickle",
    testSteps: [.init(hookId: "hook", id: "before"), .init(id: "given", pickleStepId: "step 1"), .init(id: "then")])
  static let started = Messages.TestCaseStarted(attempt: 1, id: "started", testCaseId: "case", timestamp: time(10))
  static let suggestion = Messages.Suggestion(
    id: "snippet", pickleStepId: "step 1", snippets: [.init(language: "swift", code: "Given(\"x\") { _ in }")])
  static let attachment = Messages.Attachment(
    body: "basket", contentEncoding: "IDENTITY", mediaType: "text/plain", testCaseStartedId: "started",
    testStepId: "then", timestamp: time(13))
  static let passed = Messages.TestStepResult(duration: .init(seconds: 1, nanos: 0), status: .passed)
  static let undefined = Messages.TestStepResult(duration: .init(seconds: 1, nanos: 0), status: .undefined)
  static let failed = Messages.TestStepResult(
    duration: .init(seconds: 1, nanos: 5), message: "expected 2", status: .failed,
    exception: .init(type: "StepFailure", message: "expected 2"))

  /// A hook that passed, an undefined step with its snippet, and a step that attached and failed.
  static func recorded(willBeRetried: Bool = true) -> MessageQuery.FinishedAttempt {
    var attempt = MessageQuery.FinishedAttempt(started: started, testSteps: testCase.testSteps, expected: 3)
    attempt.stepStarted(0)
    attempt.stepFinished(0, .passed, after: .init(seconds: 1, nanos: 0), at: time(11))
    attempt.stepStarted(1)
    attempt.suggested(suggestion)
    attempt.stepFinished(1, StepResult(status: .undefined), after: .init(seconds: 1, nanos: 0), at: time(12))
    attempt.stepStarted(2)
    attempt.attached(attachment)
    attempt.stepFinished(
      2, StepResult(status: .failed, message: "expected 2", exceptionType: "StepFailure"),
      after: .init(seconds: 1, nanos: 5), at: time(13))
    attempt.finish(at: time(14), willBeRetried: willBeRetried)
    return attempt
  }

  @Test(
    "the messages follow the order recorded: each step's start at the end of the one before, its snippet, its attachments, its end"
  )
  func messagesInOrder() {
    let expected: [Messages.Envelope] = [
      .init(Self.started),
      .init(Messages.TestStepStarted(testCaseStartedId: "started", testStepId: "before", timestamp: Self.time(10))),
      .init(
        Messages.TestStepFinished(
          testCaseStartedId: "started", testStepId: "before", testStepResult: Self.passed, timestamp: Self.time(11))),
      .init(Messages.TestStepStarted(testCaseStartedId: "started", testStepId: "given", timestamp: Self.time(11))),
      .init(Self.suggestion),
      .init(
        Messages.TestStepFinished(
          testCaseStartedId: "started", testStepId: "given", testStepResult: Self.undefined, timestamp: Self.time(12))),
      .init(Messages.TestStepStarted(testCaseStartedId: "started", testStepId: "then", timestamp: Self.time(12))),
      .init(Self.attachment),
      .init(
        Messages.TestStepFinished(
          testCaseStartedId: "started", testStepId: "then", testStepResult: Self.failed, timestamp: Self.time(13))),
      .init(Messages.TestCaseFinished(testCaseStartedId: "started", timestamp: Self.time(14), willBeRetried: true)),
    ]
    let made = Self.recorded().envelopes
    #expect(made.count == expected.count)
    for (position, (madeOne, expectedOne)) in zip(made, expected).enumerated() {
      #expect(madeOne == expectedOne, "message \(position)")
    }
  }

  @Test("a step begun but not finished sends its start alone, and an attempt not finished no end")
  func unfinished() {
    var attempt = MessageQuery.FinishedAttempt(started: Self.started, testSteps: Self.testCase.testSteps)
    attempt.stepStarted(0)
    #expect(
      attempt.envelopes == [
        .init(Self.started),
        .init(Messages.TestStepStarted(testCaseStartedId: "started", testStepId: "before", timestamp: Self.time(10))),
      ])
  }

  @Test("steps started out of their order, or twice, are sent in the order recorded")
  func outOfTurn() {
    var attempt = MessageQuery.FinishedAttempt(started: Self.started, testSteps: Self.testCase.testSteps)
    attempt.stepStarted(0)
    attempt.stepFinished(0, .passed, after: .init(seconds: 1, nanos: 0), at: Self.time(11))
    attempt.stepStarted(2)
    attempt.stepStarted(2)
    attempt.stepFinished(2, .skipped, after: .init(seconds: 1, nanos: 0), at: Self.time(12))
    func started(_ id: String, _ seconds: Int64) -> Messages.Envelope {
      .init(Messages.TestStepStarted(testCaseStartedId: "started", testStepId: id, timestamp: Self.time(seconds)))
    }
    func finished(_ id: String, _ status: Messages.TestStepResultStatus, _ seconds: Int64) -> Messages.Envelope {
      .init(
        Messages.TestStepFinished(
          testCaseStartedId: "started", testStepId: id,
          testStepResult: .init(duration: .init(seconds: 1, nanos: 0), status: status), timestamp: Self.time(seconds)))
    }
    #expect(
      attempt.envelopes == [
        .init(Self.started), started("before", 10), finished("before", .passed, 11), started("then", 11),
        started("then", 11), finished("then", .skipped, 12),
      ])
  }

  @Test("the index given the attempt whole answers as it does given the attempt's messages one by one")
  func indexedWholeAsOneByOne() {
    let attempt = Self.recorded(willBeRetried: false)
    var whole = MessageQuery([.init(Self.testCase)], keepingEnvelopes: true)
    whole.add(attempt)
    var oneByOne = MessageQuery([.init(Self.testCase)], keepingEnvelopes: true)
    for envelope in attempt.envelopes { oneByOne.update(envelope) }

    #expect(whole.envelopes == oneByOne.envelopes)
    #expect(whole.testCasesStarted.map(\.id) == ["started"])
    #expect(whole.finished(Self.started) == oneByOne.finished(Self.started))
    #expect(whole.finished(Self.started)?.timestamp == Self.time(14))
    #expect(
      whole.stepsFinished(of: Self.started).map(\.finished) == oneByOne.stepsFinished(of: Self.started).map(\.finished))
    #expect(whole.stepsFinished(of: Self.started).map(\.step.id) == ["before", "given", "then"])
    #expect(whole.attachments(of: Self.started) == [Self.attachment])
    #expect(whole.mostSevereResult(of: Self.started) == Self.failed)
    #expect(whole.mostSevereStatusCounts == oneByOne.mostSevereStatusCounts)
  }

  @Test(
    "sent on, each message is read once, in order, with the index holding the whole attempt, whether or not it keeps messages",
    arguments: [true, false])
  func readInOrderWithTheIndex(keeping: Bool) {
    let attempt = Self.recorded(willBeRetried: false)
    var query = MessageQuery([.init(Self.testCase)], keepingEnvelopes: keeping)
    var read: [Messages.Envelope] = []
    var finishedWhenRead: [Bool] = []
    MessageQuery.add(attempt, to: &query) { envelope, query in
      read.append(envelope)
      finishedWhenRead.append(query.finished(Self.started) != nil)
    }
    #expect(read == attempt.envelopes)
    #expect(finishedWhenRead == Array(repeating: true, count: attempt.envelopes.count))
    #expect(query.envelopes.count == (keeping ? 1 + attempt.envelopes.count : 0))
  }
}
