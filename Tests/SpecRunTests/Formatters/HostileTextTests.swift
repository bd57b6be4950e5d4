import Foundation
import SpecRun
import Testing

@MainActor
@Suite("Reports of hostile text")
struct HostileTextTests {
  static let feature = """
    Feature: Hostile \u{1B}]0;retitled\u{07}

      @x"\u{0301}/onmouseover=alert(1)
      Scenario: \u{0600}<img src=x onerror=alert(2)>
        Given the screen is cleared \u{1B}[2J here
    """

  func run() async throws -> (captured: CapturedIO, folder: FeatureFolder) {
    let folder = try FeatureFolder(["hostile.feature": Self.feature])
    let captured = CapturedIO()
    _ = await SpecRunMain.run(
      arguments: [
        "--format", "pretty", "--format", "html:r.html", "--format", "junit:r.xml", "--format", "progress:p.txt",
        "--format", "json:r.json", folder.path(),
      ],
      library: StepLibrary(), io: captured.io)
    return (captured, folder)
  }

  @Test("a < or \" joined to a combining or prefix mark is still escaped in HTML and XML")
  func markup() async throws {
    let (captured, _) = try await run()
    // Kept out of the #expect macros, which cannot expand these characters in literals.
    let escapedName = "\u{0600}&lt;img src=x onerror=alert(2)&gt;"
    let liveTag = "x\"\u{0301}"
    let escapedTag = "@x&quot;\u{0301}/onmouseover=alert(1)"
    let html = try #require(captured.files["r.html"])
    #expect(!html.contains("<img"))
    #expect(html.contains(escapedName))
    #expect(!html.contains(liveTag))
    #expect(html.contains(escapedTag))
    let json = try #require(captured.files["r.json"])
    #expect(!json.contains("\u{1B}"))
    let features = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(features?.first?["name"] as? String == "Hostile \u{1B}]0;retitled\u{07}")
    let junit = try #require(captured.files["r.xml"])
    #expect(!junit.contains("<img"))
    #expect(junit.contains("name=\"" + escapedName + "\""))
  }

  @Test("terminal reports show control characters instead of obeying them")
  func controlCharacters() async throws {
    let (captured, _) = try await run()
    let progress = try #require(captured.files["p.txt"])
    let (escape, bell) = ("\u{1B}", "\u{07}")
    for report in [captured.out, progress] {
      #expect(!report.contains(escape))
      #expect(!report.contains(bell))
    }
    #expect(captured.out.contains("Feature: Hostile ␛]0;retitled␇"))
    #expect(captured.out.contains("Given the screen is cleared ␛[2J here"))
  }
}
