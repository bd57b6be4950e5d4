import Gherkin

/// The text `specrun --help` prints, and hints for mistakes.
public enum Usage {
  /// The whole `--help`: the commands, each option's lines (from `CommandLineOption.all`: a
  /// run's, then `specrun merge`'s), and the details of formats, rerun files, profiles, watching
  /// and exit codes.
  public static let text =
    commands + "\n\nOPTIONS:\n" + helpLines(of: .run) + "\n\nMERGE OPTIONS (specrun merge):\n" + helpLines(of: .merge)
    + "\n\n" + details

  private static func helpLines(of command: CommandLineOption.Command) -> String {
    CommandLineOption.options(of: command).flatMap(\.helpLines).joined(separator: "\n")
  }

  /// The commands, before the options.
  private static let commands = """
    USAGE: specrun [OPTIONS] [PATH[:LINE]...] [@RERUN_FILE]
           specrun format FORMAT < run.ndjson
           specrun merge [--keep-last] RUN.ndjson... [--format NAME[:PATH]]...
                  (joins the message streams of shards or runs into one run and reports it)
           specrun format-feature [--check] [PATH...]
                  (formats .feature files in place, default Specs/; --check lists those that would
                  change and exits 1; a file that does not parse is left as it is, exit 2)
           specrun gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] PATH...
           specrun steps [APP]
                  (every step phrasing each app's scenarios may use, in the app's language, with a line
                  of its Specs that uses it and what to write in place of each {parameter})
           specrun lsp    (a language server for .feature files on standard input/output; see README)

    Replays every scenario in the .feature and .feature.md files under PATH (default: Specs/).
    """

  /// What follows the options: interrupting, formats, rerun files, profiles, watching, exit codes.
  private static let details = """
    Ctrl-C (or SIGTERM) lets the running scenarios finish, a second one cancels them; every report
    is still written, and the run counts as failed. While scenario files are read and chosen, it
    stops at once.

    FORMATS: pretty        each scenario and step as written, attachments under their step (the default)
             progress-bar  a live bar with counts and remaining scenarios, failures above it as they happen
                           (the default at a terminal for runs of more than one scenario file; plain lines in a file)
             progress      a mark per step, then the failures and the summary
             summary       the failures and the summary only
             usage         each step definition with its steps matched, slowest and mean time; unused ones (dead glue)
             rerun         the failed scenarios as PATH:LINE:LINE lines, for specrun @rerun.txt
             junit         JUnit XML, for CI
             json          the legacy Cucumber JSON that CI dashboards read (cucumber-reporting style)
             html          a self-contained page: living documentation with filters, attachments and images,
                           and the behaviour map
             behaviour     the behaviour map: each feature's action cases, the scenarios and tests that exercise
                           them, a figure per feature (also behavior; behaviour-json for CI)
             message       the Cucumber Messages stream (NDJSON), which specrun format turns into any other

    RERUN: specrun --format rerun:rerun.txt writes the failed scenarios (and the undefined and pending
    ones when they failed the run); specrun @rerun.txt replays exactly those. An empty file runs nothing.

    PROFILES: specrun.json in the current folder holds named sets of options by their long names,
    {"profiles": {"default": {"format": "progress"}, "ci": {"tags": "not @slow", "format": ["junit:ci.xml"]}}};
    switches take true/false, others a string or number, repeatable ones (and "paths") a list too.
    "default" applies when no --profile is given. The command line comes after the profiles: its
    repeatable options add to theirs, its single ones, its paths and its standard-output report replace theirs.

    WATCH: --watch looks at the .feature and .feature.md files under PATH about every 200 ms and
    replays each one that changed or appeared (no rebuild: scenario text is read at run time),
    rewriting the report files; Ctrl-C ends it with exit code 0. Not with --shard.

    EXIT CODES: 0 all passed, 1 something failed, 2 usage or parse errors, output that could not be written,
    or standard output cut short (specrun | head) in a run where nothing else failed; the report files
    are still written whole.
    """

  /// What to write for `flag` (`--tags` or `-t`): its example, or where to find the options.
  static func hint(for flag: String, in command: CommandLineOption.Command = .run) -> String {
    CommandLineOption.named(flag, in: command)?.hint ?? "Run 'specrun --help' for the options."
  }

  /// ` Did you mean '--tags'?` for a near miss among `command`'s options' long forms (`--tags`,
  /// `--behavior-tests`), or nothing.
  static func suggestion(for flag: String, in command: CommandLineOption.Command = .run) -> String {
    suggestion(for: flag, among: CommandLineOption.options(of: command).flatMap(\.flags))
  }

  /// ` Did you mean 'ci'?` when `word` is a near miss for one of `candidates`, or nothing.
  static func suggestion(for word: String, among candidates: [String]) -> String {
    let best = candidates.map { ($0, EditDistance.between($0, word)) }.min { $0.1 < $1.1 }
    // Two edits at most: '--tagz' is a near miss for '--tags', '--bogus' is not; and fewer than
    // the candidate's length, so 'qa' is no near miss for 'ci'.
    guard let best, best.1 <= 2, best.1 < best.0.count else { return "" }
    return " Did you mean '\(best.0)'?"
  }
}
