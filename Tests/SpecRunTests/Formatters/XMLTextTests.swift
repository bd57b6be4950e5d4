import Testing

@testable import SpecRun

@Suite("Text in the XML and HTML reports: escaped, with what XML cannot hold dropped")
struct XMLTextTests {
  @Test("a text with nothing to escape or drop comes back as it is, in attributes and in CDATA")
  func plainText() {
    let text = "Given I have 42 cukes.....passed — 小さい 🥒"
    #expect(XMLText.attribute(text) == text)
    #expect(XMLText.cdata(text) == "<![CDATA[\(text)]]>")
    #expect(MarkupText.escape(text, apostrophe: true) == text)
  }

  @Test("markup characters become entities; an apostrophe only when asked")
  func markup() {
    #expect(
      MarkupText.escape(#"Tom & "Jerry" <b>'s</b>"#, apostrophe: false)
        == "Tom &amp; &quot;Jerry&quot; &lt;b&gt;'s&lt;/b&gt;")
    #expect(MarkupText.escape("it's", apostrophe: true) == "it&#39;s")
    #expect(MarkupText.escape("it's", apostrophe: false) == "it's")
  }

  @Test("characters XML 1.0 cannot hold are dropped, tabs and line breaks kept")
  func disallowedCharacters() {
    #expect(XMLText.attribute("a\u{1}b\tc\u{FFFE}d") == "ab\tcd")
    #expect(XMLText.cdata("line\u{0}1\nline\u{1B}2\r") == "<![CDATA[line1\nline2\r]]>")
    #expect(XMLText.cdata("x\u{8}]]>y") == "<![CDATA[x]]]]><![CDATA[>y]]>")
  }

  @Test("a CDATA end inside the text is split across two sections; a lone bracket is not")
  func cdataEnd() {
    #expect(XMLText.cdata("a]]>b]]>") == "<![CDATA[a]]]]><![CDATA[>b]]]]><![CDATA[>]]>")
    #expect(XMLText.cdata("array[0] ]] >") == "<![CDATA[array[0] ]] >]]>")
  }

  @Test("a step line is its keyword and text, trimmed, padded with dots to 76 UTF-16 units, then the status")
  func stepLine() {
    let line = JUnitFormatter.stepLine(keyword: "Given ", text: " I have 42 cukes\t", status: .passed)
    #expect(line == "Given I have 42 cukes" + String(repeating: ".", count: 76 - 21) + "passed")
    let long = String(repeating: "x", count: 80)
    #expect(JUnitFormatter.stepLine(keyword: "When", text: long, status: .failed) == "When \(long)..failed")
    #expect(JUnitFormatter.stepLine(keyword: "前提", text: "🥒がある", status: .skipped).utf16.count == 76 + 7)
  }
}
