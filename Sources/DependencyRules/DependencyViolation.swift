import Foundation

/// One broken rule: which target, where, what it depends on and what to do about it. Its
/// `description` reads like a compiler diagnostic, so Xcode and terminals link the place:
///
/// ```text
/// Sources/Auth/SignIn.swift:3:8: error: target 'Auth' imports 'Meeting', but features depend only on Core (Auth may depend only on Core). Hint: …
/// ```
public struct DependencyViolation: Sendable, Hashable, CustomStringConvertible {
  /// Whether the manifest declares the dependency or a source file imports it.
  public enum Source: Sendable, Hashable {
    case manifest
    case importStatement
  }

  public let target: String
  public let dependency: String
  public let source: Source
  /// Relative to the package root: `Package.swift` or the source file.
  public let file: String
  public let line: Int
  public let column: Int
  /// Why the rule exists, as its author wrote it.
  public let rule: String
  /// What the rule allows or forbids, spelled out.
  public let detail: String

  public var description: String {
    let what: String
    let hint: String
    switch source {
    case .manifest:
      what = "target '\(target)' declares a dependency on '\(dependency)'"
      hint = "remove '\(dependency)' from the dependencies of '\(target)' in Package.swift, or change the rule."
    case .importStatement:
      what = "target '\(target)' imports '\(dependency)'"
      hint =
        "remove the import and move what '\(target)' needs into a target the rule allows, or change the rule."
    }
    return "\(file):\(line):\(column): error: \(what), but \(rule) (\(detail)). Hint: \(hint)"
  }
}
