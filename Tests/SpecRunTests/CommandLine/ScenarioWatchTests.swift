import Foundation
import SpecRun
import Testing

@MainActor
@Suite("specrun --watch")
struct ScenarioWatchTests {
  static let apples = """
    Feature: Apples

      Scenario: Adding apples
        Given an empty basket
        When I add 3 apples
        Then the basket holds 3 apples
    """

  /// A watch started in the background on `folder`, with a button that stands for Ctrl-C.
  @MainActor
  struct Watch {
    let captured = CapturedIO()
    let button = InterruptButton()
    let task: Task<Int32, Never>

    /// `library` is made with the button, so that a step can press Ctrl-C.
    init(_ arguments: [String], library: (InterruptButton) -> StepLibrary = { _ in BasketSteps.library }) {
      let io = button.install(into: captured.io)
      let steps = library(button)
      task = Task { @MainActor in
        await SpecRunMain.run(arguments: ["--watch"] + arguments, library: steps, io: io)
      }
    }

    /// Waits (looking every 50 ms, two minutes at most) until the output satisfies `condition`.
    func waitUntil(_ condition: (_ out: String, _ error: String) -> Bool) async -> Bool {
      let deadline = ContinuousClock.now + .seconds(120)
      while ContinuousClock.now < deadline {
        if condition(captured.out, captured.error) { return true }
        try? await Task.sleep(for: .milliseconds(50))
      }
      return false
    }

    func count(of text: String, in output: String) -> Int { output.components(separatedBy: text).count - 1 }

    /// Presses Ctrl-C and returns the exit code.
    func stop() async -> Int32 {
      button.press()
      return await task.value
    }
  }

  @Test("a changed scenario file is replayed with its own report, and Ctrl-C ends the watch with exit code 0")
  func replaysAChangedFile() async throws {
    let folder = try FeatureFolder(["apples.feature": Self.apples, "other.feature": SpecRunnerTests.shopping])
    let watch = Watch(["--format", "junit:r.xml", "--format", "pretty", folder.path()])
    #expect(
      await watch.waitUntil { _, error in error.contains("for changes to .feature and .feature.md files (Ctrl-C ends).")
      })
    #expect(watch.captured.out.hasSuffix("2 passed, 1 failed\n"))
    try Self.apples.replacingOccurrences(of: "holds 3 apples", with: "holds 12 apples")
      .write(toFile: folder.path("apples.feature"), atomically: false, encoding: .utf8)
    // After the replay's own counts, the whole suite's: the other file's last result counts too.
    #expect(
      await watch.waitUntil { out, error in
        error.contains("apples.feature changed; replaying 1 file.")
          && out.hasSuffix("0 passed, 1 failed\nSuite: 1 passed, 2 failed in 2 files (1 replayed now)\n")
      })
    // Only the changed file ran again, and the JUnit report now holds that replay.
    #expect(watch.count(of: "Scenario: Adding too few pears", in: watch.captured.out) == 1)
    #expect(watch.captured.files["r.xml"]?.contains("expected 12 apples, the basket holds 3") == true)
    #expect(watch.captured.files["r.xml"]?.contains("pears") == false)
    #expect(await watch.waitUntil { _, error in watch.count(of: "(Ctrl-C ends).", in: error) == 2 })
    #expect(await watch.stop() == 0)
    #expect(watch.captured.error.hasSuffix("(Ctrl-C ends).\nspecrun: stopped watching.\n"))
  }

  @Test("a new scenario file is replayed, a deleted one is named, and nothing else runs again")
  func newAndDeletedFiles() async throws {
    let folder = try FeatureFolder(["apples.feature": Self.apples, "old.feature": Self.apples])
    let watch = Watch([folder.path()])
    #expect(await watch.waitUntil { _, error in error.contains("(Ctrl-C ends).") })
    try FileManager.default.removeItem(atPath: folder.path("old.feature"))
    #expect(await watch.waitUntil { _, error in error.contains("old.feature was deleted; nothing to replay.\n") })
    try FileManager.default.createDirectory(atPath: folder.path("new"), withIntermediateDirectories: true)
    try SpecRunnerTests.shopping.write(toFile: folder.path("new/shop.feature"), atomically: false, encoding: .utf8)
    // The deleted file counts no more; the new one and the untouched one do.
    #expect(
      await watch.waitUntil { out, error in
        error.contains("new/shop.feature is new; replaying 1 file.")
          && out.hasSuffix("1 passed, 1 failed\nSuite: 2 passed, 1 failed in 2 files (1 replayed now)\n")
      })
    #expect(watch.count(of: "Scenario: Adding apples", in: watch.captured.out) == 3)
    #expect(await watch.stop() == 0)
  }

  @Test(
    "Ctrl-C during a replay stops it as in a plain run, its reports are written, and the watch ends with exit code 0")
  func interruptedReplay() async throws {
    let folder = try FeatureFolder(["wait.feature": InterruptionTests.feature])
    let watch = Watch(["--format", "junit:r.xml", folder.path()]) { button in InterruptionTests.library(button) }
    #expect(await watch.task.value == 0)
    #expect(
      watch.captured.error
        == """
        specrun: interrupted; no further scenario starts. Press Ctrl-C again to cancel the running ones; the reports are written either way.
        specrun: cancelling the running scenarios; the reports are still written.
        specrun: stopped watching.

        """)
    #expect(watch.captured.files["r.xml"]?.contains("<failure type=\"CancellationError\"") == true)
  }

  @Test("--watch and --profile are read from the command line")
  func parsed() throws {
    var expected = RunRequest()
    expected.watch = true
    expected.profiles = ["ci", "local"]
    expected.options.selections = [.init(path: "Specs/Macho")]
    #expect(try RunCommand.parse(["--watch", "-p", "ci", "--profile=local", "Specs/Macho"]) == .run(expected))
  }

  @Test("--watch does not go with --shard, and a bad tag expression ends it before the first run")
  func refused() async {
    for arguments in [["--shard", "1/2"], ["--tags", "@a and"]] {
      let watch = Watch(arguments)
      #expect(await watch.task.value == 2)
      #expect(watch.captured.out == "")
    }
    let shard = Watch(["--shard", "1/2"])
    _ = await shard.task.value
    #expect(
      shard.captured.error
        == "specrun: --watch replays the scenario files you edit, and --shard 1/2 splits a whole run between CI machines; they do not go together. Leave out --shard (or --watch).\n"
    )
  }
}
