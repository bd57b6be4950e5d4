/// Thrown by a step that is written but not implemented yet: the step is reported as pending.
///
/// ```swift
/// steps.then("the invoice is emailed") { _ in throw PendingStep("waiting for the mail client") }
/// ```
public struct PendingStep: Error, Sendable, CustomStringConvertible {
  public var reason: String
  public init(_ reason: String = "TODO") { self.reason = reason }
  public var description: String { reason }
}

/// Thrown by a step or hook to skip the rest of the scenario (reported as skipped, not failed).
public struct SkipScenario: Error, Sendable, CustomStringConvertible {
  public var reason: String
  public init(_ reason: String = "skipped") { self.reason = reason }
  public var description: String { reason }
}

/// Thrown by a step whose expectation did not hold, with a message for the report.
public struct StepFailure: Error, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
