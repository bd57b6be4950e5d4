import CucumberMessages
import Foundation
import SpecRun
import Testing

@Suite("A finished step names its test step by id, even where a hand-written test case repeats an id")
struct RepeatedTestStepIDTests {
  /// A test case whose first and third test steps share the id `ts1` (a stream another tool
  /// wrote by hand); its steps finish as `ts1`, `ts2`, `ts1`.
  static func stream(ids: (repeated: String, other: String)) -> String {
    let (repeated, other) = ids
    return """
      {"testRunStarted":{"id":"r","timestamp":{"seconds":0,"nanos":0}}}
      {"pickle":{"id":"p1","uri":"Specs/Shop.feature","location":{"line":3,"column":3},"name":"buy","language":"en","steps":[{"id":"ps1","text":"a shop","type":"Context","astNodeIds":[]},{"id":"ps2","text":"I buy an apple","type":"Action","astNodeIds":[]},{"id":"ps3","text":"I own an apple","type":"Outcome","astNodeIds":[]}],"tags":[],"astNodeIds":[]}}
      {"testCase":{"id":"tc1","pickleId":"p1","testSteps":[{"id":"\(repeated)","pickleStepId":"ps1","stepDefinitionIds":[]},{"id":"\(other)","pickleStepId":"ps2","stepDefinitionIds":[]},{"id":"\(repeated)","pickleStepId":"ps3","stepDefinitionIds":[]}]}}
      {"testCaseStarted":{"id":"st1","testCaseId":"tc1","attempt":0,"timestamp":{"seconds":0,"nanos":1}}}
      {"testStepFinished":{"testCaseStartedId":"st1","testStepId":"\(repeated)","testStepResult":{"status":"PASSED","duration":{"seconds":0,"nanos":0}},"timestamp":{"seconds":0,"nanos":2}}}
      {"testStepFinished":{"testCaseStartedId":"st1","testStepId":"\(other)","testStepResult":{"status":"PASSED","duration":{"seconds":0,"nanos":0}},"timestamp":{"seconds":0,"nanos":3}}}
      {"testStepFinished":{"testCaseStartedId":"st1","testStepId":"\(repeated)","testStepResult":{"status":"FAILED","duration":{"seconds":0,"nanos":0},"message":"no apple"},"timestamp":{"seconds":0,"nanos":4}}}
      {"testCaseFinished":{"testCaseStartedId":"st1","timestamp":{"seconds":0,"nanos":5},"willBeRetried":false}}
      {"testRunFinished":{"testRunStartedId":"r","success":false,"timestamp":{"seconds":0,"nanos":6}}}
      """
  }

  @Test(
    "each finish of a repeated id names the first test step with that id, whatever finished before it",
    arguments: [("ts1", "ts2"), ("1", "2")])
  func repeatedIDNamesTheFirstStep(repeated: String, other: String) throws {
    for keepingEnvelopes in [true, false] {
      let query = MessageQuery(
        try MessageStream.decode(ndjson: Data(Self.stream(ids: (repeated, other)).utf8)),
        keepingEnvelopes: keepingEnvelopes)
      let started = try #require(query.testCasesStarted.first)
      let finished = query.stepsFinished(of: started)
      #expect(finished.map(\.step.pickleStepId) == ["ps1", "ps2", "ps1"])
      #expect(finished.map(\.finished.testStepId) == [repeated, other, repeated])
      #expect(finished.map(\.finished.testStepResult.status) == [.passed, .passed, .failed])
    }
  }
}
