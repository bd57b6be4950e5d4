import CucumberMessages
import Foundation
import Testing

@Suite("Envelopes of a run's attempts and steps keep their messages whole")
struct RunMessageEnvelopeTests {
  let at = Messages.Timestamp(seconds: 7, nanos: 8)
  let failed = Messages.TestStepResult(
    duration: .init(seconds: 0, nanos: 5), message: "expected 2 pears", status: .failed,
    exception: .init(type: "Mismatch", message: "expected 2 pears", stackTrace: "Basket.swift:3"))

  var envelopes: [Messages.Envelope] {
    [
      Messages.Envelope(Messages.TestCaseStarted(attempt: 1, id: "s", testCaseId: "c", workerId: "w", timestamp: at)),
      Messages.Envelope(Messages.TestStepStarted(testCaseStartedId: "s", testStepId: "t", timestamp: at)),
      Messages.Envelope(
        Messages.TestStepFinished(
          testCaseStartedId: "s", testStepId: "t",
          testStepResult: .init(duration: .init(seconds: 1, nanos: 2), status: .passed), timestamp: at)),
      Messages.Envelope(
        Messages.TestStepFinished(testCaseStartedId: "s", testStepId: "u", testStepResult: failed, timestamp: at)),
      Messages.Envelope(Messages.TestCaseFinished(testCaseStartedId: "s", timestamp: at, willBeRetried: true)),
    ]
  }

  @Test("each is written as the official JSON, members in order and absent ones left out")
  func writtenAsTheOfficialJSON() {
    var json = JSONWriter()
    for envelope in envelopes {
      json.write(envelope)
      json.newline()
    }
    let time = #""timestamp":{"seconds":7,"nanos":8}"#
    #expect(
      json.text.split(separator: "\n") == [
        #"{"testCaseStarted":{"attempt":1,"id":"s","testCaseId":"c","workerId":"w",\#(time)}}"#,
        #"{"testStepStarted":{"testCaseStartedId":"s","testStepId":"t",\#(time)}}"#,
        #"{"testStepFinished":{"testCaseStartedId":"s","testStepId":"t","testStepResult":{"duration":{"seconds":1,"nanos":2},"status":"PASSED"},\#(time)}}"#,
        #"{"testStepFinished":{"testCaseStartedId":"s","testStepId":"u","testStepResult":{"duration":{"seconds":0,"nanos":5},"message":"expected 2 pears","status":"FAILED","exception":{"type":"Mismatch","message":"expected 2 pears","stackTrace":"Basket.swift:3"}},\#(time)}}"#,
        #"{"testCaseFinished":{"testCaseStartedId":"s",\#(time),"willBeRetried":true}}"#,
      ])
  }

  @Test("each comes back equal from its JSON, and equal envelopes hash alike")
  func decodedEqualAndHashedAlike() throws {
    let decoded = try envelopes.map { try JSONDecoder().decode(Messages.Envelope.self, from: JSONEncoder().encode($0)) }
    #expect(decoded == envelopes)
    #expect(Set(decoded + envelopes).count == envelopes.count)
    #expect(decoded[3].testStepFinished?.testStepResult == failed)
  }

  @Test("envelopes whose step results differ only in message, exception or status are not equal")
  func differentResultsDiffer() {
    let finished = Messages.TestStepFinished(
      testCaseStartedId: "s", testStepId: "u", testStepResult: failed, timestamp: at)
    var otherMessage = finished
    otherMessage.testStepResult.message = "expected 3 pears"
    var noException = finished
    noException.testStepResult.exception = nil
    var otherStatus = finished
    otherStatus.testStepResult.status = .pending
    let variants = [finished, otherMessage, noException, otherStatus].map(Messages.Envelope.init)
    #expect(Set(variants).count == 4)
    #expect(variants[2].testStepFinished?.testStepResult.message == "expected 2 pears")
    #expect(variants[2].testStepFinished?.testStepResult.exception == nil)
  }

  @Test("a result given a message and an exception and then cleared of both equals one that never had them")
  func clearedResultEqualsPlainOne() {
    var result = Messages.TestStepResult(duration: .init(seconds: 1, nanos: 0), status: .skipped)
    let plain = result
    result.message = "skipped by the scenario"
    result.exception = .init(type: "Skip")
    #expect(result != plain)
    result.message = nil
    #expect(result.exception?.type == "Skip")
    result.exception = nil
    #expect(result == plain)
    #expect(Set([result, plain]).count == 1)
  }

  @Test("replacing an envelope's step message with a document leaves only the document")
  func replacedByALargeMessage() {
    var envelope = envelopes[3]
    envelope.testStepFinished = nil
    envelope.source = Messages.Source(uri: "a.feature", data: "Feature: A", mediaType: "text/x.cucumber.gherkin+plain")
    #expect(envelope.carriesOneMessage)
    #expect(envelope.testStepFinished == nil)
    #expect(envelope.source?.uri == "a.feature")
  }
}
