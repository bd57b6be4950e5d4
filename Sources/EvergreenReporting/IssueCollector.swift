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

  public init() {}

  /// Every issue recorded so far, in the order they were reported.
  public var issues: [ReportedIssue] { storage.withLock { $0 } }

  /// Records an issue. Called by ``reportIssue(_:fileID:filePath:line:column:)``.
  public func record(_ issue: ReportedIssue) { storage.withLock { $0.append(issue) } }

  /// Removes and returns every issue recorded so far.
  public func drain() -> [ReportedIssue] {
    storage.withLock { issues in
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
