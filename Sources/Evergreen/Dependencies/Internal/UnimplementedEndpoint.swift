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
    guard parts.count == 2, !parts[0].isEmpty, !name.contains(" ") else {
      return "$0.<client>.<endpoint> = { … }"
    }
    return "$0.\(Self.lowerCamelCase(String(parts[0]))).\(parts[1]) = { … }"
  }

  /// A type's name as a property is usually spelled: `SurveyClient` → `surveyClient`, and a leading
  /// acronym in lower case as Swift's API guidelines write it: `APIClient` → `apiClient`,
  /// `UUIDGenerator` → `uuidGenerator`, `URL` → `url`.
  static func lowerCamelCase(_ name: String) -> String {
    let characters = Array(name)
    let upper = characters.prefix { $0.isUppercase }.count
    guard upper > 0 else { return name }
    // In `APIClient` the `C` starts the next word, so only `API` is lowered.
    let lowered = upper > 1 && upper < characters.count && characters[upper].isLowercase ? upper - 1 : upper
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }
}
