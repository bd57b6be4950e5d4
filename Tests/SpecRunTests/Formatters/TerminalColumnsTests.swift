import SpecRun
import Testing

@Suite("Data tables line up on a terminal, whatever the script")
struct TerminalColumnsTests {
  /// A passing step with a data table whose cells are `rows`.
  func report(_ rows: [[String]]) throws -> String {
    let cells = rows.map { row in
      "{\"cells\":[" + row.map { "{\"value\":\"\($0)\"}" }.joined(separator: ",") + "]}"
    }.joined(separator: ",")
    let stream = """
      {"testRunStarted":{"id":"r","timestamp":{"seconds":0,"nanos":0}}}
      {"gherkinDocument":{"uri":"Specs/表.feature","comments":[],"feature":{"location":{"line":1,"column":1},"tags":[],"language":"ja","keyword":"機能","name":"表","description":"","children":[{"scenario":{"location":{"line":2,"column":3},"tags":[],"keyword":"シナリオ","name":"点数","description":"","steps":[{"location":{"line":3,"column":5},"keyword":"前提 ","keywordType":"Context","text":"点数表","id":"s1"}],"examples":[],"id":"sc1"}}]}}}
      {"pickle":{"id":"p1","uri":"Specs/表.feature","location":{"line":2,"column":3},"name":"点数","language":"ja","steps":[{"id":"ps1","text":"点数表","type":"Context","astNodeIds":["s1"],"argument":{"dataTable":{"rows":[\(cells)]}}}],"tags":[],"astNodeIds":["sc1"]}}
      {"testCase":{"id":"tc1","pickleId":"p1","testSteps":[{"id":"ts1","pickleStepId":"ps1","stepDefinitionIds":["d1"],"stepMatchArgumentsLists":[]}]}}
      {"testCaseStarted":{"id":"st1","testCaseId":"tc1","attempt":0,"timestamp":{"seconds":0,"nanos":0}}}
      {"testStepFinished":{"testCaseStartedId":"st1","testStepId":"ts1","testStepResult":{"status":"PASSED","duration":{"seconds":0,"nanos":0}},"timestamp":{"seconds":0,"nanos":1}}}
      {"testCaseFinished":{"testCaseStartedId":"st1","timestamp":{"seconds":0,"nanos":2},"willBeRetried":false}}
      {"testRunFinished":{"testRunStartedId":"r","success":true,"timestamp":{"seconds":0,"nanos":3}}}
      """
    return PrettyFormatter().format(try SampleRun.envelopes(stream))
  }

  @Test("a kanji or kana takes two columns, so the bars after Japanese cells line up with the Latin rows")
  func wideCharacters() throws {
    let report = try report([["名前", "点数"], ["Alice", "10"], ["ｶﾅ", "１２"]])
    #expect(report.contains("        | 名前  | 点数 |\n"))
    #expect(report.contains("        | Alice | 10   |\n"))
    #expect(report.contains("        | ｶﾅ    | １２ |\n"))
  }

  @Test("a combining accent takes no column of its own")
  func combiningMarks() throws {
    let report = try report([["e\u{301}te\u{301}", "x"], ["summer", "y"]])
    #expect(report.contains("        | e\u{301}te\u{301}    | x |\n"))
  }
}
