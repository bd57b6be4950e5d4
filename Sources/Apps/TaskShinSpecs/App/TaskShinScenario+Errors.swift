import SpecRun
import TaskShin

/// The one error state.
extension TaskShinScenario {
  private func acknowledgeFailures() async throws {
    try await acknowledge {
      switch $0 {
      case .tasks(.taskUpdateFailed), .tasks(.refreshFailed), .user(.loadFailed), .user(.saveFailed),
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
    let store = try running()
    guard let error = store.state.error, error.message == message else {
      throw StepFailure("The error on screen is \(store.state.error.map { "「\($0.message)」" } ?? "none").")
    }
    try store.expect {
      $0.error = error
      if $0.queuedErrors.first == error { $0.queuedErrors.removeFirst() }
    }
  }

  func expectQueuedError(_ message: String) async throws {
    try await acknowledgeFailures()
    let store = try running()
    guard let error = store.state.queuedErrors.first(where: { $0.message == message }) else {
      throw StepFailure("No error 「\(message)」 waits; waiting: \(store.state.queuedErrors.map(\.message)).")
    }
    try store.expect { if !$0.queuedErrors.contains(error) { $0.queuedErrors.append(error) } }
  }

  func expectNoError() async throws {
    try await acknowledgeFailures()
    try running().expect {
      $0.error = nil
      $0.queuedErrors = []
    }
  }
}
