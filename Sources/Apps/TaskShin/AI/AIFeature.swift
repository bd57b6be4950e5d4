import Evergreen

/// Hints and celebrations from the AI service, in words for a child.
///
/// - `requestHint(taskId)` shows the hint as loading, then the AI's hint. When the AI fails, answers
///   blank, or takes longer than ``timeout`` on the clock, the child gets ``fallbackHint`` instead:
///   a child never sees an error. Asking again while a hint loads does nothing.
/// - `requestCelebration(taskId)` celebrates a task once (a second completion of the same task is
///   not celebrated again, unless the app forgot it because its completion could not be sent), with
///   ``fallbackCelebration`` on failure or timeout; the child closes it.
public struct AIFeature: Reducer {
  /// How long the child waits for the AI before the built-in words are shown.
  public static let timeout: Duration = .seconds(5)
  public static let fallbackHint = "むずかしい ときは、おうちの ひとに「いっしょに やろう」って いってみよう！"
  public static let fallbackCelebration = "やったね！ よく がんばったね！"

  public struct State: Equatable, Sendable {
    /// The hint shown for each task.
    public var hints: [TaskID: String]
    public var loadingHints: Set<TaskID>
    /// The celebration on screen.
    public var celebration: Celebration?
    /// The tasks already celebrated.
    public var celebrated: Set<TaskID>

    public init(
      hints: [TaskID: String] = [:], loadingHints: Set<TaskID> = [], celebration: Celebration? = nil,
      celebrated: Set<TaskID> = []
    ) {
      self.hints = hints
      self.loadingHints = loadingHints
      self.celebration = celebration
      self.celebrated = celebrated
    }
  }

  public enum Action: Equatable, Sendable {
    case requestHint(TaskID)
    case hintReceived(TaskID, String)
    case requestCelebration(TaskID)
    case celebrationReceived(Celebration)
    case celebrationDismissed
  }

  @Dependency(\.aiService) var aiService
  @Dependency(\.clock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .requestHint(let id):
        guard state.loadingHints.insert(id).inserted else { return .none }
        state.hints[id] = nil
        return .run { [aiService, clock] send in
          let hint = await answer(within: Self.timeout, on: clock) { try await aiService.generateHint(id) }
          await send(.hintReceived(id, Self.friendly(hint, or: Self.fallbackHint)))
        }

      case .hintReceived(let id, let hint):
        state.loadingHints.remove(id)
        state.hints[id] = hint
        return .none

      case .requestCelebration(let id):
        guard state.celebrated.insert(id).inserted else { return .none }
        return .run { [aiService, clock] send in
          let words = await answer(within: Self.timeout, on: clock) { try await aiService.celebrate(id) }
          await send(
            .celebrationReceived(Celebration(taskID: id, message: Self.friendly(words, or: Self.fallbackCelebration))))
        }

      case .celebrationReceived(let celebration):
        state.celebration = celebration
        return .none

      case .celebrationDismissed:
        state.celebration = nil
        return .none
      }
    }
  }

  private static func friendly(_ answer: String?, or fallback: String) -> String {
    guard let answer, !answer.allSatisfy(\.isWhitespace) else { return fallback }
    return answer
  }
}
