import EvergreenTesting
import Synchronization

/// How the backend answers in a scenario: each request the app makes waits, on a test clock,
/// until a step says the server answers (「もし サーバーが応答する」), or that the request timed
/// out while the network is down (「もし 通信がタイムアウトする」). In between, the scenario says
/// what the user sees while waiting (「ならば 一覧は読み込み中と表示される」). While a `Given` sets
/// the scene (``PointAppWorld/settingTheScene(_:)``), the server answers at once.
///
/// ```swift
/// try await server.waitForAnswer()   // in a client endpoint, before the backend answers
/// await server.answerEverything()    // in a step: every request waiting, and those they lead to
/// await server.answerWaiting()       // in a step: only the requests waiting now
/// ```
final class ScenarioServer: Sendable {
  /// How long an answer takes on ``clock``; only its passing matters.
  static let answerTime = Duration.seconds(1)

  let clock = TestClock()
  private let answersAtOnce = Mutex(false)

  /// How many requests wait for the server.
  var waitingRequests: Int { clock.sleeperCount }

  /// Waits until the scenario lets the server answer (at once while a `Given` sets the scene).
  func waitForAnswer() async throws {
    guard !answersAtOnce.withLock({ $0 }) else { return }
    try await clock.sleep(for: Self.answerTime)
  }

  /// Answers every waiting request, and every request their answers lead the app to make, until
  /// nothing waits.
  @MainActor
  func answerEverything() async { await clock.run() }

  /// Answers the requests waiting now; the requests their answers lead the app to make wait for a
  /// later step, so a scenario can say what the user sees in between. Every waiting request went
  /// to sleep since time last moved, so one ``answerTime`` wakes exactly those.
  @MainActor
  func answerWaiting() async { await clock.advance(by: Self.answerTime) }

  /// Whether requests are answered as soon as they are made.
  func answerAtOnce(_ atOnce: Bool) { answersAtOnce.withLock { $0 = atOnce } }
}
