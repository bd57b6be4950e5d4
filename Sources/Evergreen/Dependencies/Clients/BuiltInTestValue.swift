import EvergreenReporting

/// Reports that a test used a built-in dependency it did not set, at the place that read it, with
/// the line that sets it. The built-in test values call this and then return a harmless value, so
/// the test fails loudly but keeps running.
/// A test that only changes part of the value (`$0.date.now = …`) has not used it.
func reportUnsetBuiltInDependency(_ name: String, type: Any.Type, suggestion: String) {
  guard !DependencyValues.isOverriding else { return }
  var issue = DependencyValues.currentReadingSite()
  issue.message = """
    The dependency '\(name)' (\(type)) was used in a test that did not set it, so its result is not \
    under the test's control.

    Set it where the test creates its store, for example:
      withDependencies: { $0.\(name) = \(suggestion) }
    """
  reportIssue(issue)
}
