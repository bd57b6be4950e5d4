import Foundation
import Testing

@Suite("specrun.json read by a real specrun")
struct ProfileProcessTests {
  static let tally = """
    Feature: Tally

      Scenario: Up
        Given the counter is at 0
        When I tap "+"
        Then the counter shows 1

      @slow
      Scenario: Down
        Given the counter is at 1
        When I tap "−"
        Then the counter shows 0
    """

  @Test(
    "the default profile of specrun.json in the current folder applies; an unknown key in it is a usage error naming the place",
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
  func defaultProfile() async throws {
    let folder = try FeatureFolder([
      "Specs/Macho/tally.feature": Self.tally,
      "specrun.json": #"{"profiles": {"default": {"tags": "not @slow", "format": ["progress", "junit:out/ci.xml"]}}}"#,
    ])
    let run = try await SpecRunProcess.shell("\"$SPECRUN\"; echo \"exit $?\"", in: folder.path())
    #expect(run.stdout.hasPrefix("..."))
    #expect(run.stdout.hasSuffix("1 passed, 0 failed\nexit 0\n"))
    let junit = try String(contentsOfFile: folder.path("out/ci.xml"), encoding: .utf8)
    #expect(junit.contains(" tests=\"1\""))
    #expect(!junit.contains("Down"))

    try #"{"profiles": {"default": {"tagz": "not @slow"}}}"#.write(
      toFile: folder.path("specrun.json"), atomically: true, encoding: .utf8)
    let refused = try await SpecRunProcess.shell("\"$SPECRUN\"; echo \"exit $?\"", in: folder.path())
    #expect(refused.stdout == "exit 2\n")
    #expect(
      refused.stderr.hasPrefix(
        "specrun: specrun.json:1:27: profile 'default': unknown key 'tagz'. Did you mean 'tags'?"))
  }
}
