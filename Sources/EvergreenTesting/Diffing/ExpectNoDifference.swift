import EvergreenReporting

/// Checks that two values are equal; when they are not, fails at the caller's line (through
/// `reportIssue`) with a readable diff of what differs.
///
/// ```swift
/// expectNoDifference([Todo(id: 1, title: "Milk", isDone: true)], store.state.todos)
/// // Values differ (− expected, + actual). Fix the code under test, or update the expected …
/// //
/// // − expected
/// // + actual
/// //
/// // [0].isDone
/// // − true
/// // + false
/// //
/// // 1 change:
/// //   [0].isDone: true → false
/// ```
public func expectNoDifference<T: Equatable>(
  _ expected: @autoclosure () throws -> T,
  _ actual: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let text: String
  do {
    let expectedValue = try expected()
    let actualValue = try actual()
    guard expectedValue != actualValue else { return }
    text = noDifferenceFailure(expectedValue, actualValue, message: message())
  } catch {
    text = prefixed(message(), "expectNoDifference could not compare: evaluating a value threw \(error)")
  }
  reportIssue(text, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The message of a failed ``expectNoDifference(_:_:_:fileID:filePath:line:column:)``.
func noDifferenceFailure<T: Equatable>(_ expected: T, _ actual: T, message: String) -> String {
  let diff =
    difference(expected, actual)
    ?? ValueDifference(changes: [
      .init(path: String(describing: T.self), expected: dumpValue(expected), actual: dumpValue(actual))
    ]).rendered
  return prefixed(
    message,
    "Values differ (− expected, + actual). Fix the code under test, or update the expected value if this change is intended.\n\n"
      + diff)
}

private func prefixed(_ message: String, _ text: String) -> String {
  message.isEmpty ? text : message + "\n\n" + text
}
