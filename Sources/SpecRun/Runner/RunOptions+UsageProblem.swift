import Foundation

extension RunOptions {
  /// What makes these options unusable although each parsed, said so the user can fix it:
  /// a tag expression or name pattern that does not compile. Nil when the run can start.
  ///
  /// ```swift
  /// var options = RunOptions()
  /// options.tagExpressions = ["@a and"]
  /// options.usageProblem   // "specrun: --tags \"@a and\": …"
  /// ```
  public var usageProblem: String? {
    for expression in tagExpressions {
      do {
        _ = try TagExpression(parsing: expression)
      } catch {
        let problem = "\(error)"
        return
          "specrun: --tags \"\(expression)\": \(problem)\(problem.hasSuffix(".") ? "" : ".") Write it with and, or, not and parentheses, e.g. --tags \"@smoke and not @slow\"."
      }
    }
    for pattern in namePatterns where (try? NSRegularExpression(pattern: pattern)) == nil {
      return
        "specrun: --name \"\(pattern)\" is not a valid regular expression. Escape special characters such as ( [ + with \\."
    }
    return nil
  }
}
