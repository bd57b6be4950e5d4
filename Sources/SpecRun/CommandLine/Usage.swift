/// The text `specrun --help` prints, and hints for mistakes.
public enum Usage {
  public static let text = """
    USAGE: specrun [OPTIONS] [PATH[:LINE]...]
           specrun format FORMAT < run.ndjson
           specrun gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] PATH...

    Replays every scenario in the .feature and .feature.md files under PATH (default: Specs/).

    OPTIONS:
      -t, --tags EXPR        run scenarios whose tags match, e.g. "@smoke and not @slow" (repeatable: all must match)
      -n, --name REGEX       run scenarios whose name matches (repeatable: any may match)
          --dry-run          match steps to definitions without running them
          --fail-fast        stop after the first failing scenario
          --strict           undefined and pending steps fail the run (the default)
          --no-strict        undefined and pending steps do not fail the run (their snippets are still printed)
          --order ORDER      defined (default), random, or random:SEED (a random run prints its seed)
          --parallel N       run N scenarios at a time, each with its own store
          --step-timeout SECONDS
                             fail a step or hook still running after SECONDS (default 60; decimals allowed),
                             naming it and the effects it waits on; the run goes on
          --shard I/N        run the I-th of N deterministic parts (for CI machines)
      -f, --format NAME[:PATH]
                             pretty (default), progress, message, junit, html; to PATH or standard output (repeatable)
      -h, --help             show this text
          --version          show the version

    Ctrl-C (or SIGTERM) lets the running scenarios finish, a second one cancels them; every report
    is still written, and the run counts as failed.

    EXIT CODES: 0 all passed, 1 something failed, 2 usage or parse errors, or output that could not be written.
    """

  static let options = [
    "--tags", "--name", "--dry-run", "--fail-fast", "--strict", "--order", "--parallel", "--shard", "--format",
    "--help", "--version",
    "--no-strict", "--step-timeout",
  ]

  static func hint(for flag: String) -> String {
    switch flag {
    case "-t", "--tags": "Example: --tags \"@smoke and not @slow\"."
    case "-n", "--name": "Example: --name \"^Counting\"."
    case "--order": "Example: --order random:42."
    case "--parallel": "Example: --parallel 4."
    case "--shard": "Example: --shard 1/3."
    case "--step-timeout": "Example: --step-timeout 120."
    case "-f", "--format": "Example: --format junit:report.xml."
    default: "Run 'specrun --help' for the options."
    }
  }

  /// ` Did you mean '--tags'?` for a near miss, or nothing.
  static func suggestion(for flag: String) -> String {
    let best = options.map { ($0, editDistance($0, flag)) }.min { $0.1 < $1.1 }
    // Two edits at most: '--tagz' is a near miss for '--tags', '--bogus' is not.
    guard let best, best.1 <= 2 else { return "" }
    return " Did you mean '\(best.0)'?"
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1]
      for (j, cb) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
