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
          ? "このシナリオではAIが動いています。「AIが答える」と書くか、アプリを開く前に「AIが使えない」と書いてください。"
          : "このシナリオではAIが使えません。「AIがエラーを返す」と書いてください。")
    }
    guard ai.hints.releaseAll() > 0 else { throw StepFailure("アプリはAIのヒントを待っていません。") }
    await store.absorbReceived()
  }

  func expectHint(_ title: String, _ hint: String) async throws {
    let id = try task(title).id
    try await running().expectReceived(.ai(.hintReceived(id, hint)))
    try await settleEcho()
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

  /// The celebrations `messages`, in order, came for the tasks the child tapped last (one each,
  /// in the order tapped), and the last of them is on screen.
  func expectCelebrations(_ messages: [String]) async throws {
    let celebrations = zip(tapped.suffix(messages.count), messages).map(Celebration.init(taskID:message:))
    guard celebrations.count == messages.count, !celebrations.isEmpty else {
      throw StepFailure(
        "前のお祝いのあと、子どもが「できた！」をタップしたのは\(tapped.count)回で、\(messages.count)回ではありません。")
    }
    let store = try running()
    for celebration in celebrations {
      try await store.expectReceived(.ai(.requestCelebration(celebration.taskID)))
      try await store.expectReceived(.ai(.celebrationReceived(celebration)))
    }
    tapped.removeAll()
    try await settleEcho()
    try store.expect(\.ai.celebration, celebrations.last)
  }

  /// No celebration is on screen.
  func expectNoCelebration() async throws {
    try await settleEcho()
    try running().expect(\.ai.celebration, nil)
  }

  /// The app asked to celebrate the task tapped last once more, and nothing new came: the
  /// celebration on screen is still the one described before.
  func expectNoNewCelebration() async throws {
    guard let id = tapped.last else {
      throw StepFailure("前のお祝いのあと、子どもは「できた！」をまだタップしていません。")
    }
    let store = try running()
    try await store.expectReceived(.ai(.requestCelebration(id)))
    tapped.removeAll()
    try await settleEcho()
    try store.expect(\.ai.celebration, store.described.ai.celebration)
  }
}
