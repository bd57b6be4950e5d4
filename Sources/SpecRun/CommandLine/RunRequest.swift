/// What `specrun`'s command line asks of one run: the run's own ``RunOptions`` (all that
/// ``SpecRunner`` needs), and what only the command line deals with: the reports to write, the
/// profiles to apply, the rerun files read, and whether to watch.
///
/// ```swift
/// guard case .run(let request) = try RunCommand.parse(["-f", "junit:ci.xml", "--tags", "@smoke"]) else { … }
/// request.options.tagExpressions   // ["@smoke"]
/// request.outputs                  // [Output(format: .junit, path: "ci.xml")]
/// ```
public struct RunRequest: Sendable, Equatable {
  /// A report to write, to standard output when `path` is nil.
  public struct Output: Sendable, Equatable {
    /// The report's format.
    public var format: ReportFormat
    /// The file to write it to; `nil` for standard output.
    public var path: String?

    /// A `format` report written to `path` (standard output when `nil`).
    public init(format: ReportFormat, path: String? = nil) {
      self.format = format
      self.path = path
    }
  }

  /// What the run itself needs: scenarios, filters, order, strictness, time-outs.
  public var options = RunOptions()
  /// The reports asked for (`--format NAME[:PATH]`); none means the default report (see
  /// `reports(catalog:isTerminal:)`).
  public var outputs: [Output] = []
  /// The rerun files read (`@rerun.txt`; see ``RerunFile``): when they list nothing and no other
  /// path is given, nothing runs.
  public var rerunFiles: [String] = []
  /// The profiles of `specrun.json` to apply (`--profile NAME`, repeatable; see ``ProfileFile``).
  public var profiles: [String] = []
  /// Replay the scenario files again whenever they change (`--watch`; see `ScenarioWatch`).
  public var watch = false
  /// The tests' side of the behaviour map, written by `swift test` (`--behaviour-tests PATH`).
  public var behaviourTests: String?
  /// The share of action cases scenarios must exercise, from 0 to 1 (`--require-actions-specified 90%`);
  /// a run below it fails, listing the cases no scenario exercises.
  public var requiredActionsSpecified: Double?
  /// `specrun merge --keep-last`: keep the later stream's result for a scenario two streams ran
  /// (read into ``MergeCommand/keepLast``; a run has no use for it).
  var keepLast = false

  /// Whether the run records the actions its scenarios send and receive: a report shows the
  /// behaviour map, or the run checks a share of it.
  public var recordsBehaviour: Bool {
    outputs.contains { $0.format.showsBehaviour } || requiredActionsSpecified != nil
  }

  /// A request to run with `options`, writing the default report.
  public init(options: RunOptions = RunOptions()) {
    self.options = options
  }

  /// What makes this request unusable although each option parsed, said so the user can fix it
  /// (see ``RunOptions/usageProblem``), or options that contradict each other. Nil when the run
  /// can start.
  public var usageProblem: String? {
    if let problem = options.usageProblem { return problem }
    if watch, let shard = options.shard {
      return
        "specrun: --watch replays the scenario files you edit, and --shard \(shard.index)/\(shard.count) splits a whole run between CI machines; they do not go together. Leave out --shard (or --watch)."
    }
    if let behaviourTests, !recordsBehaviour {
      return
        "specrun: --behaviour-tests \(behaviourTests) joins the tests' side to the behaviour map, and this run shows none. Add --format behaviour (or html, or --require-actions-specified), or leave it out."
    }
    return nil
  }

  /// What the run's scenarios fall short of `--require-actions-specified` by, said with the
  /// cases they miss; nil when they reach it or it was not asked for.
  func behaviourShortfall(of evidence: BehaviourEvidence, in query: MessageQuery) -> String? {
    guard let required = requiredActionsSpecified else { return nil }
    return BehaviourRequirement(required: required).shortfall(of: evidence.map(query))
  }

  /// The options of the run, with the stream kept when one of `reports` is the stream itself.
  func runOptions(writing reports: [Output]) -> RunOptions {
    var options = options
    options.keepsMessageStream = reports.contains { $0.format.readsTheWholeStream }
    return options
  }
}
