import EvergreenReporting
import Testing

@Suite("an issue quotes the line of source it is attributed to")
struct ReportedIssueSourceLineTests {
  private func issue(at line: Int, in filePath: String = "\(#filePath)") -> ReportedIssue {
    ReportedIssue(message: "failed", fileID: "EvergreenTestingTests/x.swift", filePath: filePath, line: line, column: 1)
  }

  @Test("the line it names is quoted as written")
  func quotesItsLine() {
    let line = #line + 1
    let quoted = "this very line is what the issue quotes"
    #expect(issue(at: line).sourceLine == #"    let quoted = "this very line is what the issue quotes""#)
    #expect(!quoted.isEmpty)
  }

  @Test("a line past the end of the file, line 0 or a file that cannot be read quotes nothing")
  func nothingToQuote() {
    #expect(issue(at: 100_000).sourceLine == nil)
    #expect(issue(at: 0).sourceLine == nil)
    #expect(issue(at: 1, in: "/nonexistent/Evergreen/Missing.swift").sourceLine == nil)
  }
}
