import DependencyRules
import Foundation
import Testing

@Suite("Dependency rules fail on a package that breaks them, naming target, file, line and column")
struct DependencyRulesFailureTests {
  @Test(
    "a feature importing another feature fails at the import, even inside #if, though the manifest allows it",
    .enabled(if: SwiftPackage.canDumpManifests, Comment(rawValue: SwiftPackage.whyManifestsCannotBeDumped)))
  func forbiddenImport() async throws {
    let fixture = try FixturePackage.calendar(
      authSource: "import Core\n#if DEBUG\n  @testable import Meeting\n#endif\n")
    defer { fixture.remove() }

    let violations = try await FixturePackage.calendarRules.check(SwiftPackage.load(at: fixture.root))

    #expect(
      violations.map(\.description) == [
        "Sources/Auth/SignIn.swift:3:20: error: target 'Auth' imports 'Meeting', but features depend only on Core (Auth may depend only on Core). Hint: remove the import and move what 'Auth' needs into a target the rule allows, or change the rule."
      ])
  }

  @Test(
    "a feature declaring another feature in the manifest fails at that line of Package.swift",
    .enabled(if: SwiftPackage.canDumpManifests, Comment(rawValue: SwiftPackage.whyManifestsCannotBeDumped)))
  func forbiddenManifestDependency() async throws {
    let fixture = try FixturePackage.calendar(authDependencies: #""Core", "Meeting""#, authSource: "import Core\n")
    defer { fixture.remove() }

    let violations = try await FixturePackage.calendarRules.check(SwiftPackage.load(at: fixture.root))

    #expect(
      violations.map(\.description) == [
        "Package.swift:8:50: error: target 'Auth' declares a dependency on 'Meeting', but features depend only on Core (Auth may depend only on Core). Hint: remove 'Meeting' from the dependencies of 'Auth' in Package.swift, or change the rule."
      ])
  }

  @Test(
    "a package that keeps the rules has no violations, toolchain imports included",
    .enabled(if: SwiftPackage.canDumpManifests, Comment(rawValue: SwiftPackage.whyManifestsCannotBeDumped)))
  func keptRules() async throws {
    let fixture = try FixturePackage.calendar(authSource: "import Foundation\nimport Core\n")
    defer { fixture.remove() }

    #expect(try await FixturePackage.calendarRules.check(SwiftPackage.load(at: fixture.root)).isEmpty)
  }

  @Test("a deny-list rule names what it forbids, and Core importing a feature breaks it")
  func denyList() throws {
    let fixture = try FixturePackage(manifest: "", files: ["Sources/Core/Leak.swift": "import Auth\n"])
    defer { fixture.remove() }
    let package = try SwiftPackage(root: fixture.root, manifestJSON: Data(Self.manifestJSON.utf8))
    let rules = DependencyRules {
      Targets.named("Core").mustNotDependOn(Targets.named("Auth", "Meeting"), because: "Core is the lowest layer")
    }

    #expect(
      try rules.check(package).map(\.description) == [
        "Sources/Core/Leak.swift:1:8: error: target 'Core' imports 'Auth', but Core is the lowest layer (Core must not depend on Auth, Meeting). Hint: remove the import and move what 'Core' needs into a target the rule allows, or change the rule."
      ])
  }

  static let manifestJSON = """
    {"targets": [
      {"name": "Core", "type": "regular", "dependencies": []},
      {"name": "Auth", "type": "regular", "dependencies": [{"byName": ["Core", null]}]}
    ]}
    """
}

@Suite("A manifest violation points at the target's own dependency list")
struct ManifestPlaceTests {
  @Test("a product named like the target does not mislead the line: the target's dependency is found")
  func productWithTheSameName() throws {
    let manifest = """
      let package = Package(
        name: "Fixture",
        products: [.library(name: "Auth", targets: ["Auth"])],
        targets: [
          .target(name: "Meeting"),
          .target(
            name: "Auth",
            dependencies: ["Meeting"]),
        ]
      )
      """
    let fixture = try FixturePackage(manifest: manifest, files: [:])
    defer { fixture.remove() }
    let package = try SwiftPackage(
      root: fixture.root,
      manifestJSON: Data(
        #"{"targets": [{"name": "Auth", "type": "regular", "dependencies": [{"byName": ["Meeting", null]}]}, {"name": "Meeting", "type": "regular", "dependencies": []}]}"#
          .utf8))
    let rules = DependencyRules {
      Targets.named("Auth").mayNotDependOnAnyTarget(because: "Auth stands alone")
    }

    #expect(
      try rules.check(package).map(\.description) == [
        "Package.swift:8:22: error: target 'Auth' declares a dependency on 'Meeting', but Auth stands alone (Auth may depend only on toolchain modules). Hint: remove 'Meeting' from the dependencies of 'Auth' in Package.swift, or change the rule."
      ])
  }
}
