import CucumberMessages
import Foundation
import SeedAppCatalog
import SharedFixtures
import SpecRun
import Synchronization
import Testing

/// Issue 25: the four-machine pipeline of docs/CI.md, on one machine. Each shard of a seed app's
/// Specs writes its message stream, `specrun merge` joins the four, and the joined run must be
/// the unsharded run: the same scenarios with the same statuses, the same counts and summary, and
/// the same JUnit report apart from its times.
@MainActor
@Suite("Four shards of a seed app's Specs, merged, are the unsharded run")
struct ShardMergeTests {
  /// A temporary folder for the streams and reports, removed when the test ends.
  final class ReportFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("shard-merge-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  /// Runs `specrun` on the seed apps with `arguments`; report files are written for real, what
  /// it prints is kept.
  func specrun(_ arguments: [String]) async -> (code: Int32, out: String, error: String) {
    let printed = Mutex((out: "", error: ""))
    var io = CommandIO.standard
    io.writeOut = { text in printed.withLock { $0.out += text } }
    io.writeError = { text in printed.withLock { $0.error += text } }
    io.colors = false
    io.isTerminal = false
    io.profileFolder = nil
    let code = await SpecRunMain.run(arguments: arguments, catalog: ScenarioReplayTests.catalog, io: io)
    return printed.withLock { (code, $0.out, $0.error) }
  }

  func query(_ file: String, in folder: ReportFolder) throws -> MessageQuery {
    MessageQuery(try MessageStream.decode(ndjson: Data(try folder.read(file).utf8)))
  }

  /// A JUnit report without its times, which differ from run to run.
  func withoutTimes(_ xml: String) -> String {
    xml.replacingOccurrences(of: #" (time|timestamp)="[^"]*""#, with: "", options: .regularExpression)
  }

  @Test("Specs/Macho in four shards of one seed, merged: the same scenarios, statuses, counts and JUnit report")
  func machoInFourShards() async throws {
    let folder = try ReportFolder()
    let specs = "\(ScenarioReplayTests.catalog.specsFolder)/Macho"
    let whole = await specrun([
      "--order", "random:25", "--format", "message:\(folder.path("whole.ndjson"))",
      "--format", "junit:\(folder.path("whole.xml"))", "--format", "summary", specs,
    ])
    var streams: [String] = []
    for shard in 1...4 {
      let stream = folder.path("shard-\(shard).ndjson")
      let run = await specrun(["--shard", "\(shard)/4", "--order", "random:25", "--format", "message:\(stream)", specs])
      #expect(run.error == "")
      streams.append(stream)
    }
    let merged = await specrun(
      ["merge"] + streams + [
        "--format", "message:\(folder.path("merged.ndjson"))", "--format", "junit:\(folder.path("merged.xml"))",
        "--format", "summary",
      ])
    #expect(merged.error == "")
    #expect(merged.code == whole.code)
    let one = try query("whole.ndjson", in: folder)
    let joined = try query("merged.ndjson", in: folder)
    #expect(one.scenarioStatuses.count >= 8)
    // Every shard ran a part, and the parts add up to the whole.
    let parts = try (1...4).map { try query("shard-\($0).ndjson", in: folder).scenarioStatuses.count }
    #expect(parts.allSatisfy { $0 > 0 })
    #expect(parts.reduce(0, +) == one.scenarioStatuses.count)
    #expect(joined.scenarioStatuses == one.scenarioStatuses)
    #expect(RunSummary(joined) == RunSummary(one))
    #expect(merged.out == whole.out)
    #expect(withoutTimes(try folder.read("merged.xml")) == withoutTimes(try folder.read("whole.xml")))
    #expect(joined.envelopes.filter { $0.meta != nil }.count == 1)
    #expect(joined.envelopes.filter { $0.testRunFinished != nil }.count == 1)
  }
}
