/// Thrown by a step that is written but not implemented yet: the step is reported as pending,
/// with the reason as its message when one is given (as Cucumber reports a step that returns
/// `"pending"`, or throws a pending exception with a message).
///
/// ```swift
/// steps.then("the invoice is emailed") { _ in throw PendingStep("waiting for the mail client") }
/// steps.then("the invoice is printed") { _ in throw PendingStep() }
/// ```
public struct PendingStep: Error, Sendable, CustomStringConvertible {
  /// What is left to do, shown in the report; `nil` reports "pending".
  public var reason: String?
  /// A pending step, with what is left to do.
  public init(_ reason: String? = nil) { self.reason = reason }
  public var description: String { reason ?? "pending" }
}

/// Thrown by a step or hook to skip the rest of the scenario (reported as skipped, not failed),
/// with the reason as the step's message when one is given.
public struct SkipScenario: Error, Sendable, CustomStringConvertible {
  /// Why the scenario is skipped, shown in the report; `nil` reports "skipped".
  public var reason: String?
  /// Skips the scenario, saying why.
  public init(_ reason: String? = nil) { self.reason = reason }
  public var description: String { reason ?? "skipped" }
}

/// Thrown by a step whose expectation did not hold, with a message for the report.
public struct StepFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// What did not hold, as the report shows it.
  public var message: String
  /// A failure that says what did not hold (`"expected 3 items, the basket holds 2"`).
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
