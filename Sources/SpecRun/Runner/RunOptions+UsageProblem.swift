import Foundation

extension RunOptions {
  /// What makes these options unusable although each parsed, said so the user can fix it:
  /// a tag expression or name pattern that does not compile, or a `--retry-tag-filter` with no
  /// retries to filter. Nil when the run can start.
  ///
  /// ```swift
  /// var options = RunOptions()
  /// options.tagExpressions = ["@a and"]
  /// options.usageProblem   // "specrun: --tags \"@a and\": …"
  /// ```
  public var usageProblem: String? {
    if let problem = valueProblem { return problem }
    if retry.retries == 0, let filter = retry.tagFilter {
      return
        "specrun: --retry-tag-filter \"\(filter)\" chooses which failed scenarios are retried, but no retries were asked for. Add --retry N, e.g. --retry 2."
    }
    return nil
  }

  /// What makes one option's value unusable (a tag expression or name pattern that does not
  /// compile), whatever the other options: a profile's entries are checked with it one by one,
  /// as options that only contradict each other may be completed by the command line.
  var valueProblem: String? {
    for expression in tagExpressions {
      if let problem = Self.tagProblem(expression, flag: "--tags", example: "@smoke and not @slow") { return problem }
    }
    if let filter = retry.tagFilter,
      let problem = Self.tagProblem(filter, flag: "--retry-tag-filter", example: "@network and not @slow")
    {
      return problem
    }
    for pattern in namePatterns where (try? NSRegularExpression(pattern: pattern)) == nil {
      return
        "specrun: --name \"\(pattern)\" is not a valid regular expression. Escape special characters such as ( [ + with \\."
    }
    return nil
  }

  /// Why `expression`, given to `flag`, is not a tag expression, with an example to follow; nil
  /// when it is one.
  private static func tagProblem(_ expression: String, flag: String, example: String) -> String? {
    do {
      _ = try TagExpression(parsing: expression)
      return nil
    } catch {
      let problem = "\(error)"
      return
        "specrun: \(flag) \"\(expression)\": \(problem)\(problem.hasSuffix(".") ? "" : ".") Write it with and, or, not and parentheses, e.g. \(flag) \"\(example)\"."
    }
  }
}
