import Observation

/// Runs `apply` now and again after each change to what it read, until the returned token is
/// cancelled or released: how UIKit code (or any code without SwiftUI) follows a store.
///
/// ```swift
/// let token = observe { [weak self] in
///   guard let self else { return }
///   countLabel.text = "\(store.count)"   // runs again when count changes, not for other fields
/// }
/// ```
///
/// `apply` runs again on the main actor soon after the change (in a task of its own, so after
/// the send that changed it has returned). On UIKit, `viewController.observe { … }` keeps the token
/// for as long as the object lives.
@MainActor
@discardableResult
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
  let token = ObserveToken(apply)
  token.run()
  return token
}

/// Keeps an ``observe(_:)`` running: cancel it, or release it, to stop.
@MainActor
public final class ObserveToken {
  private var apply: (@MainActor () -> Void)?

  init(_ apply: @escaping @MainActor () -> Void) {
    self.apply = apply
  }

  /// Stops running the observation.
  public func cancel() { apply = nil }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { apply == nil }

  func run() {
    guard let apply else { return }
    withObservationTracking {
      apply()
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in self?.run() }
    }
  }
}
