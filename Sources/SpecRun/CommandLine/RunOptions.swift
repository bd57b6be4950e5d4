/// What `specrun` was asked to do, parsed from its arguments by ``RunOptions/parse(_:)``.
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

  /// A report to write, to standard output when `path` is nil.
  public struct Output: Sendable, Equatable {
    public var format: ReportFormat
    public var path: String?

    public init(format: ReportFormat, path: String? = nil) {
      self.format = format
      self.path = path
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
  public var outputs: [Output] = []
  /// Failed scenarios run again, and flaky ones counted (`--retry N`, `--retry-tag-filter EXPR`,
  /// `--fail-on-flaky`; see ``RetryPolicy``).
  public var retry = RetryPolicy()
  /// The rerun files read (`@rerun.txt`; see ``RerunFile``): when they list nothing and no other
  /// path is given, nothing runs.
  public var rerunFiles: [String] = []
  /// The profiles of `specrun.json` to apply (`--profile NAME`, repeatable; see ``ProfileFile``).
  public var profiles: [String] = []
  /// Replay the scenario files again whenever they change (`--watch`; see ``ScenarioWatch``).
  public var watch = false

  public init() {}
}

/// A command line `specrun` cannot act on: the message says what is wrong and how to fix it.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
