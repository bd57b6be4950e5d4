import Foundation

/// One rule over a package's targets: what the targets a selector picks may, or must not, depend on.
/// Build rules from a selector:
///
/// ```swift
/// Targets.named("CalendarCore").mayOnlyDependOn(Targets.named("Evergreen"), because: "Core depends on nothing")
/// Targets.named("Gherkin").mustNotDependOn(Targets.named("Evergreen"), because: "Gherkin knows nothing of the runtime")
/// ```
///
/// A rule judges both what the manifest declares and what each source file imports. An allow-list
/// (`mayOnlyDependOn`) judges only modules the package knows (its own targets and the products it
/// declares), so toolchain modules such as `Foundation` or `Testing` are always allowed; a deny-list
/// judges every import by name.
public struct DependencyRule: Sendable {
  enum Kind: Sendable {
    case allowOnly(TargetSelector)
    case forbid(TargetSelector)
  }

  let subject: TargetSelector
  let kind: Kind
  /// Why the rule exists: it completes the sentence "…, but <reason>".
  public let reason: String

  /// The explanation a failure gives after the reason: `CalendarAuth may depend only on CalendarCore`.
  func detail(for target: PackageTarget) -> String {
    switch kind {
    case .allowOnly(let allowed): "\(target.name) may depend only on \(allowed)"
    case .forbid(let forbidden): "\(target.name) must not depend on \(forbidden)"
    }
  }

  /// Whether `subject` may depend on `dependency`; `known` says whether the package knows the module.
  func allows(_ subject: PackageTarget, toDependOn dependency: PackageTarget, known: Bool) -> Bool {
    if dependency.name == subject.name { return true }
    switch kind {
    case .allowOnly(let allowed): return !known || allowed.matches(dependency, subject)
    case .forbid(let forbidden): return !forbidden.matches(dependency, subject)
    }
  }
}

extension TargetSelector {
  /// A rule: these targets may depend on nothing of the package but what `allowed` picks.
  public func mayOnlyDependOn(_ allowed: TargetSelector, because reason: String) -> DependencyRule {
    DependencyRule(subject: self, kind: .allowOnly(allowed), reason: reason)
  }

  /// A rule: these targets may depend on nothing of the package at all (toolchain modules only).
  public func mayNotDependOnAnyTarget(because reason: String) -> DependencyRule {
    DependencyRule(
      subject: self, kind: .allowOnly(TargetSelector("toolchain modules") { _, _ in false }), reason: reason)
  }

  /// A rule: these targets must not depend on what `forbidden` picks.
  public func mustNotDependOn(_ forbidden: TargetSelector, because reason: String) -> DependencyRule {
    DependencyRule(subject: self, kind: .forbid(forbidden), reason: reason)
  }
}
