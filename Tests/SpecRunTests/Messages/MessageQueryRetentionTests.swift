import SpecRun
import Testing

@Suite("A query that does not keep the stream still answers every report's questions")
struct MessageQueryRetentionTests {
  @Test("without the stream kept, the JUnit, progress and HTML reports are the same as with it")
  func reportsAreTheSame() throws {
    let envelopes = try SampleRun.envelopes(SampleRun.japanese)
    let kept = MessageQuery(envelopes)
    let index = MessageQuery(envelopes, keepingEnvelopes: false)
    #expect(kept.envelopes.count == envelopes.count)
    #expect(index.envelopes.isEmpty)
    for format in ReportFormat.allCases where !format.readsTheWholeStream {
      let formatter = format.formatter(colors: false)
      #expect(formatter.format(index) == formatter.format(kept), "the \(format.rawValue) report differs")
    }
  }

  @Test("without the stream kept, test cases are kept as sent, match arguments included")
  func testCasesAsSent() throws {
    let envelopes = try SampleRun.envelopes(SampleRun.japanese)
    let kept = MessageQuery(envelopes)
    let index = MessageQuery(envelopes, keepingEnvelopes: false)
    let arguments = kept.testCases.flatMap(\.testSteps).compactMap(\.stepMatchArgumentsLists)
    #expect(!arguments.isEmpty, "the sample run should match steps with arguments")
    #expect(index.testCases == kept.testCases)
    #expect(index.testCases == envelopes.compactMap(\.testCase))
  }

  @Test("only the message report reads the whole stream, so only it makes a run keep every envelope")
  func onlyTheMessageReportNeedsTheStream() {
    #expect(ReportFormat.allCases.filter(\.readsTheWholeStream) == [.message])
  }
}
