import CucumberMessages
import SpecRun
import Testing

@Suite("A query counts finished test cases by status as they finish")
struct FinishedStatusCountsTests {
  @Test("each finished test case counts once, with its most severe step, as the full count over the run does")
  func countsMatchTheFullCount() throws {
    for stream in [SampleRun.failingOutline, SampleRun.japanese] {
      let query = MessageQuery(try SampleRun.envelopes(stream))
      #expect(query.finishedStatusCounts == query.mostSevereStatusCounts)
      #expect(query.finishedStatusCounts.values.reduce(0, +) == query.testCaseCount)
    }
  }

  @Test("a test case still running is not counted yet, and a retried attempt never is")
  func runningAndRetried() throws {
    var envelopes = try SampleRun.envelopes(SampleRun.failingOutline)
    let finishedAt = try #require(envelopes.firstIndex { $0.testCaseFinished != nil })
    #expect(MessageQuery(envelopes[..<finishedAt]).finishedStatusCounts.isEmpty)
    var retried = try #require(envelopes[finishedAt].testCaseFinished)
    retried.willBeRetried = true
    envelopes[finishedAt] = Messages.Envelope(retried)
    #expect(MessageQuery(envelopes).finishedStatusCounts.isEmpty)
  }
}
