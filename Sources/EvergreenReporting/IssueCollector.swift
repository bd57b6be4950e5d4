import Synchronization

/// Collects reported failures instead of handing them to a test framework.
///
/// `specrun` runs every scenario step inside a collector so that harness failures land in the
/// step's result; the harness's own tests use it to check failure messages exactly:
///
/// ```swift
/// let issues = IssueCollector.collect {
///   reportIssue("State did not match")
/// }
/// #expect(issues.map(\.message) == ["State did not match"])
/// ```
public final class IssueCollector: Sendable {
  private let storage = Mutex<[ReportedIssue]>([])
  /// Whether `storage` may hold issues: set under its lock by ``record(_:)``, cleared under it by
  /// ``drain()``. `specrun` drains after every step and almost every step reports nothing, so a
  /// drain that reads it unset is done without taking the lock (an issue whose record it did not
  /// see yet is drained next, exactly as if it had been recorded just after).
  private let mayHoldIssues = Atomic<Bool>(false)

  public init() {}

  /// Every issue recorded so far, in the order they were reported.
  public var issues: [ReportedIssue] { storage.withLock { $0 } }

  /// Records an issue. Called by ``reportIssue(_:fileID:filePath:line:column:)``.
  public func record(_ issue: ReportedIssue) {
    storage.withLock { issues in
      issues.append(issue)
      mayHoldIssues.store(true, ordering: .releasing)
    }
  }

  /// Whether an issue was recorded since the last ``drain()``: one atomic read, no lock, so a
  /// caller can skip work that would only report what was drained (`drain()` then gives `[]`).
  ///
  /// ```swift
  /// if collector.hasIssuesToDrain { for issue in collector.drain() { report(issue) } }
  /// ```
  package var hasIssuesToDrain: Bool { mayHoldIssues.load(ordering: .acquiring) }

  /// Removes and returns every issue recorded so far.
  public func drain() -> [ReportedIssue] {
    guard mayHoldIssues.load(ordering: .acquiring) else { return [] }
    return storage.withLock { issues in
      mayHoldIssues.store(false, ordering: .relaxed)
      defer { issues.removeAll() }
      return issues
    }
  }

  /// The collector that failures reported from the current task go to, if any.
  @TaskLocal public static var current: IssueCollector?

  /// Runs `body` with a fresh collector installed and returns what it collected.
  public static func collect(_ body: () throws -> Void) rethrows -> [ReportedIssue] {
    let collector = IssueCollector()
    try $current.withValue(collector) { try body() }
    return collector.issues
  }

  /// Runs `body` with a fresh collector installed and returns what it collected.
  public static func collect(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
  ) async rethrows -> [ReportedIssue] {
    let collector = IssueCollector()
    try await $current.withValue(collector) { try await body() }
    return collector.issues
  }
}
