import EvergreenReporting
import Foundation
import Testing

@testable import SpecRun

/// Two small apps whose step libraries both define "I tap {string}", each its own way: a button
/// of the other app is not on screen.
enum TwoApps {
  static func steps(buttons: [String]) -> StepLibrary {
    var steps = StepLibrary()
    steps.when("I tap {string}") { (_, button: String) in
      guard buttons.contains(button) else {
        throw StepFailure("There is no \"\(button)\" button here; there are \(buttons).")
      }
    }
    return steps
  }

  static func feature(_ name: String, tapping button: String) -> String {
    """
    Feature: \(name)

      Scenario: Tapping \(button)
        When I tap "\(button)"
    """
  }

  /// `Specs/Shop/buy.feature`, `Specs/Admin/ban.feature` (which fails) and, when asked, a file in
  /// no app's folder.
  static func folder(stray: Bool = false, adminFails: Bool = false) throws -> FeatureFolder {
    var files = [
      "Specs/Shop/buy.feature": feature("Buying", tapping: "Buy"),
      "Specs/Admin/ban.feature": feature("Banning", tapping: adminFails ? "Buy" : "Ban"),
    ]
    if stray { files["Specs/stray.feature"] = feature("Stray", tapping: "Buy") }
    return try FeatureFolder(files)
  }

  /// Runs `specrun` with `arguments` on `catalog`: its exit code and what it wrote.
  @MainActor
  static func run(_ arguments: [String], _ catalog: SpecCatalog) async -> (Int32, CapturedIO) {
    let io = CapturedIO()
    return (await SpecRunMain.run(arguments: arguments, catalog: catalog, io: io.io), io)
  }

  static func catalog(_ folder: FeatureFolder) -> SpecCatalog {
    SpecCatalog(
      title: "Shop and Admin", specsFolder: folder.path("Specs"),
      apps: [SpecApp("Shop", steps: steps(buttons: ["Buy"])), SpecApp("Admin", steps: steps(buttons: ["Ban"]))])
  }
}

@MainActor
@Suite("Several apps in one package")
struct SeveralAppsTests {
  func run(_ arguments: [String], _ catalog: SpecCatalog) async -> (Int32, CapturedIO) {
    await TwoApps.run(arguments, catalog)
  }

  @Test("each app's scenarios run against its own steps, so a step text both apps define is not ambiguous")
  func eachAppItsOwnSteps() async throws {
    let folder = try TwoApps.folder()
    let (code, io) = await run([], TwoApps.catalog(folder))
    #expect(code == 0, "\(io.out)")
    #expect(io.out.contains("✔ When I tap \"Buy\""))
    #expect(io.out.contains("✔ When I tap \"Ban\""))
    #expect(!io.out.contains("ambiguous"))
  }

  @Test("the terminal summary has a line per app, in the catalogue's order, and the total")
  func summaryPerApp() async throws {
    let folder = try TwoApps.folder(adminFails: true)
    let (code, io) = await run(["--format", "progress"], TwoApps.catalog(folder))
    #expect(code == 1)
    #expect(
      io.out.hasSuffix(
        """
        Shop   1 scenario (1 passed), 1 step (1 passed)
        Admin  1 scenario (1 failed), 1 step (1 failed)
        2 scenarios (1 failed, 1 passed)
        2 steps (1 failed, 1 passed)
        1 passed, 1 failed

        """))
  }

  @Test("a path replays only what it names, against the steps of the app that holds it")
  func pathSelectsOneApp() async throws {
    let folder = try TwoApps.folder()
    let (code, io) = await run([folder.path("Specs/Admin/ban.feature") + ":3"], TwoApps.catalog(folder))
    #expect(code == 0)
    #expect(io.out.contains("Admin  1 scenario (1 passed), 1 step (1 passed)"))
    #expect(!io.out.contains("Shop "))
  }

  @Test("a scenario file in no app's folder is an error naming the file and the app folders, never skipped")
  func strayFileIsAnError() async throws {
    let folder = try TwoApps.folder(stray: true)
    let (code, io) = await run([], TwoApps.catalog(folder))
    #expect(code == 2)
    let stray = folder.path("Specs/stray.feature")
    #expect(
      io.out.contains(
        "✘ \(stray):1:1: this scenario file belongs to no app, so no step library replays it. Move it into one of the app folders (\(folder.path("Specs/Shop")), \(folder.path("Specs/Admin"))), or bind its folder to an app's steps in the list of apps"
      ))
    #expect(io.out.contains("(no app)  0 scenarios, 0 steps, 1 error"))
    #expect(io.out.hasSuffix("2 passed, 0 failed, 1 error\n"))
  }

  @Test(
    "JUnit from specrun has a testsuite per app and feature, classnames unique across apps, file and line, and the failing step in the message"
  )
  func junitPerAppAndFeature() async throws {
    let folder = try TwoApps.folder(adminFails: true)
    let (code, io) = await run(["--format", "junit:r.xml", "--order", "defined"], TwoApps.catalog(folder))
    #expect(code == 1)
    let xml = try #require(io.files["r.xml"])
    let ban = folder.path("Specs/Admin/ban.feature")
    let buy = folder.path("Specs/Shop/buy.feature")
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"Shop and Admin\" time=\""))
    #expect(xml.contains(" tests=\"2\" skipped=\"0\" failures=\"1\" errors=\"0\""))
    #expect(xml.contains("<testsuite name=\"Admin / Banning\" time=\""), "\(xml)")
    #expect(xml.contains(" tests=\"1\" skipped=\"0\" failures=\"1\" errors=\"0\" timestamp=\""))
    #expect(
      xml.contains(
        " file=\"\(ban)\">\n<testcase classname=\"Admin.Banning\" name=\"Tapping Buy\" file=\"\(ban)\" line=\"3\" time=\""
      ))
    #expect(
      xml.contains("<failure type=\"StepFailure\" message=\"When I tap &quot;Buy&quot; (\(ban):4): There is no"),
      "\(xml)")
    #expect(xml.contains("<testsuite name=\"Shop / Buying\""))
    #expect(xml.contains("<testcase classname=\"Shop.Buying\" name=\"Tapping Buy\" file=\"\(buy)\" line=\"3\""))
    #expect(xml.components(separatedBy: "</testsuite>\n").count == 3)
    #expect(xml.hasSuffix("</testsuite>\n</testsuites>\n"))
  }

  @Test("swift test names each scenario '<App> › <Feature> › <Scenario>' and lists a stray file as a failing case")
  func scenarioReferences() throws {
    let folder = try TwoApps.folder(stray: true)
    let names = SpecSuite.scenarios(of: TwoApps.catalog(folder)).map(\.description)
    #expect(
      names.sorted()
        == [
          "Admin › Banning › Tapping Ban", "Shop › Buying › Tapping Buy",
          "\(folder.path("Specs/stray.feature")) › belongs to no app",
        ].sorted())
  }

  @Test("a failing scenario replayed by swift test reports one issue holding its place and its report, once")
  func verifyReportsOnce() async throws {
    let folder = try TwoApps.folder(adminFails: true)
    let catalog = TwoApps.catalog(folder)
    let scenarios = SpecSuite.scenarios(of: catalog)
    let issues = try await IssueCollector.collect {
      for scenario in scenarios { try await SpecSuite.verify(scenario, in: catalog) }
    }
    try #require(issues.count == 1)
    let message = issues[0].message
    #expect(
      message.hasPrefix(
        "The scenario at \(folder.path("Specs/Admin/ban.feature")):3 did not pass.\n\nFeature: Banning\n"))
    #expect(message.components(separatedBy: "There is no \"Buy\" button here; there are [\"Ban\"].").count == 2)
    #expect(issues[0].fileID.hasSuffix("SeveralAppsTests.swift"))
  }

  @Test("a scenario a step skips is skipped in swift test with the step's reason, never passed")
  func verifySkipped() async throws {
    var library = StepLibrary()
    library.given("a tool this machine lacks") { _ in throw SkipScenario("the `swift` command is not available here") }
    let folder = try FeatureFolder([
      "s.feature": "Feature: S\n  Scenario: Needs a tool\n    Given a tool this machine lacks\n"
    ])
    let catalog = SpecCatalog(steps: library, specsFolder: folder.path())
    let scenario = try #require(SpecSuite.scenarios(of: catalog).first)
    #expect(await SpecSuite.replay(scenario, in: catalog).skipped == "the `swift` command is not available here")
    let skip = await #expect(throws: SkipScenario.self) {
      try await SpecSuite.verify(
        scenario, in: catalog, fileID: #fileID, filePath: #filePath, line: #line, column: #column
      ) {
        throw SkipScenario($0)
      }
    }
    #expect(skip?.reason == "the `swift` command is not available here")
  }

  @Test("a stray file replayed by swift test fails with the reason")
  func verifyStrayFile() async throws {
    let folder = try TwoApps.folder(stray: true)
    let catalog = TwoApps.catalog(folder)
    let stray = try #require(SpecSuite.scenarios(of: catalog).first { $0.app.isEmpty })
    let issues = try await IssueCollector.collect { try await SpecSuite.verify(stray, in: catalog) }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("this scenario file belongs to no app") == true)
  }
}

@Suite("Which app a scenario file belongs to")
struct AppFoldersTests {
  let folders = AppFolders(
    specsFolder: "Specs", apps: [("Shop", "Shop"), ("Shop admin", "Shop/Admin"), ("Blog", "Blog")])

  @Test("a file belongs to the app whose folder holds it, the innermost when folders nest")
  func innermost() {
    #expect(folders.app(of: "Specs/Shop/buy.feature") == "Shop")
    #expect(folders.app(of: "Specs/Shop/Admin/ban.feature") == "Shop admin")
    #expect(folders.app(of: "Specs/Blog/deep/er/post.feature") == "Blog")
  }

  @Test("relative, dotted and absolute spellings of a path name the same folder")
  func spellings() {
    let absolute = FileManager.default.currentDirectoryPath + "/Specs/Blog/post.feature"
    #expect(folders.app(of: "./Specs/Blog/post.feature") == "Blog")
    #expect(folders.app(of: "Specs/Shop/../Blog/post.feature") == "Blog")
    #expect(folders.app(of: absolute) == "Blog")
  }

  @Test("a folder whose name only starts like an app's is not that app's")
  func prefixIsNotEnough() {
    #expect(folders.app(of: "Specs/Shopping/list.feature") == nil)
    #expect(folders.app(of: "Specs/stray.feature") == nil)
    #expect(folders.app(of: "/elsewhere/x.feature") == nil)
  }

  @Test("the only app of a package takes every file, wherever it is")
  func onlyApp() {
    let only = SpecCatalog(steps: StepLibrary()).folders
    #expect(only.app(of: "/elsewhere/x.feature") == "")
    #expect(!only.hasSeveralApps)
  }
}
