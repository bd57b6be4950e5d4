import EvergreenReporting

/// Lets a presented feature dismiss itself: a sheet closes, a screen pops off the navigation stack.
///
/// ```swift
/// struct AddContact: Reducer {
///   @Dependency(\.dismiss) var dismiss
///   …
///   case .cancelButtonTapped:
///     return .run { _ in await dismiss() }
/// }
/// ```
///
/// The parent's `ifLet` (presentation) or `forEach` (stack) runs each effect of the child knowing
/// how to dismiss it: `dismiss()` sends `.dismiss` or `.popFrom(id:)` to the parent, which then
/// removes the child's state and cancels its effects. This works whether the effect captured
/// `dismiss` (`.run { [dismiss] _ in await dismiss() }`) or reads it inside. Called from an effect
/// of a feature that is not presented, it reports an issue at the call, unless a test gave the
/// dependency a value of its own (`$0.dismiss = DismissEffect { … }`).
public struct DismissEffect: Sendable {
  private let dismiss: (@Sendable () async -> Void)?

  /// A dismissal that runs `dismiss`.
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.dismiss = dismiss
  }

  /// The dismissal outside any presented feature: calling it reports an issue.
  init() { self.dismiss = nil }

  /// How the running effect's presented feature is dismissed; set around each effect of a
  /// presented child by its parent's `ifLet` or `forEach`.
  @TaskLocal static var presented: Dismissal?

  /// The closure behind a task-local dismissal. Boxed: a task-local holding an `async` closure
  /// directly crashed in release builds (in the runtime's task-local push) on Swift 6.3.
  final class Dismissal: Sendable {
    let run: @Sendable () async -> Void
    init(_ run: @escaping @Sendable () async -> Void) { self.run = run }
  }

  /// Dismisses the feature whose effect is running.
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    guard let dismiss = Self.presented?.run ?? dismiss else {
      reportIssue(
        """
        dismiss() was called from an effect of a feature that is not presented, so nothing was \
        dismissed.

        Call it only from effects of a feature that its parent integrates with \
        '.ifLet(\\.$destination, action: /Action.destination)' (a PresentationAction) or \
        '.forEach(\\.path, action: /Action.path)' (a navigation stack); in a test of the child alone, \
        override it: withDependencies { $0.dismiss = DismissEffect { … } }.
        """, fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    await dismiss()
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static var testValue: DismissEffect { DismissEffect() }
}

extension DependencyValues {
  /// Dismisses the presented feature whose effect reads it. See ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
