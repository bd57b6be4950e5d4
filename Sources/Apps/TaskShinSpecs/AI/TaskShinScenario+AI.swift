import SpecRun
import TaskShin

/// Hints and celebrations.
extension TaskShinScenario {
  func askHint(_ title: String) async throws { try await send(.ai(.requestHint(task(title).id))) }

  /// The AI answers every hint the app is waiting for: with words (`failing` false), or with a
  /// failure when the scenario took it down.
  func aiAnswers(failing: Bool) async throws {
    let store = try running()
    guard ai.isDown == failing else {
      throw StepFailure(
        failing
          ? "The AI is working in this scenario: write 「AIが答える」, or 「AIが使えない」 before opening the app."
          : "The AI is down in this scenario: write 「AIがエラーを返す」.")
    }
    guard ai.hints.releaseAll() > 0 else { throw StepFailure("The app is not waiting for a hint from the AI.") }
    await store.absorbReceived()
  }

  func expectHint(_ title: String, _ hint: String) async throws {
    try await acknowledge { if case .ai(.hintReceived) = $0 { true } else { false } }
    try await settleEcho()
    let id = try task(title).id
    try running().expect {
      $0.ai.hints[id] = hint
      $0.ai.loadingHints.remove(id)
    }
  }

  func expectHintLoading(_ title: String) async throws {
    try await settleEcho()
    let id = try task(title).id
    try running().expect { $0.ai.loadingHints.insert(id) }
  }

  private func acknowledgeCelebrations() async throws {
    try await acknowledge {
      switch $0 {
      case .ai(.requestCelebration), .ai(.celebrationReceived): true
      default: false
      }
    }
    try await settleEcho()
  }

  func expectCelebration(_ message: String?) async throws {
    try await acknowledgeCelebrations()
    let store = try running()
    guard store.state.ai.celebration?.message == message else {
      throw StepFailure("The celebration on screen is \(store.state.ai.celebration.map { "「\($0.message)」" } ?? "none").")
    }
    try store.expect(\.ai.celebration, store.state.ai.celebration)
  }

  /// The celebration on screen is still the one described before: asking again changed nothing.
  func expectNoNewCelebration() async throws {
    try await acknowledgeCelebrations()
    let store = try running()
    try store.expect(\.ai.celebration, store.described.ai.celebration)
  }
}
