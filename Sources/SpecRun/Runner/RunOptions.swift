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
    public var path: String
    public var lines: [Int]

    public init(path: String, lines: [Int] = []) {
      self.path = path
      self.lines = lines
    }
  }

  /// The order scenarios run in.
  public enum Order: Sendable, Equatable {
    case defined
    case random(seed: UInt64?)
  }

  /// One part of a split run: `--shard 2/4` runs the second of four parts.
  public struct Shard: Sendable, Equatable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }
  }

  public var selections: [Selection] = []
  public var tagExpressions: [String] = []
  public var namePatterns: [String] = []
  public var dryRun = false
  public var failFast = false
  /// Undefined and pending steps fail the run (as in cucumber-js and cucumber-jvm 7), so a scenario
  /// file nobody has wired yet never turns CI green; `--no-strict` relaxes it.
  public var strict = true
  public var order: Order = .defined
  /// How long a step or hook may run before it fails (`--step-timeout SECONDS`), so a step that
  /// never returns fails, naming itself, and the run goes on with the next scenario.
  public var stepTimeout: Duration = .seconds(60)
  public var parallel = 1
  public var shard: Shard?
  /// Keep the stream itself in the runner's ``SpecRunner/query`` (``MessageQuery/envelopes``),
  /// for a report that is the stream (``ReportFormat/readsTheWholeStream``); without it a large
  /// run holds each message once, in the index alone.
  public var keepsMessageStream = false
  /// Failed scenarios run again, and flaky ones counted (`--retry N`, `--retry-tag-filter EXPR`,
  /// `--fail-on-flaky`; see ``RetryPolicy``).
  public var retry = RetryPolicy()

  public init() {}
}
