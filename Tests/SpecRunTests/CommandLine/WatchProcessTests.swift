import Foundation
import Testing

@Suite("specrun --watch as a real process")
struct WatchProcessTests {
  @Test(
    "an edited scenario file is replayed without a rebuild, and Ctrl-C ends the watch cleanly",
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
  func editAndInterrupt() async throws {
    let feature =
      "Feature: Tally\n\n  Scenario: Up\n    Given the counter is at 0\n    When I tap \"+\"\n    Then the counter shows 1\n"
    let folder = try FeatureFolder(["Specs/Macho/tally.feature": feature])
    let watch = try RunningSpecRun(["--watch"], in: folder.path())
    #expect(await watch.waitUntil { _, error in error.contains("specrun: watching Specs for changes") })
    #expect(watch.out.hasSuffix("1 passed, 0 failed\n"))
    try feature.replacingOccurrences(of: "shows 1", with: "shows 10")
      .write(toFile: folder.path("Specs/Macho/tally.feature"), atomically: true, encoding: .utf8)
    #expect(
      await watch.waitUntil { out, error in
        error.contains("specrun: Specs/Macho/tally.feature changed; replaying 1 file.\n")
          && out.hasSuffix("0 passed, 1 failed\nSuite: 0 passed, 1 failed in 1 file (1 replayed now)\n")
      })
    #expect(await watch.waitUntil { _, error in error.components(separatedBy: "(Ctrl-C ends).").count == 3 })
    watch.send(SIGINT)
    #expect(await watch.exitStatus() == 0)
    #expect(watch.error.hasSuffix("specrun: stopped watching.\n"))
  }
}
