import Foundation
import Testing

/// A package made by the built `specrun init`, built and run as a newcomer would: the Getting
/// started article's commands (README's too) followed line by line, then the runner failing on a
/// wrong scenario, then the Japanese sample. Slow (it builds Evergreen as a dependency, once, shared by both packages), so one test.
@Suite("A package made by specrun init")
struct GeneratedPackageTests {
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README, and the Getting started article of the documentation: both show the newcomer's
  /// commands in a block fenced as ```sh getting-started.
  static let readme = "README.md"
  static let article = "Sources/Evergreen/Evergreen.docc/GettingStarted.md"

  /// The shell lines of `file`'s block fenced as ```sh getting-started, comments dropped; an
  /// error naming the file when it has no such block.
  static func gettingStarted(in file: String) throws -> [String] {
    let text = try String(contentsOf: checkout.appendingPathComponent(file), encoding: .utf8)
    guard let start = text.range(of: "```sh getting-started\n"),
      let end = text.range(of: "\n```", range: start.upperBound..<text.endIndex)
    else {
      throw MissingBlock(file: file)
    }
    return text[start.upperBound..<end.lowerBound].split(separator: "\n")
      .map {
        $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces)
      }
      .filter { !$0.isEmpty }
  }

  /// A file that should show the newcomer's commands but has no marked block.
  struct MissingBlock: Error, CustomStringConvertible {
    var file: String
    var description: String {
      "\(file) has no block fenced as ```sh getting-started: mark the block of commands a newcomer types first, so GeneratedPackageTests runs it."
    }
  }

  /// The lines of a build's output that are warnings, so a failure shows them and not the whole log.
  static func warnings(in output: String) -> [String] {
    output.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
  }

  /// Runs `script` in `folder` with the `swift` shell function, every process it starts keeping
  /// its temporary files in `temporary` (SwiftPM leaves lock files and `TemporaryDirectory.*`
  /// folders behind: they go with the test's folder, not into the user's `TMPDIR`).
  static func shell(_ script: String, in folder: String, temporary: String) async throws -> SpecRunProcess.Result {
    let temporaryFolder = "mkdir -p '\(temporary)'\nTMPDIR='\(temporary)/'\nexport TMPDIR\n"
    return try await SpecRunProcess.shell(
      temporaryFolder + SwiftToolchain.shellFunction + script + " 2>&1", in: folder)
  }

  @Test("the Getting started article shows README's commands, in the same order")
  func articleShowsReadmesCommands() throws {
    let article = try Self.gettingStarted(in: Self.article)
    let readme = try Self.gettingStarted(in: Self.readme)

    #expect(
      article == readme,
      "The Getting started article (\(Self.article)) and README show different first commands; make the two ```sh getting-started blocks say the same."
    )
  }

  @Test(
    "the Getting started article's commands make a package whose scenarios and tests pass without a warning, in English and Japanese",
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)),
    .enabled(if: SwiftToolchain.isAvailable, Comment(rawValue: SwiftToolchain.missing)))
  func newcomersPath() async throws {
    let lines = try Self.gettingStarted(in: Self.article)
    #expect(
      lines.first?.hasPrefix("swift run specrun init MyApp") == true,
      "The Getting started article's ```sh getting-started block does not start with specrun init MyApp")
    let folder = try FeatureFolder(["Evergreen/.keep": ""])

    // The article's lines (README's too), as typed, from a folder beside the package to be.
    let temporary = folder.path("tmp")
    let newcomer = try await Self.shell(
      "set -e\n" + lines.joined(separator: "\n"), in: folder.path("Evergreen"), temporary: temporary)
    #expect(newcomer.status == 0, Comment(rawValue: newcomer.stdout))
    #expect(newcomer.stdout.contains("2 scenarios (2 passed)"), Comment(rawValue: newcomer.stdout))
    #expect(Self.warnings(in: newcomer.stdout) == [])
    #expect(newcomer.stdout.contains("Test run with"), Comment(rawValue: newcomer.stdout))

    // A scenario that says something the counter does not do fails the runner with exit 1.
    let scenario = folder.path("MyApp/Specs/Counter.feature")
    let text = try String(contentsOfFile: scenario, encoding: .utf8)
    try text.replacingOccurrences(of: "Then the counter shows 2", with: "Then the counter shows 3")
      .write(toFile: scenario, atomically: true, encoding: .utf8)
    let failing = try await Self.shell("swift run myapp-specs", in: folder.path("MyApp"), temporary: temporary)
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
      """, in: folder.path(), temporary: temporary)
    #expect(japanese.status == 0, Comment(rawValue: japanese.stdout))
    #expect(japanese.stdout.contains("2 scenarios (2 passed)"), Comment(rawValue: japanese.stdout))
    #expect(japanese.stdout.contains("✔ ならば 豆知識「3は魔法使いがかなえる願いの数です。」が表示される"), Comment(rawValue: japanese.stdout))
    #expect(Self.warnings(in: japanese.stdout) == [])
  }
}
