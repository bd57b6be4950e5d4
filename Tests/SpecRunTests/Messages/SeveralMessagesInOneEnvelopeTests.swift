import CucumberMessages
import SpecRun
import Testing

@Suite("An index reads every message of an envelope that carries several")
struct SeveralMessagesInOneEnvelopeTests {
  @Test("a test case's start and its first step's end in one envelope are indexed as the two would be one by one")
  func startAndStepTogether() throws {
    let envelopes = try SampleRun.envelopes(SampleRun.failingOutline)
    let startAt = try #require(envelopes.firstIndex { $0.testCaseStarted != nil })
    let stepAt = try #require(envelopes[startAt...].firstIndex { $0.testStepFinished != nil })
    let started = try #require(envelopes[startAt].testCaseStarted)
    var together = Messages.Envelope()
    together.testCaseStarted = started
    together.testStepFinished = envelopes[stepAt].testStepFinished
    #expect(!together.carriesOneMessage)
    var merged = envelopes
    merged[startAt] = together
    merged.remove(at: stepAt)

    let oneByOne = MessageQuery(envelopes)
    let fromMerged = MessageQuery(merged)
    #expect(!oneByOne.stepsFinished(of: started).isEmpty)
    #expect(fromMerged.stepsFinished(of: started).count == oneByOne.stepsFinished(of: started).count)
    #expect(fromMerged.finishedStatusCounts == oneByOne.finishedStatusCounts)
  }
}
