import Foundation
import SpecRun
import Testing

@Suite("JUnit reports for CI")
struct JUnitFormatterTests {
  @Test("a failing scenario becomes a failure with its type, message and details, escaped")
  func failingScenario() throws {
    let xml = JUnitFormatter().format(try MessageStream.decode(ndjson: Data(SampleRun.failingOutline.utf8)))
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
    let xml = formatter.format(try MessageStream.decode(ndjson: Data(SampleRun.failingOutline.utf8)))
    #expect(xml.contains("<testsuite name=\"Macho &amp; co\""))
    #expect(xml.contains("<testcase classname=\"Specs\""))
  }

  @Test(
    "times are plain decimals, never in exponent form",
    arguments: [
      (83_923, "0.000083923"), (7_000_000, "0.007"), (0, "0"), (500_000_000, "0.5"),
    ])
  func plainDecimalTimes(nanos: Int, text: String) throws {
    let run = SampleRun.failingOutline.replacingOccurrences(of: "\"nanos\":2500000}", with: "\"nanos\":\(nanos)}")
    let xml = JUnitFormatter().format(try SampleRun.envelopes(run))
    #expect(xml.contains("<testcase classname=\"Counter\" name=\"Counting up\" time=\"\(text)\">"))
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
