import Gherkin

/// The text `specrun --help` prints, and hints for mistakes.
public enum Usage {
  public static let text = """
    USAGE: specrun [OPTIONS] [PATH[:LINE]...] [@RERUN_FILE]
           specrun format FORMAT < run.ndjson
           specrun merge [--keep-last] RUN.ndjson... [--format NAME[:PATH]]...
                  (joins the message streams of shards or runs into one run and reports it)
           specrun format-feature [--check] [PATH...]
                  (formats .feature files in place, default Specs/; --check lists those that would
                  change and exits 1; a file that does not parse is left as it is, exit 2)
           specrun gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] PATH...
           specrun lsp    (a language server for .feature files on standard input/output; see README)

    Replays every scenario in the .feature and .feature.md files under PATH (default: Specs/).

    OPTIONS:
      -t, --tags EXPR        run scenarios whose tags match, e.g. "@smoke and not @slow" (repeatable: all must match)
      -n, --name REGEX       run scenarios whose name matches (repeatable: any may match; a pattern that
                             takes over 2 seconds on a name is stopped and reported)
          --dry-run          match steps to definitions without running them
          --fail-fast        stop after the first failing scenario
          --strict           undefined and pending steps fail the run (the default)
          --no-strict        undefined and pending steps do not fail the run (their snippets are still printed)
          --order ORDER      defined (default), random, or random:SEED (a random run prints its seed)
          --parallel N       run N scenarios at a time, each with its own store (at most one per core)
          --step-timeout SECONDS
                             fail a step or hook still running after SECONDS (default 60; from 0.001 to
                             86400), naming it and the effects it waits on; the run goes on
          --shard I/N        run the I-th of N deterministic parts (for CI machines)
          --retry N          run a failed scenario again, up to N times, each time afresh; one that
                             then passes is flaky: counted as such, and the run still passes
          --retry-tag-filter EXPR
                             retry only the scenarios whose tags match, e.g. "@network" (with --retry N)
          --fail-on-flaky    a flaky scenario fails the run (exit 1)
      -f, --format NAME[:PATH]
                             a report (see FORMATS) to PATH or standard output (repeatable); a file is
                             replaced whole (through a symbolic link, its target), /dev/stdout, a FIFO
                             or a device is written as it is
          --i18n-languages   list the languages scenarios can be written in (code, name, native name)
          --i18n-keywords LANG
                             list a language's keywords, e.g. --i18n-keywords ja
      -p, --profile NAME     apply the profile NAME of specrun.json before the command line (repeatable)
          --watch            after the run, replay each scenario file that changes, until Ctrl-C
      -h, --help             show this text
          --version          show the version

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
             html          a self-contained page: living documentation with filters, attachments and images
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

  static let options = [
    "--tags", "--name", "--dry-run", "--fail-fast", "--strict", "--order", "--parallel", "--shard", "--format",
    "--help", "--version",
    "--i18n-languages", "--i18n-keywords",
    "--profile", "--watch",
    "--no-strict", "--step-timeout",
    "--retry", "--retry-tag-filter", "--fail-on-flaky",
  ]

  static func hint(for flag: String) -> String {
    switch flag {
    case "-t", "--tags": "Example: --tags \"@smoke and not @slow\"."
    case "-n", "--name": "Example: --name \"^Counting\"."
    case "--order": "Example: --order random:42."
    case "--parallel": "Example: --parallel 4."
    case "--shard": "Example: --shard 1/3."
    case "--retry": "Example: --retry 2."
    case "--retry-tag-filter": "Example: --retry 2 --retry-tag-filter @network."
    case "--step-timeout": "Example: --step-timeout 120."
    case "-f", "--format": "Example: --format junit:report.xml."
    case "--i18n-keywords": "Example: --i18n-keywords ja (run 'specrun --i18n-languages' for every code)."
    case "-p", "--profile": "Example: --profile ci, for the profile \"ci\" of specrun.json."
    default: "Run 'specrun --help' for the options."
    }
  }

  /// ` Did you mean '--tags'?` for a near miss, or nothing.
  static func suggestion(for flag: String) -> String { suggestion(for: flag, among: options) }

  /// ` Did you mean 'ci'?` when `word` is a near miss for one of `candidates`, or nothing.
  static func suggestion(for word: String, among candidates: [String]) -> String {
    let best = candidates.map { ($0, EditDistance.between($0, word)) }.min { $0.1 < $1.1 }
    // Two edits at most: '--tagz' is a near miss for '--tags', '--bogus' is not; and fewer than
    // the candidate's length, so 'qa' is no near miss for 'ci'.
    guard let best, best.1 <= 2, best.1 < best.0.count else { return "" }
    return " Did you mean '\(best.0)'?"
  }
}
