import EvergreenTesting
import Synchronization
import TaskShin

/// The AI service at the edge of the app, played by the scenario: by default it names the task in
/// its hint and celebration; a step can give its hint, take it down, or make it very slow (an hour
/// on the scenario's clock). A hint (or the failure of a down AI) waits for 「AIが答える」
/// (「AIがエラーを返す」), so the scenario says that the app is thinking first; celebrations come at
/// once.
final class ScenarioAI: Sendable {
  enum Mood: Sendable {
    case answering(hint: String?)
    case down
    case slow
  }

  private let mood = Mutex(Mood.answering(hint: nil))
  private let clock: TestClock
  /// The hints asked for, held until a step lets the AI answer.
  let hints: HeldAnswers = {
    let hints = HeldAnswers()
    hints.isHolding = true
    return hints
  }()

  init(clock: TestClock) { self.clock = clock }

  func answer(hint: String) { mood.withLock { $0 = .answering(hint: hint) } }
  func goDown() { mood.withLock { $0 = .down } }
  func slowDown() { mood.withLock { $0 = .slow } }

  /// Whether the AI is down (its answers are failures).
  var isDown: Bool {
    if case .down = mood.withLock({ $0 }) { true } else { false }
  }

  var service: AIService {
    AIService(
      generateHint: { id in try await self.reply(default: "\(id)は ゆっくり やってみよう", held: true) },
      celebrate: { id in try await self.reply(default: "\(id)、できたね！", celebrating: true) })
  }

  private func reply(default text: String, celebrating: Bool = false, held: Bool = false) async throws -> String {
    switch mood.withLock({ $0 }) {
    case .answering(let hint):
      if held { await hints.wait() }
      return celebrating ? text : hint ?? text
    case .down:
      if held { await hints.wait() }
      throw AIError.failed("the AI service is down")
    case .slow:
      try await clock.sleep(for: .seconds(3600))
      return text
    }
  }
}
