import SpecRun
import Testing

@Suite("specrun's command line")
struct RunCommandTests {
  @Test("no arguments replays everything with the default report")
  func noArguments() throws {
    #expect(try RunCommand.parse([]) == .run(RunRequest()))
  }

  @Test("paths, lines, filters and reports are read as given")
  func fullCommandLine() throws {
    let command = try RunCommand.parse([
      "--tags", "@smoke and not @slow", "--name=^Counting", "Specs/Macho/Counter.feature:12:30", "--strict",
      "--order", "random:42", "--parallel", "4", "--shard", "2/3", "--format", "junit:out/report.xml",
      "-f", "progress", "--dry-run", "--fail-fast", "Specs/Other",
    ])
    var expected = RunOptions()
    expected.tagExpressions = ["@smoke and not @slow"]
    expected.namePatterns = ["^Counting"]
    expected.selections = [.init(path: "Specs/Macho/Counter.feature", lines: [12, 30]), .init(path: "Specs/Other")]
    expected.strict = true
    expected.order = .random(seed: 42)
    expected.parallel = 4
    expected.shard = .init(index: 2, count: 3)
    expected.dryRun = true
    expected.failFast = true
    var request = RunRequest(options: expected)
    request.outputs = [.init(format: .junit, path: "out/report.xml"), .init(format: .progress, path: nil)]
    #expect(command == .run(request))
  }

  @Test("help, version and the format subcommand are commands of their own")
  func otherCommands() throws {
    #expect(try RunCommand.parse(["--help"]) == .help)
    #expect(try RunCommand.parse(["--version"]) == .version)
    #expect(try RunCommand.parse(["format", "junit"]) == .format(.junit))
    #expect(
      Usage.text.contains(
        "EXIT CODES: 0 all passed, 1 something failed, 2 usage or parse errors, output that could not be written,"))
  }

  @Test(
    "a wrong command line is refused with a message that says how to fix it",
    arguments: [
      (
        ["--tagz", "@a"],
        "specrun: unknown option '--tagz'. Did you mean '--tags'? Run 'specrun --help' for the options."
      ),
      (["--bogus"], "specrun: unknown option '--bogus'. Run 'specrun --help' for the options."),
      (["--tags"], "specrun: --tags needs a value. Example: --tags \"@smoke and not @slow\"."),
      (["--parallel", "0"], "specrun: --parallel takes a whole number of at least 1, not '0'."),
      (
        ["--shard", "3/2"],
        "specrun: --shard takes I/N with 1 ≤ I ≤ N (e.g. --shard 2/4 for the second of four parts), not '3/2'."
      ),
      (
        ["--order", "sideways"],
        "specrun: --order takes 'defined', 'random' or 'random:SEED' (a whole number), not 'sideways'."
      ),
      (
        ["--format", "xml"],
        "specrun: unknown format 'xml'. Formats: pretty, progress, message, junit, html, progress-bar, summary, usage, rerun, json, behaviour, behaviour-json."
      ),
      (
        ["--format", "html:"],
        "specrun: --format html: the path after ':' is empty. Write --format html:PATH, or --format html for standard output."
      ),
      (
        ["--format", "junit", "-f", "message"],
        "specrun: --format junit and --format message would all write to standard output and mix. Give all but one a file: --format NAME:PATH."
      ),
      (
        ["--format", "junit:out/r.xml", "--format", "html:./out/r.xml"],
        "specrun: --format junit:out/r.xml and --format html:./out/r.xml write to the same file and would overwrite each other. Give each report its own path."
      ),
      (
        ["Specs/A.feature:abc"],
        "specrun: 'Specs/A.feature:abc': the line after ':' must be a number, not 'abc'. Write PATH:LINE, e.g. Specs/A.feature:12."
      ),
      (
        ["Specs/A.feature:0"],
        "specrun: 'Specs/A.feature:0': line numbers start at 1. Write PATH:LINE, e.g. Specs/Counter.feature:12."
      ),
    ])
  func refused(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try RunCommand.parse(arguments) }
  }
}
