import CucumberMessages
import Foundation
import SharedFixtures
import SpecRun
import Testing

@MainActor
@Suite("specrun merge: the streams of shards joined into one run")
struct MergeTests {
  /// Runs `specrun` over `folder` with `arguments`; returns the exit code and what it wrote.
  func specrun(_ arguments: [String], _ folder: FeatureFolder? = nil) async -> (code: Int32, io: CapturedIO) {
    let io = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: arguments + (folder.map { [$0.path()] } ?? []), library: MixedRun.library, io: io.io)
    return (code, io)
  }

  /// The message streams of `--shard k/count` runs of `folder` (one seed), as files in `streams`.
  func shards(_ count: Int, of folder: FeatureFolder, into streams: FeatureFolder, seed: Int = 7) async throws
    -> [String]
  {
    var paths: [String] = []
    for index in 1...count {
      let (_, io) = await specrun(
        ["--shard", "\(index)/\(count)", "--order", "random:\(seed)", "--format", "message:run.ndjson"], folder)
      let path = streams.path("shard-\(index).ndjson")
      try #require(io.files["run.ndjson"]).write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    return paths
  }

  /// A temporary folder for message streams, removed when the test ends.
  func emptyFolder() throws -> FeatureFolder {
    let folder = try FeatureFolder([:])
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    return folder
  }

  func query(_ ndjson: String?) throws -> MessageQuery {
    MessageQuery(try MessageStream.decode(ndjson: Data(try #require(ndjson).utf8)))
  }

  /// A JUnit report without its times, which differ from run to run.
  func withoutTimes(_ xml: String?) -> String {
    (xml ?? "").replacingOccurrences(of: #" (time|timestamp)="[^"]*""#, with: "", options: .regularExpression)
  }

  @Test("four shards of one seed, merged, report the same scenarios, statuses and counts as the unsharded run")
  func fourShardsMatchOneRun() async throws {
    let folder = try MixedRun.folder()
    let streams = try emptyFolder()
    let whole = await specrun(
      ["--order", "random:7", "--format", "message:run.ndjson", "--format", "junit:all.xml", "--format", "summary"],
      folder)
    let paths = try await shards(4, of: folder, into: streams)
    let merged = await specrun(
      ["merge"] + paths + ["--format", "message:merged.ndjson", "--format", "junit:all.xml", "--format", "summary"])
    #expect(merged.io.error == "")
    #expect(merged.code == whole.code)
    #expect(whole.code == 1)
    let one = try query(whole.io.files["run.ndjson"])
    let joined = try query(merged.io.files["merged.ndjson"])
    #expect(joined.scenarioStatuses == one.scenarioStatuses)
    #expect(one.scenarioStatuses.count == 6)
    #expect(RunSummary(joined) == RunSummary(one))
    #expect(merged.io.out == whole.io.out)
    #expect(withoutTimes(merged.io.files["all.xml"]) == withoutTimes(whole.io.files["all.xml"]))
    // One run: one meta, one start, one end; no id given twice.
    #expect(joined.envelopes.filter { $0.meta != nil }.count == 1)
    #expect(joined.envelopes.filter { $0.testRunStarted != nil }.count == 1)
    #expect(joined.envelopes.filter { $0.testRunFinished != nil }.count == 1)
    #expect(joined.pickles.count == one.pickles.count)
    #expect(joined.stepDefinitions.count == one.stepDefinitions.count)
    let startedIDs = joined.envelopes.compactMap(\.testCaseStarted?.id)
    #expect(Set(startedIDs).count == startedIDs.count && startedIDs.count == 6)
    let testCaseIDs = joined.testCases.map(\.id)
    #expect(Set(testCaseIDs).count == 6)
  }

  @Test("every report reads the merged stream as one run: HTML and the rerun file too")
  func otherReports() async throws {
    let folder = try MixedRun.folder()
    let streams = try emptyFolder()
    let whole = await specrun(
      ["--order", "random:7", "--format", "rerun:rerun.txt", "--format", "html:all.html"], folder)
    let paths = try await shards(4, of: folder, into: streams)
    let merged = await specrun(["merge"] + paths + ["--format", "rerun:rerun.txt", "--format", "html:all.html"])
    #expect(merged.io.files["rerun.txt"] == whole.io.files["rerun.txt"])
    #expect(try #require(merged.io.files["all.html"]).contains("2 scenarios failed"))
    #expect(merged.io.out.hasSuffix("2 passed, 2 failed, 1 undefined, 1 pending\n"))
  }

  @Test("a merged run that passed exits 0, and a flaky scenario stays flaky")
  func passingAndFlaky() async throws {
    let folder = try FeatureFolder(["sync.feature": FlakyNetwork.feature])
    let streams = try emptyFolder()
    let network = FlakyNetwork(drops: ["notes": 1])
    var paths: [String] = []
    for index in 1...2 {
      let io = CapturedIO()
      _ = await SpecRunMain.run(
        arguments: ["--retry", "1", "--shard", "\(index)/2", "--format", "message:run.ndjson", folder.path()],
        library: network.library,
        io: io.io)
      paths.append(streams.path("\(index).ndjson"))
      try #require(io.files["run.ndjson"]).write(toFile: paths[index - 1], atomically: true, encoding: .utf8)
    }
    let merged = await specrun(["merge"] + paths + ["--format", "junit:all.xml", "--format", "summary"])
    #expect(merged.code == 0)
    #expect(merged.io.out.hasSuffix("2 passed, 0 failed, 1 flaky\n"))
    #expect(try #require(merged.io.files["all.xml"]).contains("<flakyFailure"))
  }

  @Test("scenarios that no stream ran are listed, and the run is reported as far as it went")
  func missingShard() async throws {
    let folder = try MixedRun.folder()
    let streams = try emptyFolder()
    let paths = try await shards(4, of: folder, into: streams)
    let merged = await specrun(["merge"] + paths.dropLast() + ["--format", "message:merged.ndjson"])
    #expect(merged.io.error.hasPrefix("specrun merge: 1 scenario of these files ran in no stream: \(folder.path())/"))
    #expect(
      merged.io.error.hasSuffix(
        ". Check that every shard's stream is given; scenarios left out by --tags or --name are listed too.\n"))
    #expect(MessageShape.problems(in: merged.io.error).isEmpty)
    #expect(try query(merged.io.files["merged.ndjson"]).scenarioStatuses.count == 5)
  }

  @Test("overlapping shards are refused, exit 2, unless --keep-last keeps the later stream's result")
  func overlap() async throws {
    let folder = try MixedRun.folder()
    let streams = try emptyFolder()
    let paths = try await shards(2, of: folder, into: streams)
    let refused = await specrun(["merge", paths[0], paths[1], paths[0]])
    #expect(refused.code == 2)
    #expect(refused.io.error.hasPrefix("specrun merge: \(paths[0]) and \(paths[0]) both ran "))
    #expect(
      refused.io.error.hasSuffix(
        ": the shards overlap. Give every shard the same total and order (--shard K/N --order random:SEED), or pass --keep-last to keep the later stream's result.\n"
      ))
    #expect(MessageShape.problems(in: refused.io.error).isEmpty)
    let kept = await specrun([
      "merge", "--keep-last", paths[0], paths[1], paths[0], "--format", "message:merged.ndjson",
    ])
    #expect(kept.code == 1)
    let joined = try query(kept.io.files["merged.ndjson"])
    #expect(joined.scenarioStatuses.count == 6)
    #expect(joined.testCases.count == 6)
    #expect(joined.testCasesNotStarted.isEmpty)
  }

  @Test("--keep-last drops the suggestions and attachments of the results it drops")
  func keepLastDropsSuggestions() async throws {
    let folder = try MixedRun.folder()
    let streams = try emptyFolder()
    let paths = try await shards(1, of: folder, into: streams)
    let original = try String(contentsOfFile: paths[0], encoding: .utf8)
    let kept = await specrun(["merge", "--keep-last", paths[0], paths[0], "--format", "message:merged.ndjson"])
    let merged = try #require(kept.io.files["merged.ndjson"])
    func count(_ field: String, in ndjson: String) -> Int {
      ndjson.split(separator: "\n").filter { $0.hasPrefix("{\"\(field)\"") }.count
    }
    #expect(count("suggestion", in: original) > 0)
    #expect(count("suggestion", in: merged) == count("suggestion", in: original))
    #expect(count("attachment", in: merged) == count("attachment", in: original))
  }

  @Test("streams of different Specs are refused, naming the file that differs")
  func differentSpecs() async throws {
    let streams = try emptyFolder()
    let folder = try MixedRun.folder()
    let first = try await shards(2, of: folder, into: streams)[0]
    try (MixedRun.orders + "\n").write(toFile: folder.path("a.feature"), atomically: true, encoding: .utf8)
    let secondStreams = try emptyFolder()
    let second = try await shards(2, of: folder, into: secondStreams)
    let refused = await specrun(["merge", first, second[1]])
    #expect(refused.code == 2)
    #expect(
      refused.io.error
        == "specrun merge: \(first) and \(second[1]) hold different text for \(folder.path("a.feature")): they ran different Specs. Merge the streams of runs of one commit, or run the shards again from the same checkout.\n"
    )
    #expect(MessageShape.problems(in: refused.io.error).isEmpty)
  }

  @Test("a cut, malformed, empty or missing stream is refused, naming the file (and line)")
  func brokenStreams() async throws {
    let folder = try MixedRun.folder()
    let streams = try emptyFolder()
    let paths = try await shards(2, of: folder, into: streams)
    let lines = try String(contentsOfFile: paths[1], encoding: .utf8).split(separator: "\n")
    let cut = streams.path("cut.ndjson")
    try lines.dropLast().joined(separator: "\n").write(toFile: cut, atomically: true, encoding: .utf8)
    let halfLine = streams.path("half.ndjson")
    try (lines.dropLast().joined(separator: "\n") + "\n" + lines.last!.prefix(20)).write(
      toFile: halfLine, atomically: true, encoding: .utf8)
    let empty = streams.path("empty.ndjson")
    try "".write(toFile: empty, atomically: true, encoding: .utf8)
    let cases: [(String, String)] = [
      (cut, "specrun merge: \(cut) ends before testRunFinished: the run was cut short ("),
      (halfLine, "specrun merge: \(halfLine):\(lines.count): not a Cucumber Messages envelope (column "),
      (empty, "specrun merge: \(empty) is empty: expected the message stream of a run"),
      (
        streams.path("absent.ndjson"),
        "specrun merge: \(streams.path("absent.ndjson")): there is no such file. Check the path"
      ),
    ]
    for (path, message) in cases {
      let refused = await specrun(["merge", paths[0], path, "--format", "junit:all.xml"])
      #expect(refused.code == 2)
      #expect(refused.io.error.hasPrefix(message), "\(refused.io.error)")
      #expect(MessageShape.problems(in: refused.io.error).isEmpty)
      #expect(refused.io.files.isEmpty)
    }
  }

  @Test(
    "merge's own mistakes are usage errors, exit 2",
    arguments: [
      (
        ["merge"],
        "specrun merge: give the message streams to join, e.g. specrun merge shard-1.ndjson shard-2.ndjson --format junit:all.xml"
      ),
      (
        ["merge", "a.ndjson", "--bogus"],
        "specrun merge: unknown option '--bogus'. It takes --format NAME[:PATH] and --keep-last (see 'specrun --help')."
      ),
      (
        ["merge", "a.ndjson", "--keep-lats"],
        "specrun merge: unknown option '--keep-lats'. Did you mean '--keep-last'? It takes --format NAME[:PATH] and --keep-last"
      ),
      (
        ["merge", "a.ndjson", "--tags", "@smoke"],
        "specrun merge: unknown option '--tags'. It takes --format NAME[:PATH] and --keep-last"
      ),
      (["merge", "a.ndjson", "--keep-last=yes"], "specrun merge: --keep-last takes no value"),
      (["merge", "a.ndjson", "--format", "xml"], "specrun: unknown format 'xml'."),
      (["merge", "a.ndjson", "--format"], "specrun merge: --format needs a value."),
    ])
  func usage(arguments: [String], message: String) async {
    let refused = await specrun(arguments)
    #expect(refused.code == 2)
    #expect(refused.io.error.hasPrefix(message), "\(refused.io.error)")
    #expect(MessageShape.problems(in: refused.io.error).isEmpty)
  }
}
