import DependencyRules
import SpecRun

/// 「機能モジュールはCoreにだけ依存する」 and its sister scenarios, replayed through `DependencyRules`
/// on this very package (manifest and imports). Skipped, with the reason, where `swift` cannot run.
enum ModuleRuleSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.defineOnlineCalendarParameterTypes()
    steps.given("OnlineCalendarのパッケージ") { context in
      guard SwiftPackage.canDumpManifests else { throw SkipScenario(SwiftPackage.whyManifestsCannotBeDumped) }
      context.value(default: { ModuleRuleScenario() }).package = try await SwiftPackage.load(
        at: OnlineCalendarModuleRules.packageRoot)
    }
    steps.then("{カギ括弧}はCoreにだけ依存している") { (context, list: String) in
      try ModuleRuleScenario.of(context).expectOnlyCore(names(list))
    }
    steps.then("{カギ括弧}はどのモジュールにも依存していない") { (context, name: String) in
      try ModuleRuleScenario.of(context).expectNoModule(name)
    }
    steps.then("{カギ括弧}にはどのモジュールも依存していない") { (context, name: String) in
      try ModuleRuleScenario.of(context).expectNoDependents(name)
    }
    steps.when("{カギ括弧}がマニフェストで{カギ括弧}に依存するように変える") { (context, target: String, dependency: String) in
      try ModuleRuleScenario.of(context).declare(dependency, in: target)
    }
    steps.then("ルール違反{カギ括弧}の{カギ括弧}から{カギ括弧}への依存が報告される") {
      (context, file: String, target: String, dependency: String) in
      try ModuleRuleScenario.of(context).expectViolation(file: file, target: target, dependency: dependency)
    }
    steps.then("{カギ括弧}は{カギ括弧}に依存していて、違反はない") { (context, target: String, list: String) in
      try ModuleRuleScenario.of(context).expectAllowed(target, dependsOn: names(list))
    }
    return steps
  }

  static func names(_ list: String) -> [String] { list.split(separator: "、").map(String.init) }
}
