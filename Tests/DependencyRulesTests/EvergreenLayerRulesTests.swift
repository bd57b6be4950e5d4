import DependencyRules
import Foundation
import Testing

/// Evergreen's own layering (CONTRIBUTING, "Layout and its rules"), checked on every test run.
@Suite("Evergreen's layers keep their dependency rules")
struct EvergreenLayerRulesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // DependencyRulesTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The kit every app may use.
  static let kit = Targets.named(
    "Evergreen", "EvergreenTesting", "EvergreenReporting", "SpecRun", "Gherkin", "CucumberMessages", "DependencyRules")

  /// The app a target belongs to: `PinNest` for `Sources/Apps/PinNest`, `Sources/Apps/PinNestSpecs`,
  /// `Tests/Apps/PinNestTests`, `PointApp` for `Sources/Apps/PointAppLive` and `Tests/Apps/PointAppLiveTests`,
  /// and `OnlineCalendar` for `Sources/Apps/OnlineCalendar/CalendarCore`.
  static let app = Targets.inSameGroup(as: "app") { target in
    guard let path = target.path else { return nil }
    for floor in ["Sources/Apps/", "Tests/Apps/"] where path.hasPrefix(floor) {
      var folder = path.dropFirst(floor.count).prefix { $0 != "/" }
      while let suffix = ["Specs", "Tests", "Live"].first(where: { folder.hasSuffix($0) }) {
        folder = folder.dropLast(suffix.count)
      }
      return String(folder)
    }
    return nil
  }

  static let rules = DependencyRules {
    Targets.named("CucumberMessages").mayNotDependOnAnyTarget(because: "the message model stands alone")
    Targets.named("Gherkin").mayOnlyDependOn(
      Targets.named("CucumberMessages"), because: "Gherkin builds the messages and imports nothing of the runtime")
    Targets.named("EvergreenReporting").mayNotDependOnAnyTarget(because: "EvergreenReporting imports no other layer")
    Targets.named("DependencyRules").mayNotDependOnAnyTarget(because: "the rule checker stands alone")
    Targets.named("SpecRunInit").mayNotDependOnAnyTarget(
      because: "specrun init writes text; it needs nothing of the kit it scaffolds")
    Targets.named("Evergreen").mustNotDependOn(
      Targets.named("EvergreenTesting", "CucumberMessages", "Gherkin", "SpecRun"),
      because: "the runtime knows nothing of tests or scenarios")
    Targets.named("EvergreenTesting").mustNotDependOn(
      Targets.named("CucumberMessages", "Gherkin", "SpecRun"),
      because: "EvergreenTesting knows nothing of Gherkin or SpecRun")
    Targets.under("Sources/Apps").excluding(Targets.named("SeedAppCatalog"))
      .mayOnlyDependOn(kit + app, because: "apps import only the kit and their own targets, never each other")
    Targets.under("Tests/Apps").mayOnlyDependOn(
      kit + app + Targets.named("TestSupport"),
      because:
        "apps import only the kit and their own targets, never each other; their tests may use the shared TestSupport")
  }

  @Test(
    "no layer of Evergreen and no app breaks a rule, in the manifest or in an import",
    .enabled(if: SwiftPackage.canDumpManifests, Comment(rawValue: SwiftPackage.whyManifestsCannotBeDumped)))
  func layersKeepTheirRules() async throws {
    let violations = try await Self.rules.check(SwiftPackage.load(at: Self.root))
    #expect(violations.isEmpty, Comment(rawValue: violations.map(\.description).joined(separator: "\n")))
  }

  @Test(
    "an app importing another app breaks the rule (the rule is not vacuous)",
    .enabled(if: SwiftPackage.canDumpManifests, Comment(rawValue: SwiftPackage.whyManifestsCannotBeDumped)))
  func appsNeverImportEachOther() async throws {
    let changed = try await SwiftPackage.load(at: Self.root).declaring("Macho", in: "PinNest")

    let violations = try Self.rules.check(changed)

    #expect(violations.map(\.dependency) == ["Macho"])
    #expect(violations.first?.detail.hasPrefix("PinNest may depend only on Evergreen") == true)
  }

  @Test(
    "an app's own code may not use the test helpers, which only its tests may",
    .enabled(if: SwiftPackage.canDumpManifests, Comment(rawValue: SwiftPackage.whyManifestsCannotBeDumped)))
  func appsShipNoTestHelpers() async throws {
    let changed = try await SwiftPackage.load(at: Self.root).declaring("TestSupport", in: "PinNest")

    let violations = try Self.rules.check(changed)

    #expect(violations.map(\.dependency) == ["TestSupport"])
  }
}

extension EvergreenLayerRulesTests {
  @Test(
    "specrun init's templates depending on SpecRun break their rule",
    .enabled(if: SwiftPackage.canDumpManifests, Comment(rawValue: SwiftPackage.whyManifestsCannotBeDumped)))
  func initStandsAlone() async throws {
    let changed = try await SwiftPackage.load(at: Self.root).declaring("SpecRun", in: "SpecRunInit")

    let violations = try Self.rules.check(changed)

    #expect(violations.map(\.dependency) == ["SpecRun"])
  }
}
