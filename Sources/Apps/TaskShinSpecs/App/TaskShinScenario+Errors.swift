import SpecRun
import TaskShin

/// The one error state.
extension TaskShinScenario {
  private func acknowledgeFailures() async throws {
    try await acknowledge {
      switch $0 {
      case .tasks(.taskUpdateFailed), .tasks(.refreshFailed), .tasks(.syncFailed), .user(.loadFailed), .user(.saveFailed),
        .user(.saveRejected), .parent(.saveRejected), .parent(.requestFailed):
        true
      default: false
      }
    }
    try await settleEcho()
  }

  /// `message` is the error on screen (taken from the front of the queue when it waited there).
  func expectError(_ message: String) async throws {
    try await acknowledgeFailures()
    let error = try Vocabulary.error(message)
    try running().expect {
      $0.errorState = ErrorState(error: error)
      if $0.queuedErrors.first == error { $0.queuedErrors.removeFirst() }
    }
  }

  /// `message` waits to be shown after the errors described before it.
  func expectQueuedError(_ message: String) async throws {
    try await acknowledgeFailures()
    let error = try Vocabulary.error(message)
    try running().expect { if !$0.queuedErrors.contains(error) { $0.queuedErrors.append(error) } }
  }

  func expectNoError() async throws {
    try await acknowledgeFailures()
    try running().expect {
      $0.errorState = nil
      $0.queuedErrors = []
    }
  }
}
