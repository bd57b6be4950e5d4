import Foundation
import SharedFixtures
import SpecRun
import Testing

/// A FIFO or `<(…)` named to `--watch` gives its text once: it is read in the first run and said
/// to be unwatched, never read again when its time stamp moves.
extension ScenarioWatchTests {
  @Test("a FIFO named beside a folder is read once and named as not watched; the folder's changes still replay")
  func fifoIsReadOnce() async throws {
    let folder = try FeatureFolder(["apples.feature": Self.apples])
    let pipes = try PipeFolder()
    let fifo = try pipes.makeFIFO("piped")
    let feeder = pipes.feed(fifo, pieces: [SpecRunnerTests.shopping])
    let watch = Watch([folder.path(), fifo])
    #expect(
      await watch.waitUntil { _, error in
        error.contains(
          "specrun: \(fifo) is a FIFO (a named pipe), read once: it is not watched, as a stream cannot be read again. To watch its scenarios, name the file its writer reads from.\n"
            + "specrun: watching \(folder.path()) for changes to .feature and .feature.md files (Ctrl-C ends).\n")
      }, "\(watch.captured.error)")
    #expect(feeder.finished())
    #expect(watch.count(of: "Scenario: Adding apples", in: watch.captured.out) == 2)
    try Self.apples.replacingOccurrences(of: "holds 3 apples", with: "holds 12 apples")
      .write(toFile: folder.path("apples.feature"), atomically: false, encoding: .utf8)
    #expect(
      await watch.waitUntil { out, error in
        error.contains("apples.feature changed; replaying 1 file.") && out.contains("Suite: ")
      })
    #expect(await watch.stop() == 0)
    // The FIFO's time stamp moved as it was written, yet it was never read again.
    #expect(!watch.captured.error.contains("\(fifo) changed"))
    #expect(!watch.captured.error.contains("interrupted while waiting for its writer"))
    #expect(watch.count(of: "Scenario: Adding apples", in: watch.captured.out) == 3)
  }

  @Test("a watch of a FIFO alone replays it once and ends with the run's exit code, as nothing is left to watch")
  func onlyAFIFO() async throws {
    let pipes = try PipeFolder()
    let fifo = try pipes.makeFIFO("piped")
    let feeder = pipes.feed(fifo, pieces: [Self.apples])
    let watch = Watch([fifo])
    let ended = await watch.waitUntil { _, error in error.contains("so the watch ends.") }
    #expect(ended, "\(watch.captured.error)")
    // A watch that went on is ended, so the test fails instead of waiting for ever.
    #expect(await (ended ? watch.task.value : watch.stop()) == 0)
    #expect(feeder.finished())
    #expect(watch.captured.out.hasSuffix("1 passed, 0 failed\n"))
    #expect(
      watch.captured.error.hasSuffix(
        "specrun: nothing else was named, so the watch ends. Name scenario files or folders to watch them.\n"))
    #expect(!watch.captured.error.contains("Ctrl-C ends"))
  }
}
