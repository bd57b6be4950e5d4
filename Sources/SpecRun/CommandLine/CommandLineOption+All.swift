extension CommandLineOption {
  /// Every option of `specrun`, in the order `--help` lists them; the profile keys follow the
  /// same order. Add an option here, and only here (see CONTRIBUTING, "Adding an option").
  static let all: [CommandLineOption] = [
    .value(
      "tags", "EXPR", short: "t", repeatable: true,
      help: ["run scenarios whose tags match, e.g. \"@smoke and not @slow\" (repeatable: all must match)"],
      hint: "Example: --tags \"@smoke and not @slow\"."
    ) { text, request throws(UsageError) in request.options.tagExpressions.append(text) },
    .value(
      "name", "REGEX", short: "n", repeatable: true,
      help: [
        "run scenarios whose name matches (repeatable: any may match; a pattern that",
        "takes over 2 seconds on a name is stopped and reported)",
      ],
      hint: "Example: --name \"^Counting\"."
    ) { text, request throws(UsageError) in request.options.namePatterns.append(text) },
    .value(
      "format", "NAME[:PATH]", short: "f", repeatable: true, commands: [.run, .merge],
      help: [
        "a report (see FORMATS) to PATH or standard output (repeatable); a file is",
        "replaced whole (through a symbolic link, its target), /dev/stdout, a FIFO",
        "or a device is written as it is",
      ],
      hint: "Example: --format junit:report.xml."
    ) { text, request throws(UsageError) in request.outputs.append(try OptionValue.output(text)) },
    .toggle("dry-run", help: ["match steps to definitions without running them"]) { $0.options.dryRun = true },
    .toggle("fail-fast", help: ["stop after the first failing scenario"]) { $0.options.failFast = true },
    .toggle("strict", help: ["undefined and pending steps fail the run (the default)"]) { $0.options.strict = true },
    .toggle(
      "no-strict", inProfiles: false,
      help: ["undefined and pending steps do not fail the run (their snippets are still printed)"]
    ) { $0.options.strict = false },
    .toggle("watch", help: ["after the run, replay each scenario file that changes, until Ctrl-C"]) { $0.watch = true },
    .value(
      "order", "ORDER", help: ["defined (default), random, or random:SEED (a random run prints its seed)"],
      hint: "Example: --order random:42."
    ) { text, request throws(UsageError) in request.options.order = try OptionValue.order(text) },
    .value(
      "parallel", "N", help: ["run N scenarios at a time, each with its own store (at most one per core)"],
      hint: "Example: --parallel 4."
    ) { text, request throws(UsageError) in
      request.options.parallel = try OptionValue.positive(text, flag: "--parallel")
    },
    .value(
      "shard", "I/N", help: ["run the I-th of N deterministic parts (for CI machines)"], hint: "Example: --shard 1/3."
    ) { text, request throws(UsageError) in request.options.shard = try OptionValue.shard(text) },
    .value(
      "step-timeout", "SECONDS",
      help: [
        "fail a step or hook still running after SECONDS (default 60; from 0.001 to",
        "86400), naming it and the effects it waits on; the run goes on",
      ],
      hint: "Example: --step-timeout 120."
    ) { text, request throws(UsageError) in request.options.stepTimeout = try OptionValue.stepTimeout(text) },
    .value(
      "retry", "N",
      help: [
        "run a failed scenario again, up to N times, each time afresh; one that",
        "then passes is flaky: counted as such, and the run still passes",
      ],
      hint: "Example: --retry 2."
    ) { text, request throws(UsageError) in request.options.retry.retries = try OptionValue.count(text, flag: "--retry")
    },
    .value(
      "retry-tag-filter", "EXPR",
      help: ["retry only the scenarios whose tags match, e.g. \"@network\" (with --retry N)"],
      hint: "Example: --retry 2 --retry-tag-filter @network."
    ) { text, request throws(UsageError) in request.options.retry.tagFilter = text },
    .toggle("fail-on-flaky", help: ["a flaky scenario fails the run (exit 1)"]) {
      $0.options.retry.failsOnFlaky = true
    },
    .command("i18n-languages", help: ["list the languages scenarios can be written in (code, name, native name)"]) {
      _ throws(UsageError) in .i18nLanguages
    },
    .command(
      "i18n-keywords", "LANG", help: ["list a language's keywords, e.g. --i18n-keywords ja"],
      hint: "Example: --i18n-keywords ja (run 'specrun --i18n-languages' for every code)."
    ) { code throws(UsageError) in .i18nKeywords(try OptionValue.language(code)) },
    .value(
      "profile", "NAME", short: "p", repeatable: true, inProfiles: false,
      help: ["apply the profile NAME of specrun.json before the command line (repeatable)"],
      hint: "Example: --profile ci, for the profile \"ci\" of specrun.json."
    ) { text, request throws(UsageError) in request.profiles.append(text) },
    .value(
      "behaviour-tests", "PATH", aliases: ["behavior-tests"],
      help: [
        "join the tests' side of the behaviour map, written by",
        "EVERGREEN_BEHAVIOUR_MAP=PATH swift test (spelled behavior-tests too)",
      ],
      hint: "Example: --behaviour-tests .build/tests-map.json."
    ) { text, request throws(UsageError) in request.behaviourTests = text },
    .value(
      "require-actions-specified", "PERCENT",
      help: [
        "fail the run (exit 1) when scenarios exercise fewer than PERCENT of the",
        "features' action cases (e.g. 90%), listing the cases they miss",
      ],
      hint: "Example: --require-actions-specified 90%."
    ) { text, request throws(UsageError) in
      request.requiredActionsSpecified = try OptionValue.percentage(text, flag: "--require-actions-specified")
    },
    .command("help", short: "h", help: ["show this text"]) { _ throws(UsageError) in .help },
    .command("version", help: ["show the version"]) { _ throws(UsageError) in .version },
    .toggle(
      "keep-last", inProfiles: false, commands: [.merge],
      help: ["keep the later stream's result for a scenario two streams ran, instead of refusing"]
    ) { $0.keepLast = true },
  ]
}
