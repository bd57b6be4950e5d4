import EvergreenReporting

/// What every `unimplemented(…)` endpoint does when called: report the call, naming the endpoint,
/// its arguments and how to override it, at the line that made the endpoint.
struct UnimplementedEndpoint: Sendable {
  let name: String
  let site: ReportedIssue

  init(_ description: String, site: ReportedIssue) {
    self.name = description.isEmpty ? "An endpoint" : description
    self.site = site
  }

  func report<each Argument>(calledWith argument: repeat each Argument) {
    var arguments: [String] = []
    for value in repeat each argument {
      arguments.append((value as? String)?.debugDescription ?? String(describing: value))
    }
    var issue = site
    issue.message = """
      Unimplemented: \(name) was called\(arguments.isEmpty ? "" : " with (\(arguments.joined(separator: ", ")))") \
      in a test that did not override it.

      Override it where the test creates its store, for example:
        withDependencies: { \(overrideExample) }
      """
    reportIssue(issue)
  }

  func fail<each Argument, Result>(calledWith argument: repeat each Argument) throws -> Result {
    report(calledWith: repeat each argument)
    throw UnimplementedFailure(endpoint: name)
  }

  /// `$0.surveyClient.fetchAvailable = { … }` for "SurveyClient.fetchAvailable": the dependency
  /// property is usually the client's name starting in lower case.
  private var overrideExample: String {
    let parts = name.split(separator: ".", maxSplits: 1)
    guard parts.count == 2, let first = parts[0].first, !name.contains(" ") else {
      return "$0.<client>.<endpoint> = { … }"
    }
    return "$0.\(first.lowercased())\(parts[0].dropFirst()).\(parts[1]) = { … }"
  }
}
