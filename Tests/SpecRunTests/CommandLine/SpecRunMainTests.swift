import Foundation
import SpecRun
import Synchronization
import Testing

/// Captures what `specrun` writes.
final class CapturedIO: Sendable {
  private let buffers = Mutex((out: "", error: "", files: [String: String]()))
  let input: Data

  init(input: String = "") { self.input = Data(input.utf8) }

  var out: String { buffers.withLock { $0.out } }
  var error: String { buffers.withLock { $0.error } }
  var files: [String: String] { buffers.withLock { $0.files } }

  var io: CommandIO {
    CommandIO(
      writeOut: { text in self.buffers.withLock { $0.out += text } },
      writeError: { text in self.buffers.withLock { $0.error += text } },
      readInput: { self.input },
      writeFile: { path, text in self.buffers.withLock { $0.files[path] = text } },
      colors: false)
  }
}

@MainActor
@Suite("The specrun command")
struct SpecRunMainTests {
  @Test("a passing run prints the pretty report and exits 0; a failing one exits 1")
  func exitCodes() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    let passing = CapturedIO()
    let passed = await SpecRunMain.run(
      arguments: [folder.path("shop.feature") + ":3"], library: BasketSteps.library, io: passing.io)
    #expect(passed == 0)
    #expect(passing.out.hasSuffix("1 passed, 0 failed\n"))
    let failing = CapturedIO()
    #expect(await SpecRunMain.run(arguments: [folder.path()], library: BasketSteps.library, io: failing.io) == 1)
    #expect(failing.out.hasSuffix("1 passed, 1 failed\n"))
  }

  @Test(
    "pretty and progress output appear as scenarios finish, not only when the run ends (from --parallel 2 on, written behind the steps, a moment after)",
    arguments: ["pretty", "progress"], ["1", "2"])
  func streaming(format: String, parallel: String) async throws {
    let captured = CapturedIO()
    var library = BasketSteps.library
    library.then("the terminal already shows {string}") { (_, text: String) in
      guard captured.out.contains(text) else { throw StepFailure("the terminal shows only: \(captured.out)") }
    }
    library.then("the terminal shows {string} within a second") { (_, text: String) in
      for _ in 0..<100 where !captured.out.contains(text) { try await Task.sleep(for: .milliseconds(10)) }
      guard captured.out.contains(text) else { throw StepFailure("the terminal shows only: \(captured.out)") }
    }
    let shown = format == "pretty" ? "Scenario: First" : "..."
    let check =
      parallel == "1" ? "the terminal already shows \"\(shown)\"" : "the terminal shows \"\(shown)\" within a second"
    let folder = try FeatureFolder([
      "a.feature":
        "Feature: A\n  Scenario: First\n    Given an empty basket\n    When I add 1 pears\n    Then the basket holds 1 pears\n\n"
        + "  Scenario: Second\n    Then \(check)\n"
    ])
    let arguments = ["--parallel", parallel, "--format", format, folder.path()]
    #expect(await SpecRunMain.run(arguments: arguments, library: library, io: captured.io) == 0)
    #expect(captured.out.hasSuffix("2 passed, 0 failed\n"))
  }

  @Test("reports go to the paths --format names, and a saved stream can be reported again")
  func reportsAndReformatting() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    let run = CapturedIO()
    _ = await SpecRunMain.run(
      arguments: [
        "--format", "message:out/run.ndjson", "--format", "junit:out/junit.xml", "--format", "progress", folder.path(),
      ],
      library: BasketSteps.library, io: run.io)
    let stream = try #require(run.files["out/run.ndjson"])
    #expect(run.files["out/junit.xml"]?.contains("<testsuite name=\"Shopping\"") == true)
    #expect(run.out.hasPrefix("...."))
    let again = CapturedIO(input: stream)
    #expect(await SpecRunMain.run(arguments: ["format", "junit"], library: StepLibrary(), io: again.io) == 0)
    #expect(again.out == run.files["out/junit.xml"])
  }

  @Test(
    "bad input is refused with a message and exit code 2",
    arguments: [
      (["--tags", "@a and"], "specrun: --tags \"@a and\": "),
      (["--name", "(unclosed"], "specrun: --name \"(unclosed\" is not a valid regular expression."),
      (["--bogus"], "specrun: unknown option '--bogus'."),
    ])
  func badInput(arguments: [String], message: String) async {
    let captured = CapturedIO()
    #expect(await SpecRunMain.run(arguments: arguments, library: BasketSteps.library, io: captured.io) == 2)
    #expect(captured.error.hasPrefix(message))
  }

  @Test("a path that cannot be read reaches standard error whatever the reports, and is an error in JUnit")
  func problemsReachTheTerminal() async {
    let captured = CapturedIO()
    #expect(
      await SpecRunMain.run(
        arguments: ["nope/Specs", "--format", "junit:r.xml"], library: StepLibrary(), io: captured.io) == 2)
    // Only a report to a file: the terminal still gets the counts.
    #expect(captured.out == "0 scenarios\n0 steps\n0 passed, 0 failed, 1 error\n")
    #expect(captured.error.hasPrefix("specrun: nope/Specs:1:1: no such file or folder."))
    let junit = captured.files["r.xml"] ?? ""
    #expect(junit.contains(" tests=\"1\" skipped=\"0\" failures=\"0\" errors=\"1\""))
    #expect(
      junit.contains(
        "<testcase classname=\"nope/Specs\" name=\"nope/Specs, line 1, column 1\" file=\"nope/Specs\" line=\"1\" time=\"0\">\n<error type=\"ParseError\" message=\"no such file or folder."
      ), "\(junit)")
  }

  @Test("a stream that is not Cucumber Messages is refused by specrun format")
  func badStream() async {
    let captured = CapturedIO(input: "{\"meta\": 12}\n")
    #expect(await SpecRunMain.run(arguments: ["format", "html"], library: StepLibrary(), io: captured.io) == 2)
    #expect(captured.error.hasPrefix("specrun format: standard input, line 1: not a Cucumber Messages envelope"))
  }

  @Test(
    "specrun format refuses a stream that is not a whole run, saying what is missing",
    arguments: [
      ("", "specrun format: standard input is empty: expected the message stream of a run"),
      (
        "{\"foo\":1}\n",
        "specrun format: standard input holds no testRunStarted message, so it is not the message stream of a run."
      ),
      (
        SampleRun.failingOutline.components(separatedBy: "\n").dropLast().joined(separator: "\n"),
        "specrun format: standard input ends before testRunFinished: the run was cut short (1 scenario started, 1 finished)."
      ),
    ])
  func incompleteStream(input: String, message: String) async {
    for format in ReportFormat.allCases where !format.isMadeDuringTheRun {
      let captured = CapturedIO(input: input)
      #expect(
        await SpecRunMain.run(arguments: ["format", format.rawValue], library: StepLibrary(), io: captured.io) == 2)
      #expect(captured.error.hasPrefix(message))
      #expect(captured.out == "")
    }
  }

  @Test("help, version and the gherkin subcommand answer without running scenarios")
  func otherCommands() async {
    let help = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["--help"], library: StepLibrary(), io: help.io) == 0)
    #expect(help.out.hasPrefix("USAGE: specrun [OPTIONS] [PATH[:LINE]...]"))
    let version = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["--version"], library: StepLibrary(), io: version.io) == 0)
    #expect(version.out == "specrun \(RunCommand.versionNumber)\n")
    let gherkin = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["gherkin"], library: StepLibrary(), io: gherkin.io) == 2)
  }

  @Test("specrun gherkin writes bytes as they are when the streams take bytes, and the same text as a string if not")
  func gherkinBytes() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping, "more.feature": SpecRunnerTests.shopping])
    let arguments = ["gherkin", "--predictable-ids", folder.path("shop.feature"), folder.path("more.feature")]
    let asText = CapturedIO()
    #expect(await SpecRunMain.run(arguments: arguments, library: StepLibrary(), io: asText.io) == 0)
    #expect(asText.out.contains(#""gherkinDocument""#))
    let bytes = Mutex<[UInt8]>([])
    var io = asText.io
    io.writeOut = { _ in Issue.record("the bytes should not be made a string") }
    io.writeOutBytes = { written in bytes.withLock { $0 += written } }
    #expect(await SpecRunMain.run(arguments: arguments, library: StepLibrary(), io: io) == 0)
    #expect(String(decoding: bytes.withLock { $0 }, as: UTF8.self) == asText.out)
  }

  @Test("specrun gherkin whose byte output fails says so on stderr with a hint and exits 2")
  func gherkinBytesFail() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    let captured = CapturedIO()
    var io = captured.io
    io.writeOutBytes = { _ in throw OutputError(code: ENOSPC) }
    let arguments = ["gherkin", folder.path("shop.feature")]
    let code = await SpecRunMain.run(arguments: arguments, library: StepLibrary(), io: io)
    #expect(code == 2)
    #expect(captured.error.hasPrefix("specrun: could not write to standard output: "))
    #expect(captured.error.hasSuffix("Free some space, or send the output somewhere else.\n"))
    #expect(captured.out == "")
  }
}
