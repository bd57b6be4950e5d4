import Testing

@testable import SpecRun

/// Keywords and lines are trimmed of Unicode whitespace; the quick way for spaces and tabs around
/// printable ASCII must give what the character-by-character way gives.
@Suite("Text is trimmed of the whitespace around it")
struct WhitespaceTrimmingTests {
  @Test(
    "spaces and tabs around plain text are trimmed",
    arguments: [
      ("Given ", "Given"), ("  When I tap \"+\"\t", "When I tap \"+\""), ("\t\tThen", "Then"), ("And", "And"),
    ])
  func plainText(text: String, trimmed: String) {
    #expect(text.trimmedOfWhitespace == trimmed)
  }

  @Test(
    "Unicode whitespace, line breaks and accents at the edges are handled as characters",
    arguments: [
      ("\u{00A0}Soit\u{00A0}", "Soit"), (" \u{3000}前提 ", "前提"), ("Given\r\n", "Given"), (" Café ", "Café"),
      (" Cafe\u{301} ", "Cafe\u{301}"), ("\n \t", ""), ("", ""), ("  ", ""), ("\u{2003}x", "x"),
    ])
  func unicodeEdges(text: String, trimmed: String) {
    #expect(text.trimmedOfWhitespace == trimmed)
  }

  @Test("a substring is trimmed like the string it shows")
  func substring() {
    let line = "#  Given a line  #"
    #expect(line.dropFirst().dropLast().trimmedOfWhitespace == "Given a line")
  }
}
