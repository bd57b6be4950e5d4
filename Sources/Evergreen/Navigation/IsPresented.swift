/// Whether the feature reading it is presented (a sheet, an alert's owner, a pushed screen), and so
/// can dismiss itself:
///
/// ```swift
/// @Dependency(\.isPresented) var isPresented
/// @Dependency(\.dismiss) var dismiss
/// …
/// case .closeTapped:
///   return isPresented ? .run { _ in await dismiss() } : .none
/// ```
///
/// It is `true` in the reducer and the effects of a feature its parent integrates with a
/// presentation `ifLet` or a navigation stack's `forEach` (and in everything those run), `false`
/// elsewhere. A test of the child alone can set it: `withDependencies: { $0.isPresented = true }`.
extension DependencyValues {
  /// Whether the current reducer runs as a presented child, inside a presentation `ifLet` or a stack's `forEach`.
  public var isPresented: Bool {
    get {
      if isOverridden(IsPresentedKey.self) { return self[IsPresentedKey.self] }
      return PresentationContext.isReducingPresented || DismissEffect.presented != nil
    }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}

/// Set while a presented child's reducer runs.
enum PresentationContext {
  @TaskLocal static var isReducingPresented = false

  /// Runs a child's reducer, presented or not.
  static func reduce<Result>(presented: Bool, _ body: () -> Result) -> Result {
    presented ? $isReducingPresented.withValue(true, operation: body) : body()
  }
}
