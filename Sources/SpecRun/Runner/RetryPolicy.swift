import CucumberMessages

/// Which failed scenarios run again, and whether one that passed only on a retry (a **flaky**
/// scenario) fails the run: `--retry N`, `--retry-tag-filter EXPR`, `--fail-on-flaky`.
///
/// ```swift
/// var options = RunOptions()
/// options.retry = RetryPolicy(retries: 2, tagFilter: "@network")
/// options.retry.retries(forTags: ["@network"])   // 2: a failed attempt runs again, twice at most
/// options.retry.retries(forTags: ["@ui"])        // 0: its first failure is its result
/// ```
///
/// As in cucumber-js, only a *failed* attempt is retried: an undefined, pending or ambiguous step
/// fails the same way every time. Each attempt is a test case attempt of its own in the message
/// stream (`testCaseStarted.attempt` counts from 0; the `testCaseFinished` of an attempt that runs
/// again says `willBeRetried`), with a fresh scenario context and fresh stores.
public struct RetryPolicy: Sendable, Equatable {
  /// How many times a failed scenario runs again (0: never; the default).
  public var retries: Int
  /// The tag expression a scenario's tags must match for it to be retried (nil: every scenario).
  public var tagFilter: String?
  /// Whether a flaky scenario fails the run (exit code 1); by default it passes, counted as flaky.
  public var failsOnFlaky: Bool

  /// A policy of `retries` retries for the scenarios `tagFilter` matches (all when nil).
  public init(retries: Int = 0, tagFilter: String? = nil, failsOnFlaky: Bool = false) {
    self.retries = retries
    self.tagFilter = tagFilter
    self.failsOnFlaky = failsOnFlaky
  }

  /// How many retries a scenario with `tags` gets. An expression that does not parse retries
  /// nothing (``RunOptions/usageProblem`` refuses it before a run starts).
  public func retries(forTags tags: some Collection<String>) -> Int {
    guard retries > 0 else { return 0 }
    guard let tagFilter else { return retries }
    return Self.retries(retries, ifMatching: try? TagExpression(parsing: tagFilter), tags)
  }

  /// How many retries each pickle gets, with the tag filter compiled once for the whole run
  /// (without a filter, the tags are not read).
  func retriesPerPickle() -> (Messages.Pickle) -> Int {
    guard retries > 0 else { return { _ in 0 } }
    guard let tagFilter else { return { [retries] _ in retries } }
    let filter = try? TagExpression(parsing: tagFilter)
    return { [retries] pickle in Self.retries(retries, ifMatching: filter, pickle.tags.lazy.map(\.name)) }
  }

  /// `retries` when `filter` matches `tags`, else none.
  private static func retries(_ retries: Int, ifMatching filter: TagExpression?, _ tags: some Collection<String>) -> Int
  {
    filter?.evaluate(tags) == true ? retries : 0
  }

  /// Whether an attempt that ended with `status` runs again, when it has retries left.
  static func retries(_ status: Messages.TestStepResultStatus) -> Bool { status == .failed }
}
