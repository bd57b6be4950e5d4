import Foundation

/// Collects the rules written inside `DependencyRules { … }`, with `if` and `for` allowed.
@resultBuilder
public enum DependencyRulesBuilder {
  public static func buildExpression(_ rule: DependencyRule) -> [DependencyRule] { [rule] }
  public static func buildBlock(_ parts: [DependencyRule]...) -> [DependencyRule] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [DependencyRule]?) -> [DependencyRule] { part ?? [] }
  public static func buildEither(first part: [DependencyRule]) -> [DependencyRule] { part }
  public static func buildEither(second part: [DependencyRule]) -> [DependencyRule] { part }
  public static func buildArray(_ parts: [[DependencyRule]]) -> [DependencyRule] { parts.flatMap { $0 } }
}
