import Foundation
import Testing

/// A package made by the built `specrun init`, built and run as a newcomer would: README's Getting
/// started followed line by line, then the runner failing on a wrong scenario, then the Japanese
/// sample. Slow (it builds Evergreen as a dependency, once, shared by both packages), so one test.
@Suite("A package made by specrun init")
struct GeneratedPackageTests {
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The shell lines of README's block fenced as ```sh getting-started, comments dropped.
  static func gettingStarted() throws -> [String] {
    let readme = try String(contentsOf: checkout.appendingPathComponent("README.md"), encoding: .utf8)
    guard let start = readme.range(of: "```sh getting-started\n"),
      let end = readme.range(of: "\n```", range: start.upperBound..<readme.endIndex)
    else { return [] }
    return readme[start.upperBound..<end.lowerBound].split(separator: "\n")
      .map {
        $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces)
      }
      .filter { !$0.isEmpty }
  }

  /// The lines of a build's output that are warnings, so a failure shows them and not the whole log.
  static func warnings(in output: String) -> [String] {
    output.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
  }

  static func shell(_ script: String, in folder: String) async throws -> SpecRunProcess.Result {
    try await SpecRunProcess.shell(SwiftToolchain.shellFunction + script + " 2>&1", in: folder)
  }

  @Test(
    "README's Getting started makes a package whose scenarios and tests pass without a warning, in English and Japanese",
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)),
    .enabled(if: SwiftToolchain.isAvailable, Comment(rawValue: SwiftToolchain.missing)))
  func newcomersPath() async throws {
    let lines = try Self.gettingStarted()
    #expect(
      lines.first?.hasPrefix("swift run specrun init MyApp") == true,
      "README has no ```sh getting-started block starting with specrun init")
    let folder = try FeatureFolder(["Evergreen/.keep": ""])

    // README's lines, as typed, from a folder beside the package to be.
    let newcomer = try await Self.shell("set -e\n" + lines.joined(separator: "\n"), in: folder.path("Evergreen"))
    #expect(newcomer.status == 0, Comment(rawValue: newcomer.stdout))
    #expect(newcomer.stdout.contains("2 scenarios (2 passed)"), Comment(rawValue: newcomer.stdout))
    #expect(Self.warnings(in: newcomer.stdout) == [])
    #expect(newcomer.stdout.contains("Test run with"), Comment(rawValue: newcomer.stdout))

    // A scenario that says something the counter does not do fails the runner with exit 1.
    let scenario = folder.path("MyApp/Specs/Counter.feature")
    let text = try String(contentsOfFile: scenario, encoding: .utf8)
    try text.replacingOccurrences(of: "Then the counter shows 2", with: "Then the counter shows 3")
      .write(toFile: scenario, atomically: true, encoding: .utf8)
    let failing = try await Self.shell("swift run myapp-specs", in: folder.path("MyApp"))
    #expect(failing.status == 1, Comment(rawValue: failing.stdout))
    #expect(failing.stdout.contains("Specs/Counter.feature:8"), Comment(rawValue: failing.stdout))

    // The Japanese sample, built in the same build folder, with --evergreen naming this checkout.
    let build = folder.path("MyApp/.build")
    let japanese = try await Self.shell(
      """
      set -e
      "$SPECRUN" init MyApp --language ja --path ja/MyApp --evergreen '\(Self.checkout.path)'
      cd ja/MyApp
      swift build --build-tests --scratch-path '\(build)'
      swift run --skip-build --scratch-path '\(build)' myapp-specs
      swift test --skip-build --scratch-path '\(build)'
      """, in: folder.path())
    #expect(japanese.status == 0, Comment(rawValue: japanese.stdout))
    #expect(japanese.stdout.contains("2 scenarios (2 passed)"), Comment(rawValue: japanese.stdout))
    #expect(japanese.stdout.contains("✔ ならば 豆知識「3は魔法使いがかなえる願いの数です。」が表示される"), Comment(rawValue: japanese.stdout))
    #expect(Self.warnings(in: japanese.stdout) == [])
  }
}
