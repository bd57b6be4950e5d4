import DependencyRules
import SpecRun

/// What the module-rule scenarios do: read the package, change a target's declared dependencies
/// when a step says so, and check the rules.
@MainActor
final class ModuleRuleScenario {
  var package: SwiftPackage?

  static func of(_ context: ScenarioContext) throws -> ModuleRuleScenario {
    let scenario = context.value(default: { ModuleRuleScenario() })
    guard scenario.package != nil else {
      throw StepFailure("パッケージをまだ読んでいません。「前提 OnlineCalendarのパッケージ」から始めてください。")
    }
    return scenario
  }

  func loaded() throws -> SwiftPackage {
    guard let package else { throw StepFailure("パッケージをまだ読んでいません。") }
    return package
  }

  func target(_ name: String) throws -> PackageTarget {
    guard let target = try loaded().targets.first(where: { $0.name == name }) else {
      throw StepFailure("パッケージに \(name) というターゲットはありません。ターゲットは \(try loaded().targets.map(\.name)) です。")
    }
    return target
  }

  func violations() throws -> [DependencyViolation] { try OnlineCalendarModuleRules.rules.check(loaded()) }

  func expectNoViolations() throws {
    let found = try violations()
    guard found.isEmpty else { throw StepFailure(found.map(\.description).joined(separator: "\n")) }
  }

  func expectOnlyCore(_ names: [String]) throws {
    for name in names {
      let modules = try target(name).declaredDependencies.filter { $0.hasPrefix("Calendar") }
      guard modules == ["CalendarCore"] else {
        throw StepFailure("\(name) はアプリのモジュールのうち \(modules) に依存しています。CalendarCore だけのはずです。")
      }
    }
    try expectNoViolations()
  }

  func expectNoModule(_ name: String) throws {
    let modules = try target(name).declaredDependencies.filter { $0.hasPrefix("Calendar") }
    guard modules.isEmpty else { throw StepFailure("\(name) は \(modules) に依存しています。") }
    try expectNoViolations()
  }

  func declare(_ dependency: String, in name: String) throws {
    _ = try target(name)
    package = try loaded().declaring(dependency, in: name)
  }

  func expectViolation(file: String, target: String, dependency: String) throws {
    let found = try violations()
    guard found.count == 1, let violation = found.first, violation.file == file, violation.target == target,
      violation.dependency == dependency,
      OnlineCalendarModuleRules.rules.rules.map(\.reason).contains(violation.rule)
    else {
      throw StepFailure(
        "\(file) で \(target) が \(dependency) に依存する違反が一つ見つかるはずでしたが、見つかったのは:\n\(found.map(\.description))")
    }
  }

  /// No module of the package (its tests aside) declares `name` among its dependencies, and no rule is broken.
  func expectNoDependents(_ name: String) throws {
    let dependents = try loaded().targets.filter { $0.kind != .test && $0.declaredDependencies.contains(name) }
      .map(\.name)
    guard dependents.isEmpty else {
      throw StepFailure("\(dependents) が \(name) に依存しています。依存してよいのはアプリの入口だけです。")
    }
    try expectNoViolations()
  }

  func expectAllowed(_ name: String, dependsOn names: [String]) throws {
    let declared = try target(name).declaredDependencies
    guard Set(names).isSubset(of: declared) else {
      throw StepFailure("\(name) が依存しているのは \(declared) で、\(names) のすべてではありません。")
    }
    try expectNoViolations()
  }
}
