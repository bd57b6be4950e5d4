import CucumberMessages
import Testing

@testable import SpecRun

@Suite("A worker's attempt crosses to the run whole, and the run reports it with its own ids")
struct WorkerWireTests {
  /// An attempt with a passed step, an attachment, a suggestion and a failed step, run again
  /// after: its ids those of `ids` (the started attempt, the test steps, the pickle's steps, the
  /// suggestion).
  static func attempt(ids: [String: String]) -> MessageQuery.FinishedAttempt {
    let time = { (nanos: Int32) in Messages.Timestamp(seconds: 1_700_000_000, nanos: nanos) }
    var attempt = MessageQuery.FinishedAttempt(
      started: Messages.TestCaseStarted(
        attempt: 1, id: ids["started"]!, testCaseId: ids["testCase"]!, workerId: ids["worker"], timestamp: time(0)),
      testSteps: [Messages.TestCase.TestStep(id: ids["step0"]!), Messages.TestCase.TestStep(id: ids["step1"]!)])
    attempt.stepStarted(0)
    attempt.stepFinished(0, .passed, after: Messages.MessageDuration(seconds: 0, nanos: 5), at: time(5))
    attempt.stepStarted(1)
    attempt.attached(
      Messages.Attachment(
        body: "a note", contentEncoding: "IDENTITY", mediaType: "text/plain", testCaseStartedId: ids["started"],
        testStepId: ids["step1"], timestamp: time(6)))
    attempt.suggested(
      Messages.Suggestion(
        id: ids["suggestion"]!, pickleStepId: ids["pickleStep1"]!,
        snippets: [Messages.Suggestion.Snippet(language: "swift", code: "steps.then(\"x\") { _ in }")]))
    attempt.stepFinished(
      1, StepResult(status: .failed, message: "2 ≠ 3", exceptionType: "StoreMismatch"),
      after: Messages.MessageDuration(seconds: 1, nanos: 7), at: time(9))
    attempt.finish(at: time(10), willBeRetried: true)
    return attempt
  }

  static let workerIDs = [
    "started": "41", "testCase": "40", "step0": "38", "step1": "39", "pickleStep0": "36", "pickleStep1": "37",
    "suggestion": "42",
  ]
  static let runIDs = [
    "started": "901", "testCase": "800", "step0": "801", "step1": "802", "pickleStep0": "700", "pickleStep1": "701",
    "suggestion": "902", "worker": "1",
  ]

  @Test("the run's attempt has every message the worker's had, in its order, with the run's ids")
  func roundTrip() throws {
    let worked = ScenarioExecutor.ScenarioAttempt(
      indexed: Self.attempt(ids: Self.workerIDs), status: .failed, number: 1)
    let record = WorkerWire.record(
      of: worked, at: 12, countsAsFailure: true,
      pickleSteps: [Self.workerIDs["pickleStep0"]!, Self.workerIDs["pickleStep1"]!])
    var reader = WorkerWire.Reader(record[4...])
    #expect(try reader.kind() == .attempt)
    let result = try reader.result()
    #expect(result.position == 12)
    #expect(result.number == 1)
    #expect(result.status == .failed)
    #expect(result.countsAsFailure)
    #expect(result.willBeRetried)
    let expected = Self.attempt(ids: Self.runIDs)
    var started = expected.started
    started.id = ""
    let reported = result.attempt(
      started: started,
      testCase: Messages.TestCase(id: Self.runIDs["testCase"]!, pickleId: "600", testSteps: expected.testSteps),
      pickleSteps: { [Self.runIDs["pickleStep0"]!, Self.runIDs["pickleStep1"]!] }, suggestionID: { "" })
    #expect(reported.envelopes != expected.envelopes)
    var identified = reported
    identified.identify(startedID: Self.runIDs["started"]!, suggestionID: { Self.runIDs["suggestion"]! })
    #expect(identified.envelopes == expected.envelopes)
    #expect(identified.envelopes.count == 8)
  }

  @Test("a record cut short is malformed, never read past its end")
  func truncated() {
    let worked = ScenarioExecutor.ScenarioAttempt(
      indexed: Self.attempt(ids: Self.workerIDs), status: .failed, number: 1)
    let record = WorkerWire.record(of: worked, at: 3, countsAsFailure: false, pickleSteps: [])
    for end in stride(from: 5, to: record.count, by: 7) {
      var reader = WorkerWire.Reader(record[4..<end])
      #expect(throws: WorkerWire.Malformed.self) {
        _ = try reader.kind()
        _ = try reader.result()
      }
    }
  }
}
