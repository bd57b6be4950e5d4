import Foundation
import SpecRun
import Testing

@MainActor
@Suite("The HTML living documentation of several apps")
struct LivingDocumentationTests {
  func page(adminFails: Bool = false, stray: Bool = false) async throws -> String {
    let folder = try TwoApps.folder(stray: stray, adminFails: adminFails)
    let io = CapturedIO()
    _ = await SpecRunMain.run(arguments: ["--format", "html:page.html"], catalog: TwoApps.catalog(folder), io: io.io)
    return try #require(io.files["page.html"])
  }

  @Test("the title names the project")
  func title() async throws {
    let html = try await page()
    #expect(html.contains("<title>Shop and Admin</title>"))
    #expect(html.contains("<h1>Shop and Admin</h1>"))
  }

  @Test("the index lists the apps, then each app's features with their counts by status")
  func index() async throws {
    let html = try await page(adminFails: true)
    let start = try #require(html.range(of: "<nav class=\"index\" aria-label=\"Contents\">"))
    let nav = html[start.lowerBound...].components(separatedBy: "</nav>")[0]
    #expect(
      nav.contains(
        """
        <h2><a href="#app-Shop">Shop</a></h2>
        <ul>
        <li class="passed"><a href="#feature-0">Buying</a><span class="n passed">1 passed</span></li>
        </ul>
        <h2><a href="#app-Admin">Admin</a></h2>
        <ul>
        <li class="failed"><a href="#feature-1">Banning</a><span class="n failed">1 failed</span></li>
        """))
    #expect(
      html.contains(
        "<h2 class=\"app\" id=\"app-Shop\">Shop</h2>\n<section class=\"feature\" id=\"feature-0\" data-app=\"Shop\">"))
    #expect(
      html.contains(
        "<h2 class=\"app\" id=\"app-Admin\">Admin</h2>\n<section class=\"feature\" id=\"feature-1\" data-app=\"Admin\">"
      ))
  }

  @Test(
    "the header's colour says whether anything failed",
    arguments: [(false, "run-passed", "All 2 scenarios passed"), (true, "run-failed", "1 scenario failed")])
  func header(adminFails: Bool, className: String, verdict: String) async throws {
    let html = try await page(adminFails: adminFails)
    #expect(html.contains("<header class=\"\(className)\">"))
    #expect(html.contains("<div class=\"verdict\">\(verdict)</div>"))
  }

  @Test("a run with undefined steps and no failure is shown as incomplete, not as passed")
  func incomplete() async throws {
    let folder = try FeatureFolder([
      "Specs/Shop/buy.feature": TwoApps.feature("Buying", tapping: "Buy"),
      "Specs/Admin/wave.feature": "Feature: Waving\n  Scenario: Waving\n    When I wave\n",
    ])
    let io = CapturedIO()
    _ = await SpecRunMain.run(arguments: ["--format", "html:page.html"], catalog: TwoApps.catalog(folder), io: io.io)
    let html = try #require(io.files["page.html"])
    #expect(html.contains("<header class=\"run-incomplete\">"))
    #expect(html.contains("<div class=\"verdict\">1 of 2 scenarios are undefined or pending</div>"))
    #expect(
      html.contains(
        "<li class=\"undefined\"><a href=\"#feature-1\">Waving</a><span class=\"n undefined\">1 undefined</span></li>"))
  }

  @Test("scenarios carry their status, and the page offers a filter by status beside text and tags")
  func statusFilter() async throws {
    let html = try await page(adminFails: true)
    #expect(html.contains("<details class=\"scenario failed\" open data-status=\"failed\""))
    #expect(html.contains("<details class=\"scenario passed\" data-status=\"passed\""))
    #expect(html.contains("<select id=\"filter-status\" aria-label=\"Filter scenarios by status\">"))
    #expect(html.contains("<option value=\"failed ambiguous\">Failures only</option>"))
  }

  @Test("a file in no app's folder shows as an error under '(no app)'")
  func strayFile() async throws {
    let html = try await page(stray: true)
    #expect(html.contains("<section class=\"feature\" id=\"unreadable-0\" data-app=\"\"><pre class=\"error\">"))
    #expect(html.contains("this scenario file belongs to no app"))
    #expect(html.contains("<header class=\"run-failed\">"))
    #expect(html.contains("<div class=\"verdict\">1 file could not be read</div>"))
  }
}
