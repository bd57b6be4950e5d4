import EvergreenReporting

/// Reports that a test used a built-in dependency it did not set, at the place that read it, with
/// the line that sets it. The built-in test values call this and then return a harmless value, so
/// the test fails loudly but keeps running.
func reportUnsetBuiltInDependency(_ name: String, type: Any.Type, suggestion: String) {
  var issue =
    DependencyValues.readingSite
    ?? ReportedIssue(message: "", fileID: "Evergreen", filePath: "Evergreen", line: 0, column: 0)
  issue.message = """
    The dependency '\(name)' (\(type)) was used in a test that did not set it, so its result is not \
    under the test's control.

    Set it where the test creates its store, for example:
      withDependencies: { $0.\(name) = \(suggestion) }
    """
  reportIssue(issue)
}
