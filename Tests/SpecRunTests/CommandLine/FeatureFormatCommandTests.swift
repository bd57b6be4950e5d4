import Foundation
import SharedFixtures
import SpecRun
import Testing

@MainActor
@Suite("specrun format-feature")
struct FeatureFormatCommandTests {
  static let messy = "Feature: Shop\nScenario: Buy\nGiven a cart\n"
  static let tidy = "Feature: Shop\n\n  Scenario: Buy\n    Given a cart\n"

  @Test("rewrites only the files that change, with the formatter's text, and exits 0")
  func rewrites() async throws {
    let folder = try FeatureFolder(["a/messy.feature": Self.messy, "tidy.feature": Self.tidy, "notes.txt": "x"])
    let captured = CapturedIO()
    #expect(
      await SpecRunMain.run(arguments: ["format-feature", folder.path()], library: StepLibrary(), io: captured.io) == 0)
    #expect(captured.files == [folder.path("a/messy.feature"): Self.tidy])
    #expect(captured.out == "formatted \(folder.path("a/messy.feature"))\n")
    #expect(captured.error.isEmpty)
  }

  @Test("--check writes nothing, lists the files that would change and exits 1; 0 when none would")
  func check() async throws {
    let folder = try FeatureFolder(["messy.feature": Self.messy, "tidy.feature": Self.tidy])
    let captured = CapturedIO()
    #expect(
      await SpecRunMain.run(
        arguments: ["format-feature", "--check", folder.path()], library: StepLibrary(), io: captured.io) == 1)
    #expect(captured.files.isEmpty)
    #expect(captured.out == "\(folder.path("messy.feature")) would be formatted\n")
    let tidy = CapturedIO()
    #expect(
      await SpecRunMain.run(
        arguments: ["format-feature", "--check", folder.path("tidy.feature")], library: StepLibrary(), io: tidy.io) == 0
    )
    #expect(tidy.out.isEmpty)
  }

  @Test("a file that does not parse is left as it is, its error given with file, line and column, exit 2")
  func refusesParseErrors() async throws {
    let folder = try FeatureFolder([
      "broken.feature": "Feature: Broken\n  Scenario: One\n    Given a table\n      | a | b |\n      | c |\n",
      "messy.feature": Self.messy,
    ])
    let captured = CapturedIO()
    #expect(
      await SpecRunMain.run(arguments: ["format-feature", folder.path()], library: StepLibrary(), io: captured.io) == 2)
    #expect(captured.files == [folder.path("messy.feature"): Self.tidy])
    #expect(captured.error.hasPrefix("\(folder.path("broken.feature")):5:7: inconsistent cell count within the table."))
  }

  @Test("--check reads a FIFO named on the command line to its end, whatever its name, as the runner does")
  func checksAFIFO() async throws {
    let pipes = try PipeFolder()
    let fifo = try pipes.makeFIFO("generated")
    let feeder = pipes.feed(fifo, pieces: ["Feature: Shop\n", "Scenario: Buy\n", "Given a cart\n"])
    let captured = CapturedIO()
    #expect(
      await SpecRunMain.run(arguments: ["format-feature", "--check", fifo], library: StepLibrary(), io: captured.io)
        == 1)
    #expect(feeder.finished())
    #expect(captured.out == "\(fifo) would be formatted\n")
    #expect(captured.error.isEmpty)
  }

  @Test("a FIFO is read but not rewritten: a tidy one passes, a messy one says to format what feeds it, exit 2")
  func neverWritesIntoAFIFO() async throws {
    let pipes = try PipeFolder()
    let tidyFIFO = try pipes.makeFIFO("tidy.feature")
    let tidyFeeder = pipes.feed(tidyFIFO, pieces: [Self.tidy])
    let tidy = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["format-feature", tidyFIFO], library: StepLibrary(), io: tidy.io) == 0)
    #expect(tidyFeeder.finished())
    #expect(tidy.out.isEmpty && tidy.error.isEmpty)

    let messyFIFO = try pipes.makeFIFO("messy.feature")
    let messyFeeder = pipes.feed(messyFIFO, pieces: [Self.messy])
    let messy = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["format-feature", messyFIFO], library: StepLibrary(), io: messy.io) == 2)
    #expect(messyFeeder.finished())
    #expect(messy.files.isEmpty)
    #expect(
      messy.error
        == "specrun format-feature: \(messyFIFO) is a FIFO (a named pipe), so its formatted text cannot be written back. Format the file its writer reads from, or check it with --check.\n"
    )
  }

  @Test("a FIFO found while searching a folder is skipped, never opened, with the runner's warning")
  func skipsAFIFOInAFolder() async throws {
    let pipes = try PipeFolder()
    let messy = try pipes.write(Self.messy, to: "Specs/messy.feature")
    let stuck = try pipes.makeFIFO("Specs/stuck.feature")
    pipes.unblockReaders(of: stuck)
    let captured = CapturedIO()
    #expect(
      await SpecRunMain.run(
        arguments: ["format-feature", pipes.path("Specs")], library: StepLibrary(), io: captured.io) == 0)
    #expect(captured.files == [messy: Self.tidy])
    #expect(
      captured.error
        == "specrun format-feature: \(stuck): is a FIFO (a named pipe), not a regular file, so the search of its folder skipped it without opening it. Name it on the command line to read it, or remove it.\n"
    )
  }

  @Test("a path that cannot be read is named with why and what to do, in the runner's words, exit 2")
  func unreadablePaths() async throws {
    let pipes = try PipeFolder()
    let socket = try pipes.makeSocket("format.sock")
    let missing = pipes.path("gone.feature")
    let captured = CapturedIO()
    #expect(
      await SpecRunMain.run(
        arguments: ["format-feature", missing, socket], library: StepLibrary(), io: captured.io) == 2)
    #expect(
      captured.error
        == "specrun format-feature: \(missing): no such file or folder. Check the path (it is relative to \(FileManager.default.currentDirectoryPath)).\n"
        + "specrun format-feature: \(socket): it is a socket, not a file: only regular files and streams (a FIFO, <(…), a terminal) can be read. Name the file itself.\n"
    )
  }

  @Test("--help lists it")
  func usage() {
    #expect(Usage.text.contains("specrun format-feature [--check] [PATH...]"))
  }
}
