import SpecRun
import TaskShin

/// The one error state.
extension TaskShinScenario {
  /// Takes as described the failures that came back showing `error`: each answer the backend
  /// refused (``BackendLog``) and each form a step saved that the app must reject.
  private func acknowledgeFailures(showing error: AppError) async throws {
    try await settleEcho()
    let store = try running()
    let named = expected.failures.filter { $0.shows == error }.map(\.action)
    expected.failures.removeAll { $0.shows == error }
    for action in named { try await store.expectReceived(action) }
  }

  /// `message` is the error on screen (taken from the front of the queue when it waited there).
  func expectError(_ message: String) async throws {
    let error = try Vocabulary.error(message)
    try await acknowledgeFailures(showing: error)
    try running().expect {
      $0.errorState = ErrorState(error: error)
      if $0.queuedErrors.first == error { $0.queuedErrors.removeFirst() }
    }
  }

  /// `message` waits to be shown after the errors described before it.
  func expectQueuedError(_ message: String) async throws {
    let error = try Vocabulary.error(message)
    try await acknowledgeFailures(showing: error)
    try running().expect { if !$0.queuedErrors.contains(error) { $0.queuedErrors.append(error) } }
  }

  func expectNoError() async throws {
    try await settleEcho()
    try running().expect {
      $0.errorState = nil
      $0.queuedErrors = []
    }
  }
}
