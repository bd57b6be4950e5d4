import Foundation
import SharedFixtures
import Testing

@testable import SpecRun

/// Scenario files that are not regular files: a FIFO (`mkfifo`), the `/dev/fd/N` of a shell's
/// `specrun <(generate-scenarios)`, a socket. Each test has a temporary folder of its own.
@MainActor
@Suite("Scenario files that are not regular files")
struct NonRegularScenarioFileTests {
  static let apples = """
    Feature: Piped shopping

      Scenario: Adding apples
        Given an empty basket
        When I add 3 apples
        Then the basket holds 3 apples

    """

  /// The catalog of two apps, Shop and Admin, whose folders are `Specs/Shop` and `Specs/Admin` in `folder`.
  static func twoApps(_ folder: PipeFolder) -> SpecCatalog {
    SpecCatalog(
      title: "Shop and Admin", specsFolder: folder.path("Specs"),
      apps: [
        SpecApp("Shop", steps: TwoApps.steps(buttons: ["Buy"])),
        SpecApp("Admin", steps: TwoApps.steps(buttons: ["Ban"])),
      ])
  }

  @Test("a FIFO named on the command line is a scenario file, whatever its name")
  func namedFIFO() throws {
    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("generated")
    let found = FeatureLoader().discover([fifo])
    #expect(found.files == [fifo])
    #expect(found.problems == [])
  }

  @Test("a FIFO found while searching a folder is skipped, never opened, with a warning that names it")
  func fifoInFolder() throws {
    let folder = try PipeFolder()
    let file = try folder.write(Self.apples, to: "Specs/a.feature")
    let fifo = try folder.makeFIFO("Specs/b.feature")
    let found = FeatureLoader().discover([folder.path("Specs")])
    #expect(found.files == [file])
    #expect(found.problems == [])
    #expect(found.skipped.map(\.path) == [fifo])
    #expect(
      found.skipped.first?.message
        == "is a FIFO (a named pipe), not a regular file, so the search of its folder skipped it without opening it. Name it on the command line to read it, or remove it."
    )
  }

  @Test("a scenario written into a FIFO replays, and the run warns of a FIFO its folder search skipped")
  func replaysFromFIFO() async throws {
    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("piped")
    let stuck = try folder.makeFIFO("Specs/stuck.feature")
    folder.unblockReaders(of: stuck)
    let feeder = folder.feed(fifo, pieces: [Self.apples])
    let io = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: ["--format", "summary", fifo, folder.path("Specs")], library: BasketSteps.library, io: io.io)
    #expect(code == 0, "\(io.out)\(io.error)")
    #expect(io.out.contains("1 scenario (1 passed)"))
    #expect(
      io.error
        == "specrun: warning: \(stuck): is a FIFO (a named pipe), not a regular file, so the search of its folder skipped it without opening it. Name it on the command line to read it, or remove it.\n"
    )
    #expect(feeder.finished())
  }

  @Test("a FIFO's text is checked for warnings from what was read, never by opening it again")
  func warningsOfAFIFO() async throws {
    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("described")
    let feeder = folder.feed(fifo, pieces: ["Feature: Only words\n", "  A description and no scenario.\n"])
    let io = CapturedIO()
    let code = await SpecRunMain.run(arguments: ["--format", "summary", fifo], library: BasketSteps.library, io: io.io)
    #expect(code == 0, "\(io.error)")
    #expect(
      io.error.contains("specrun: warning: \(fifo):1: this file holds no scenario, so nothing in it runs."),
      "\(io.error)")
    #expect(feeder.finished())
  }

  @Test("a FIFO in an app's folder replays with that app's steps; one in no app's folder is told what to do")
  func fifoBindsByItsFolder() async throws {
    let folder = try PipeFolder()
    let inShop = try folder.makeFIFO("Specs/Shop/piped.feature")
    // Nobody writes `outside`: a file in no app's folder is never opened.
    let outside = try folder.makeFIFO("elsewhere")
    let feeder = folder.feed(inShop, pieces: [TwoApps.feature("Buying", tapping: "Buy")])
    let (code, io) = await TwoApps.run(["--format", "summary", inShop, outside], Self.twoApps(folder))
    #expect(code == 2)
    #expect(io.out.contains("1 passed"), "\(io.out)")
    #expect(
      io.error.contains(
        "\(outside):1:1: this scenario file is a stream (a FIFO or <(…)) in no app's folder, so no step library replays it."
      ), "\(io.error)")
    #expect(io.error.contains("make a FIFO there and name it (mkfifo \(folder.path("Specs/Shop"))/piped.feature)"))
    #expect(feeder.finished())
  }

  @Test("a socket named like a scenario file, and a missing one, say why they cannot be read, exit 2")
  func socketAndMissing() async throws {
    let folder = try PipeFolder()
    let socketPath = try folder.makeSocket("listening.feature")
    let io = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: ["--format", "summary", socketPath, folder.path("absent.feature")], library: BasketSteps.library,
      io: io.io)
    #expect(code == 2)
    #expect(
      io.error.contains(
        "\(socketPath):1:1: it is a socket, not a file: only regular files and streams (a FIFO, <(…), a terminal) can be read. Name the file itself."
      ))
    #expect(io.error.contains("absent.feature:1:1: no such file or folder. Check the path"))
    #expect(MessageShape.problems(in: io.error) == [])
  }

  @Test("a specrun.json that is a FIFO is read to its end; one that is a folder says so")
  func profileFile() throws {
    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("fifo/specrun.json")
    let feeder = folder.feed(fifo, pieces: [#"{"profiles": "#, #"{"ci": {"fail-fast": true}}}"#])
    #expect(try ProfileFile.load(inFolder: folder.path("fifo"))?.names == ["ci"])
    #expect(feeder.finished())

    try FileManager.default.createDirectory(
      atPath: folder.path("folder/specrun.json"), withIntermediateDirectories: true)
    let error = #expect(throws: UsageError.self) { try ProfileFile.load(inFolder: folder.path("folder")) }
    #expect(
      error?.message
        == "specrun: \(folder.path("folder/specrun.json")): it is a folder, not a file. Name a file inside it instead.")
  }

  @Test(
    "the real specrun replays a FIFO in an app's folder, says what to do with <(…), and searching past the FIFO never hangs",
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash for <(…)"))
  func realProcess() async throws {
    let folder = try ReportPathFolder()
    let run = try await SpecRunProcess.shell(
      """
      /bin/bash -c '
        mkfifo Specs/Macho/piped.feature
        cat Specs/Macho/tally.feature > Specs/Macho/piped.feature &
        timeout 30 "$SPECRUN" --format summary Specs/Macho/piped.feature <(cat Specs/Macho/tally.feature)
        echo "named exit $?"
        timeout 30 "$SPECRUN" --format summary
        echo "search exit $?"'
      """, in: folder.path)
    #expect(run.stdout.contains("named exit 2\n"), "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("search exit 0\n"), "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("this scenario file is a stream (a FIFO or <(…)) in no app's folder"))
    #expect(
      run.stderr.contains(
        "specrun: warning: Specs/Macho/piped.feature: is a FIFO (a named pipe), not a regular file, so the search of its folder skipped it"
      ))
    #expect(MessageShape.problems(in: run.stderr) == [])
  }

  @Test(
    "the real specrun waiting for a FIFO's writer gives it up on SIGTERM (or Ctrl-C) and says what to do, exit 2",
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
  func interruptedWait() async throws {
    let folder = try ReportPathFolder()
    // Once specrun has the FIFO open (it listens for signals by then), `timeout` hands it the
    // SIGTERM, and kills it 5 seconds later if it still waits.
    let run = try await SpecRunProcess.shell(
      """
      mkfifo Specs/Macho/wait.feature
      timeout -k 5 30 "$SPECRUN" --format summary Specs/Macho/wait.feature &
      for i in $(seq 200); do
        ls -l /proc/[0-9]*/fd 2>/dev/null | grep -q "$PWD/Specs/Macho/wait.feature" && break
        sleep 0.1
      done
      kill -TERM $!
      wait $!
      echo "exit $?"
      """, in: folder.path)
    #expect(run.stdout.hasSuffix("exit 2\n"), "\(run.stdout)\(run.stderr)")
    #expect(
      run.stderr.contains(
        "specrun: Specs/Macho/wait.feature:1:1: interrupted while waiting for its writer, so it was not read. Start the program that writes it, then run again."
      ))
    #expect(MessageShape.problems(in: run.stderr) == [])
  }
}
