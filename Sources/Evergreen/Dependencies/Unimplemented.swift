import EvergreenReporting

/// An endpoint of a client's `testValue` that fails the test, naming itself, when a test calls it
/// without overriding it. It fits a closure property of any arity, synchronous or `async`:
///
/// ```swift
/// struct SurveyClient: Sendable {
///   var fetchAvailable: @Sendable () async throws -> [Survey]
///   var submit: @Sendable (Survey.ID, [SurveyAnswer]) async throws -> PointAmount
///   var track: @Sendable (String) -> Void
///   var cachedCount: @Sendable () -> Int
/// }
///
/// extension SurveyClient: DependencyKey {
///   static let liveValue = SurveyClient(…)
///   static let testValue = SurveyClient(
///     fetchAvailable: unimplemented("SurveyClient.fetchAvailable"),   // throws when called
///     submit: unimplemented("SurveyClient.submit"),
///     track: unimplemented("SurveyClient.track"),                     // returns nothing
///     cachedCount: unimplemented("SurveyClient.cachedCount", placeholder: 0))
/// }
/// ```
///
/// Calling one reports an issue at the `unimplemented(…)` line naming the endpoint and the
/// arguments it got, then throws ``UnimplementedFailure`` (a throwing endpoint) or returns
/// `placeholder` (one that cannot throw). A test overrides only what it uses:
/// `withDependencies: { $0.surveyClient.fetchAvailable = { [survey] } }`.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  let endpoint = UnimplementedEndpoint(description, site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  return { (argument: repeat each Argument) throws -> Result in
    try endpoint.fail(calledWith: repeat each argument)
  }
}

/// An `async` throwing endpoint that fails the test when called, then throws ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  let endpoint = UnimplementedEndpoint(description, site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  return { (argument: repeat each Argument) async throws -> Result in
    try endpoint.fail(calledWith: repeat each argument)
  }
}

/// An endpoint that cannot throw: it fails the test when called, then returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @escaping @autoclosure @Sendable () -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  let endpoint = UnimplementedEndpoint(description, site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  return { (argument: repeat each Argument) -> Result in
    endpoint.report(calledWith: repeat each argument)
    return placeholder()
  }
}

/// An `async` endpoint that cannot throw: it fails the test when called, then returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @escaping @autoclosure @Sendable () -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  let endpoint = UnimplementedEndpoint(description, site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  return { (argument: repeat each Argument) async -> Result in
    endpoint.report(calledWith: repeat each argument)
    return placeholder()
  }
}

/// An endpoint that returns nothing: it fails the test when called. (Disfavoured, so that an
/// `async throws -> Void` endpoint gets the throwing form instead of being ambiguous.)
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
  let endpoint = UnimplementedEndpoint(description, site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  return { (argument: repeat each Argument) in endpoint.report(calledWith: repeat each argument) }
}

/// An `async` endpoint that returns nothing: it fails the test when called.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Void {
  let endpoint = UnimplementedEndpoint(description, site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  return { (argument: repeat each Argument) async in endpoint.report(calledWith: repeat each argument) }
}

/// The error an `unimplemented(_:)` endpoint throws after failing the
/// test, so the code that called it stops as it would on a real failure.
public struct UnimplementedFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The endpoint, as given to `unimplemented` (`SurveyClient.fetchAvailable`).
  public let endpoint: String

  /// A failure naming the endpoint that was called without an implementation.
  public init(endpoint: String) { self.endpoint = endpoint }

  public var description: String { "\(endpoint) is unimplemented" }
}
