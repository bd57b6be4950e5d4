/// A step's closure with its arguments type-erased: it reads each argument's
/// ``StepArgument/value`` (so running a step makes no array of values).
///
/// A closure that never awaits is kept as it was written, synchronous: the definers of
/// ``StepLibrary`` have an overload for it, which Swift prefers for a closure without `await`, so
/// the runner calls it as a plain function, without an async frame or a hop to the main actor of
/// its own. A closure that awaits is kept asynchronous.
///
/// ```swift
/// steps.when("I add {int}") { (context, amount: Int) in context[Total.self]?.value += amount }   // .synchronous
/// steps.when("I wait") { _ in try await Task.sleep(for: .milliseconds(5)) }                     // .asynchronous
/// ```
///
/// Either runs on the main actor in the scenario's task, and sees its task-locals
/// (``ScenarioContext/current``, ``ScenarioLine/running``, the issue collector). A step that waits
/// for something that never comes fails when its time is up, and the run goes on; a step that
/// keeps the main actor busy and never returns, synchronous or not, holds the run as it holds
/// the main actor.
enum StepBody: Sendable {
  case synchronous(@MainActor @Sendable (ScenarioContext, [StepArgument]) throws -> Void)
  case asynchronous(@MainActor @Sendable (ScenarioContext, [StepArgument]) async throws -> Void)

  /// Runs the closure, whichever it is.
  @MainActor
  func callAsFunction(_ context: ScenarioContext, _ arguments: [StepArgument]) async throws {
    switch self {
    case .synchronous(let body): try body(context, arguments)
    case .asynchronous(let body): try await body(context, arguments)
    }
  }

  /// Whether it runs without suspending.
  var isSynchronous: Bool {
    if case .synchronous = self { return true }
    return false
  }
}
