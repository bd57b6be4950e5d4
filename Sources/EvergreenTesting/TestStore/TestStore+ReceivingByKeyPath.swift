import Evergreen

extension TestStore {
  /// Receives the next action an effect fed back, which must have a value at `keyPath`: the
  /// spelling closest to the Composable Architecture's `\.searchResponse.success`, for an action
  /// that declares case accessors (no macros write them here):
  ///
  /// ```swift
  /// extension Search.Action {
  ///   var searchResponse: Result<[SearchResult], SearchError>? {
  ///     if case .searchResponse(let response) = self { response } else { nil }
  ///   }
  /// }
  /// extension Result {
  ///   var success: Success? { try? get() }
  /// }
  ///
  /// await store.receive(\.searchResponse?.success) { $0.results = [result] }
  /// ```
  public func receive<Value>(
    _ keyPath: KeyPath<Action, Value?>,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      Expectation(
        describe: { Self.describeKeyPath(at: site, valueType: Value.self) },
        matches: { $0[keyPath: keyPath] != nil }, explainMismatch: { _ in nil }, isSameCase: { _ in false }),
      assert: assert, at: site)
  }

  /// Receives the next action an effect fed back, whose value at `keyPath` must equal `value`:
  ///
  /// ```swift
  /// await store.receive(\.searchResponse?.success, [result]) { $0.results = [result] }
  /// ```
  public func receive<Value: Equatable>(
    _ keyPath: KeyPath<Action, Value?>,
    _ value: Value,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      Expectation(
        describe: { "\(Self.describeKeyPath(at: site, valueType: Value.self)) equal to \(describeAction(value))" },
        matches: { $0[keyPath: keyPath] == value },
        explainMismatch: { action in action[keyPath: keyPath].map { self.describeDifference(value, $0) } },
        isSameCase: { $0[keyPath: keyPath] != nil }),
      assert: assert, at: site)
  }

  /// How messages name what a key path looks for: as the test wrote it (`\.searchResponse?.success`).
  private static func describeKeyPath(at site: CallSite, valueType: Any.Type) -> String {
    if let written = site.firstArgument(ofCallTo: "receive"), written.hasPrefix("\\") {
      return "an action with a value at \(written)"
    }
    return "an action with a value at the key path (\(readableTypeName(valueType)))"
  }
}
