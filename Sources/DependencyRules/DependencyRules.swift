import Foundation

/// A package's dependency rules, stated once and checked by a test against both the manifest's
/// declared target dependencies and every `import` in every source file.
///
/// ```swift
/// let rules = DependencyRules {
///   Targets.named("Core").mayOnlyDependOn(Targets.named("Evergreen"), because: "Core is the lowest layer")
///   Targets.named("Auth", "Meeting").mayOnlyDependOn(Targets.named("Core", "Evergreen"), because: "features depend only on Core")
/// }
///
/// @Test(.enabled(if: SwiftPackage.canDumpManifests, SwiftPackage.whyManifestsCannotBeDumped))
/// func layersKeepTheirRules() throws {
///   let violations = try rules.check(try await SwiftPackage.load(at: packageRoot))
///   #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
/// }
/// ```
public struct DependencyRules: Sendable {
  public let rules: [DependencyRule]

  public init(@DependencyRulesBuilder _ rules: () -> [DependencyRule]) {
    self.rules = rules()
  }

  /// Every broken rule in `package`, manifest first, then source files in path order; empty when
  /// the package keeps every rule.
  public func check(_ package: SwiftPackage) throws -> [DependencyViolation] {
    var violations: [DependencyViolation] = []
    let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let known = Set(byName.keys).union(package.targets.flatMap(\.declaredDependencies))
    func module(_ name: String) -> PackageTarget {
      byName[name] ?? PackageTarget(name: name, path: nil, kind: .other, declaredDependencies: [])
    }
    for target in package.targets.sorted(by: { $0.name < $1.name }) {
      let applying = rules.filter { $0.subject.matches(target, target) }
      guard !applying.isEmpty else { continue }
      for dependency in target.declaredDependencies {
        for rule in applying where !rule.allows(target, toDependOn: module(dependency), known: true) {
          let place = package.manifestPlace(ofDependency: dependency, inTarget: target.name)
          violations.append(
            DependencyViolation(
              target: target.name, dependency: dependency, source: .manifest, file: "Package.swift",
              line: place.line, column: place.column, rule: rule.reason, detail: rule.detail(for: target)))
        }
      }
      for statement in try package.imports(of: target) {
        let imported = module(statement.module)
        for rule in applying
        where !rule.allows(target, toDependOn: imported, known: known.contains(statement.module)) {
          violations.append(
            DependencyViolation(
              target: target.name, dependency: statement.module, source: .importStatement, file: statement.file,
              line: statement.line, column: statement.column, rule: rule.reason, detail: rule.detail(for: target)))
        }
      }
    }
    return violations
  }
}
