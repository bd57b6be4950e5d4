/// A scenario object that drives one feature through a ``ScenarioStore``: the steps' methods in
/// the product's words, one object per scenario, kept in the ``ScenarioContext``.
///
/// Adopt it with the store the scenario starts and the hint a step gets when it needs the
/// feature before any step started it; ``of(_:)`` and ``running()`` come with it.
///
/// ```swift
/// @MainActor
/// final class CounterScenario: FeatureScenario {
///   static let notStartedHint = "The counter was not shown yet: start with a step like 'Given the counter shows 0'."
///   private(set) var store: ScenarioStoreOf<CounterFeature>?
///
///   func start(count: Int) {
///     store = ScenarioStoreOf<CounterFeature>(initialState: .init(count: count)) { CounterFeature() }
///   }
///   func tapPlus() async throws { try await running().send(.incrementButtonTapped) }
///   func expectCount(_ count: Int) throws { try running().expect(\.count, count) }
/// }
///
/// steps.given("the counter shows {int}") { (context, count: Int) in CounterScenario.of(context).start(count: count) }
/// steps.when("I tap plus") { context in try await CounterScenario.of(context).tapPlus() }
/// steps.then("the counter shows {int}") { (context, count: Int) in try CounterScenario.of(context).expectCount(count) }
/// ```
///
/// A store made while the scenario runs is checked for undescribed changes wherever it is kept,
/// so keeping it in the scenario object is enough.
@MainActor
public protocol FeatureScenario: AnyObject {
  /// The driven feature's state (`CounterFeature.State`), inferred from ``store``.
  associatedtype State: Equatable
  /// The driven feature's actions (`CounterFeature.Action`), inferred from ``store``.
  associatedtype Action: Sendable
  /// The feature's store, once a step started it (a `ScenarioStoreOf<CounterFeature>?`).
  var store: ScenarioStore<State, Action>? { get }
  /// What a step that needs the feature before it was started is told: what is missing and the
  /// step that starts it (「もし アプリを開く」).
  static var notStartedHint: String { get }
  /// A scenario object before any step ran.
  init()
}

extension FeatureScenario {
  /// The scenario object of the running scenario, made the first time a step asks for it.
  /// Inlinable, so the steps' own build specialises the context's look-up for `Self`.
  @inlinable
  public static func of(_ context: ScenarioContext) -> Self {
    context.value(default: { Self() })
  }

  /// The feature's store; fails the step with ``notStartedHint`` while no step started it.
  public func running() throws -> ScenarioStore<State, Action> {
    guard let store else { throw StepFailure(Self.notStartedHint) }
    return store
  }
}
