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
    var thrown: (any Error)?
    let issues = await IssueCollector.collect {
      do { try await body() } catch { thrown = error }
    }
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
    case nil where !issues.isEmpty:
      return StepResult(status: .failed, message: issueText.joined(separator: "\n\n"), exceptionType: "Issue")
    case nil:
      return .passed
    }
  }

  func message(duration: Messages.MessageDuration) -> Messages.TestStepResult {
    Messages.TestStepResult(
      duration: duration, message: message, status: status,
      exception: exceptionType.map { Messages.MessageException(type: $0, message: message) })
  }
}
