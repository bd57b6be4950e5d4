import Foundation
import SpecRun
import Testing

@Suite("JUnit reports for CI")
struct JUnitFormatterTests {
  /// A run of one feature with a passing scenario and a failing example of an outline.
  static let run = """
    {"testRunStarted":{"id":"r","timestamp":{"seconds":1700000000,"nanos":0}}}
    {"gherkinDocument":{"uri":"Specs/Counter.feature","comments":[],"feature":{"location":{"line":1,"column":1},"tags":[],"language":"en","keyword":"Feature","name":"Counter","description":"","children":[{"scenario":{"location":{"line":3,"column":3},"tags":[],"keyword":"Scenario","name":"Counting up","description":"","steps":[{"location":{"line":4,"column":5},"keyword":"When ","keywordType":"Action","text":"I tap <less & more>","id":"s1"}],"examples":[],"id":"sc1"}}]}}}
    {"pickle":{"id":"p1","uri":"Specs/Counter.feature","location":{"line":3,"column":3},"name":"Counting up","language":"en","steps":[{"id":"ps1","text":"I tap <less & more>","type":"Action","astNodeIds":["s1"]}],"tags":[],"astNodeIds":["sc1"]}}
    {"testCase":{"id":"tc1","pickleId":"p1","testSteps":[{"id":"ts1","pickleStepId":"ps1","stepDefinitionIds":[],"stepMatchArgumentsLists":[]}]}}
    {"testCaseStarted":{"id":"st1","testCaseId":"tc1","attempt":0,"timestamp":{"seconds":1700000000,"nanos":0}}}
    {"testStepFinished":{"testCaseStartedId":"st1","testStepId":"ts1","testStepResult":{"status":"FAILED","duration":{"seconds":0,"nanos":0},"message":"State was not as expected ]]> here","exception":{"type":"StateMismatch","message":"count: 0 → 1"}},"timestamp":{"seconds":1700000000,"nanos":2500000}}}
    {"testCaseFinished":{"testCaseStartedId":"st1","timestamp":{"seconds":1700000000,"nanos":2500000},"willBeRetried":false}}
    {"testRunFinished":{"testRunStartedId":"r","success":false,"timestamp":{"seconds":1700000002,"nanos":0}}}
    """

  @Test("a failing scenario becomes a failure with its type, message and details, escaped")
  func failingScenario() throws {
    let xml = JUnitFormatter().format(try MessageStream.decode(ndjson: Data(Self.run.utf8)))
    #expect(
      xml.contains(
        "<testsuite name=\"Cucumber\" time=\"2\" tests=\"1\" skipped=\"0\" failures=\"1\" errors=\"0\" timestamp=\"2023-11-14T22:13:20Z\">"
      ))
    #expect(xml.contains("<testcase classname=\"Counter\" name=\"Counting up\" time=\"0.0025\">"))
    #expect(xml.contains("<failure type=\"StateMismatch\" message=\"count: 0 → 1\">"))
    #expect(xml.contains("<![CDATA[State was not as expected ]]]]><![CDATA[> here]]>"))
    // 24 characters of step, then dots up to column 76, then the status.
    #expect(xml.contains("When I tap <less & more>" + String(repeating: ".", count: 52) + "failed"))
  }

  @Test("a suite name and class name can be chosen")
  func customNames() throws {
    let formatter = JUnitFormatter(suiteName: "Macho & co", testClassName: "Specs")
    let xml = formatter.format(try MessageStream.decode(ndjson: Data(Self.run.utf8)))
    #expect(xml.contains("<testsuite name=\"Macho &amp; co\""))
    #expect(xml.contains("<testcase classname=\"Specs\""))
  }

  @Test("a line that is not an envelope is reported with its line number")
  func malformedStream() {
    #expect {
      try MessageStream.decode(ndjson: Data("{\"meta\":{}}\n\nnot json\n".utf8))
    } throws: { error in
      "\(error)".hasPrefix("line 1:") || "\(error)".hasPrefix("line 3:")
    }
  }
}
