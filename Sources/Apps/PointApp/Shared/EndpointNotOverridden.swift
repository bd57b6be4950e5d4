import EvergreenReporting

/// What a client's test value does for an endpoint a test did not override: reports an issue that
/// names the endpoint and says how to override it, then throws ``EndpointNotOverridden``.
///
/// ```swift
/// static var testValue: SurveyClient {
///   SurveyClient(fetchAvailable: { try endpointNotOverridden("SurveyClient.fetchAvailable", in: "surveyClient") }, …)
/// }
/// ```
func endpointNotOverridden(_ endpoint: String, in dependency: String) throws -> Never {
  let property = endpoint.split(separator: ".").last.map(String.init) ?? endpoint
  reportIssue(
    """
    \(endpoint) is not implemented in this test; override it where the test creates its store:
      withDependencies: { $0.\(dependency).\(property) = { … } }
    """)
  throw EndpointNotOverridden(endpoint: endpoint)
}

/// The error a client's test value throws from an endpoint the test did not override.
public struct EndpointNotOverridden: Error, Equatable, Sendable, CustomStringConvertible {
  public let endpoint: String
  public init(endpoint: String) { self.endpoint = endpoint }
  public var description: String { "\(endpoint) is not implemented in this test." }
}
