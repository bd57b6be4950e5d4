import CucumberMessages
import EvergreenReporting

/// What running a step, hook or checkpoint produced.
struct StepResult: Sendable {
  var status: Messages.TestStepResultStatus
  var message: String?
  var exceptionType: String?

  static let passed = StepResult(status: .passed)
  static let skipped = StepResult(status: .skipped)

  /// Runs `body` and turns what it threw or reported into a result. Failures the harness reports
  /// through `reportIssue` are collected here, so they land in this step's result and never reach
  /// a test framework from inside `specrun`.
  @MainActor
  static func capture(_ body: @MainActor () async throws -> Void) async -> StepResult {
    let issues = IssueCollector()
    return await IssueCollector.$current.withValue(issues) { await capture(collectedBy: issues, body) }
  }

  /// Runs `body` where `issues` is the task's collector (``IssueCollector/current``, bound once
  /// for all the items a scenario runs in one task) and turns what it threw, and what was reported
  /// while it ran, into its result; `issues` is left empty for the next item.
  ///
  /// ```swift
  /// let issues = IssueCollector()
  /// await IssueCollector.$current.withValue(issues) {
  ///   let first = await StepResult.capture(collectedBy: issues) { try await step(context) }
  ///   let second = await StepResult.capture(collectedBy: issues) { try await hook(context) }   // none of the step's issues
  /// }
  /// ```
  @MainActor
  static func capture(collectedBy issues: IssueCollector, _ body: @MainActor () async throws -> Void) async
    -> StepResult
  {
    do {
      try await body()
      return result(thrown: nil, issues: issues.drain())
    } catch {
      return result(thrown: error, issues: issues.drain())
    }
  }

  /// The same for a body that never suspends (a synchronous step, ``StepBody``).
  @MainActor
  static func capture(collectedBy issues: IssueCollector, _ body: @MainActor () throws -> Void) -> StepResult {
    do {
      try body()
      return result(thrown: nil, issues: issues.drain())
    } catch {
      return result(thrown: error, issues: issues.drain())
    }
  }

  /// The result of a body that threw `thrown` (nil when it returned) after `issues` were
  /// reported while it ran.
  static func result(thrown: (any Error)?, issues: [ReportedIssue]) -> StepResult {
    if thrown == nil, issues.isEmpty { return .passed }
    let issueText = issues.map { "\($0.message)\n(at \($0.fileID):\($0.line))" }
    switch thrown {
    case let pending as PendingStep where issues.isEmpty:
      return StepResult(
        status: .pending, message: pending.reason, exceptionType: pending.reason.map { _ in "PendingStep" })
    case let skip as SkipScenario where issues.isEmpty:
      return StepResult(status: .skipped, message: skip.reason, exceptionType: skip.reason.map { _ in "SkipScenario" })
    case let failure as StepFailure:
      return StepResult(
        status: .failed, message: ([failure.message] + issueText).joined(separator: "\n\n"),
        exceptionType: "StepFailure")
    case let error?:
      let text = "\(error)"
      return StepResult(
        status: .failed, message: ([text] + issueText).joined(separator: "\n\n"), exceptionType: "\(type(of: error))")
    case nil:
      return StepResult(status: .failed, message: issueText.joined(separator: "\n\n"), exceptionType: "Issue")
    }
  }

  func message(duration: Messages.MessageDuration) -> Messages.TestStepResult {
    Messages.TestStepResult(
      duration: duration, message: message, status: status,
      exception: exceptionType.map { Messages.MessageException(type: $0, message: message) })
  }
}
