import Evergreen

/// An unimplemented `async throws` endpoint that returns nothing, for test values.
///
/// Evergreen's `unimplemented("…")` is ambiguous for `(…) async throws -> Void` (the throwing form
/// with `Result == Void` and the form for endpoints that return nothing both fit), so this asks for
/// the throwing form with a `Bool` result and drops it. The failure still names the endpoint and
/// points at the line that called this.
func unimplementedWrite<each Argument>(
  _ description: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Void {
  let endpoint: @Sendable (repeat each Argument) async throws -> Bool = unimplemented(
    description, fileID: fileID, filePath: filePath, line: line, column: column)
  return { (argument: repeat each Argument) async throws in _ = try await endpoint(repeat each argument) }
}
