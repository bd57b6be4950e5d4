import Foundation
import SpecRun
import Testing

@MainActor
@Suite("Attachments in the reports")
struct AttachmentReportTests {
  static let feature = """
    Feature: Receipts

      @tracked
      Scenario: Printing a receipt
        Given a log line is written
        And a text is attached
        And a screenshot is taken
        And links are attached
        And a PDF is attached
        Then hostile text is attached
    """

  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.given("a log line is written") { context in context.log("printer warmed up in 3 s") }
    steps.given("a text is attached") { context in context.attach("first line\nsecond line\n") }
    steps.given("a screenshot is taken") { context in
      context.attach(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]), mediaType: "image/png", fileName: "shot.png")
    }
    steps.given("links are attached") { context in
      context.link("https://example.com/receipt?id=4&copy=2")
      context.link("receipts/42.html")
      context.link("javascript:alert(1)")
      context.link("JaVaScRiPt:alert(2)")
      context.link(" javascript:alert(3)")
      context.link("java\tscript:alert(4)")
      context.link("data:text/html,<script>alert(5)</script>")
    }
    steps.given("a PDF is attached") { context in
      context.attach(Data(repeating: 7, count: 1536), mediaType: "application/pdf", fileName: "receipt.pdf")
    }
    steps.then("hostile text is attached") { context in
      context.attach("</pre><script>alert(6)</script> \u{0600}<img src=x onerror=alert(7)> \u{1B}]0;retitled\u{07}")
      context.attach(Data([1, 2]), mediaType: "image/png\" onerror=\"alert(8)", fileName: "<b>shot</b>.png")
    }
    steps.before("@tracked", name: "start the printer") { context in context.log("printer ready") }
    return steps
  }

  func run() async throws -> (pretty: String, html: String) {
    let folder = try FeatureFolder(["receipts.feature": Self.feature])
    let captured = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: ["--format", "pretty", "--format", "html:r.html", folder.path()], library: Self.library,
      io: captured.io)
    #expect(code == 0, "\(captured.error)")
    return (captured.out, try #require(captured.files["r.html"]))
  }

  @Test("the pretty report shows text and logs under their step, indented")
  func prettyText() async throws {
    let pretty = try await run().pretty
    #expect(pretty.contains("    ✔ Given a log line is written\n        printer warmed up in 3 s\n"))
    #expect(
      pretty.contains("    ✔ And a text is attached\n        first line\n        second line\n    ✔ And a screenshot"))
  }

  @Test("the pretty report names images and other media with their media type, file name and size")
  func prettyMedia() async throws {
    let pretty = try await run().pretty
    #expect(pretty.contains("    ✔ And a screenshot is taken\n        Image: shot.png (image/png, 6 bytes)\n"))
    #expect(pretty.contains("    ✔ And a PDF is attached\n        Attachment: receipt.pdf (application/pdf, 1.5 KB)\n"))
  }

  @Test("the pretty report lists links, and a hook's attachments under the hook's name")
  func prettyLinksAndHooks() async throws {
    let pretty = try await run().pretty
    #expect(pretty.contains("        Link: https://example.com/receipt?id=4&copy=2\n        Link: receipts/42.html\n"))
    #expect(pretty.contains("    ✔ start the printer\n        printer ready\n    ✔ Given a log line is written"))
  }

  @Test("the pretty report shows control characters in attachments instead of obeying them")
  func prettyControlCharacters() async throws {
    let pretty = try await run().pretty
    #expect(!pretty.contains("\u{1B}"))
    #expect(!pretty.contains("\u{07}"))
    #expect(pretty.contains("␛]0;retitled␇"))
    #expect(pretty.contains("        Link: java\tscript:alert(4)\n"))
  }

  @Test("the HTML page shows text and logs in blocks under their step")
  func htmlText() async throws {
    let html = try await run().html
    #expect(html.contains("a log line is written<pre class=\"attachment log\">printer warmed up in 3 s</pre></li>"))
    #expect(html.contains("<pre class=\"attachment text\">first line\nsecond line\n</pre>"))
    #expect(html.contains("start the printer<pre class=\"attachment log\">printer ready</pre></li>"))
  }

  @Test("the HTML page embeds images and names other media with their size")
  func htmlMedia() async throws {
    let html = try await run().html
    #expect(html.contains("<img src=\"data:image/png;base64,iVBORw0K\" alt=\"shot.png (image/png, 6 bytes)\">"))
    #expect(html.contains("<div class=\"attachment other\">receipt.pdf (application/pdf, 1.5 KB)</div>"))
  }

  @Test("only http, https and relative links become live links in HTML; javascript: and data: stay text")
  func htmlLinks() async throws {
    let html = try await run().html
    #expect(html.contains("<a href=\"https://example.com/receipt?id=4&amp;copy=2\" rel=\"noopener noreferrer\">"))
    #expect(html.contains("<a href=\"receipts/42.html\" rel=\"noopener noreferrer\">receipts/42.html</a>"))
    #expect(!html.lowercased().contains("href=\"javascript"))
    #expect(!html.lowercased().contains("href=\"java\tscript"))
    #expect(!html.contains("href=\"data:"))
    #expect(!html.contains("href=\" "))
    #expect(html.contains("<span class=\"link\">javascript:alert(1)</span>"))
    #expect(html.contains("<span class=\"link\">data:text/html,&lt;script&gt;alert(5)&lt;/script&gt;</span>"))
  }

  @Test("hostile text in an attachment is escaped in HTML, per Unicode scalar")
  func htmlHostileText() async throws {
    let html = try await run().html
    // Kept out of the #expect macros, which cannot expand these characters in literals.
    let escaped = "&lt;/pre&gt;&lt;script&gt;alert(6)&lt;/script&gt; \u{0600}&lt;img src=x onerror=alert(7)&gt;"
    #expect(html.contains(escaped))
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<img src=x"))
    #expect(!html.contains("onerror=\"alert(8)"))
    #expect(
      html.contains(
        "<div class=\"attachment other\">&lt;b&gt;shot&lt;/b&gt;.png (image/png&quot; onerror=&quot;alert(8), 2 bytes)</div>"
      ))
  }
}
