/// Runs `operation` with dependencies changed by `update`; everything it runs, including tasks it
/// starts, reads the changed values. Changing one endpoint of a client (`$0.searchClient.search =
/// { … }`) keeps the others of its test value, and is not a use of the dependency.
///
/// ```swift
/// let store = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   Store(initialState: Contacts.State()) { Contacts() }
/// }
/// ```
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try values.changing(update)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs the asynchronous `operation` with dependencies changed by `update`.
public func withDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues.current
  try values.changing(update)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}
