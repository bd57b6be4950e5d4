/// What a run of ``SpecRunner`` needs: which scenarios, how to run them, how strictly. The
/// command line's own concerns (reports, profiles, rerun files, `--watch`) are in ``RunRequest``.
///
/// ```swift
/// var options = RunOptions()
/// options.selections = [.init(path: "Specs/Macho/Counter.feature", lines: [12])]
/// options.tagExpressions = ["not @slow"]
/// let outcome = await SpecRunner(catalog: catalog, options: options) { envelope in … }.run()
/// ```
public struct RunOptions: Sendable, Equatable {
  /// A scenario file or folder to run, optionally narrowed to scenarios at given lines
  /// (`Specs/Counter.feature:12:30`).
  public struct Selection: Sendable, Equatable {
    /// The scenario file or folder, as given.
    public var path: String
    /// The lines that select scenarios (a scenario's line, an example row's, or any line inside a
    /// scenario); empty for every scenario of `path`.
    public var lines: [Int]

    /// Every scenario under `path`, or those at `lines`.
    public init(path: String, lines: [Int] = []) {
      self.path = path
      self.lines = lines
    }
  }

  /// The order scenarios run in.
  public enum Order: Sendable, Equatable {
    /// File order, scenario by scenario (`--order defined`, the default).
    case defined
    /// Shuffled by `seed` (`--order random:SEED`); `nil` picks a seed the run reports, so a failing
    /// order can be replayed.
    case random(seed: UInt64?)
  }

  /// One part of a split run: `--shard 2/4` runs the second of four parts.
  public struct Shard: Sendable, Equatable {
    /// Which part this is, counting from 1.
    public var index: Int
    /// How many parts the run is split into.
    public var count: Int

    /// Part `index` (from 1) of `count`; scenarios are dealt out in file order, so every machine
    /// agrees on who runs what.
    public init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }
  }

  /// The files, folders and lines to run (`specrun Specs/Macho/Counter.feature:12`); empty runs
  /// every scenario of the catalog.
  public var selections: [Selection] = []
  /// Tag expressions a scenario must all satisfy (`--tags "@smoke and not @slow"`).
  public var tagExpressions: [String] = []
  /// Regular expressions of which a scenario's name must match at least one (`--name "^Counting"`).
  public var namePatterns: [String] = []
  /// Match every step without running any (`--dry-run`): finds undefined and ambiguous steps quickly.
  public var dryRun = false
  /// Stop starting scenarios after the first failure (`--fail-fast`); the rest are reported as not run.
  public var failFast = false
  /// Undefined and pending steps fail the run (as in cucumber-js and cucumber-jvm 7), so a scenario
  /// file nobody has wired yet never turns CI green; `--no-strict` relaxes it.
  public var strict = true
  /// The order scenarios run in (`--order`).
  public var order: Order = .defined
  /// How long a step or hook may run before it fails (`--step-timeout SECONDS`), so a step that
  /// never returns fails, naming itself, and the run goes on with the next scenario.
  public var stepTimeout: Duration = .seconds(60)
  /// How many scenarios run at once (`--parallel N`); reports stay in file order.
  public var parallel = 1
  /// The part of the run this machine runs (`--shard 2/4`); `nil` runs everything selected.
  public var shard: Shard?
  /// Keep the stream itself in the runner's ``SpecRunner/query`` (``MessageQuery/envelopes``),
  /// for a report that is the stream (``ReportFormat/readsTheWholeStream``); without it a large
  /// run holds each message once, in the index alone.
  public var keepsMessageStream = false
  /// Failed scenarios run again, and flaky ones counted (`--retry N`, `--retry-tag-filter EXPR`,
  /// `--fail-on-flaky`; see ``RetryPolicy``).
  public var retry = RetryPolicy()

  /// Every scenario, in file order, one at a time, strictly.
  public init() {}
}
