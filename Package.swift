// swift-tools-version: 6.2
// Evergreen: a testing-first specification kit for unidirectional Swift apps.
// The package depends on nothing but the Swift toolchain.
import PackageDescription

let package = Package(
  name: "Evergreen",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Evergreen", targets: ["Evergreen"]),
    .library(name: "EvergreenTesting", targets: ["EvergreenTesting"]),
    .library(name: "Gherkin", targets: ["Gherkin"]),
    .library(name: "SpecRun", targets: ["SpecRun"]),
  ],
  targets: [
    // The one seam through which every layer reports a failure (Swift Testing, XCTest, or a collector).
    .target(name: "EvergreenReporting"),
    // The runtime: reducers, effects, composition, dependencies, the store.
    .target(name: "Evergreen", dependencies: ["EvergreenReporting"]),
    // The harness: TestStore, TestClock, state diffing.
    .target(name: "EvergreenTesting", dependencies: ["Evergreen", "EvergreenReporting"]),
    // Gherkin: lexer, parser, pickles, dialects, Cucumber Messages. Knows nothing of the runtime.
    .target(name: "Gherkin"),
    // The scenario runner: step definitions, expressions, tag expressions, formatters.
    .target(name: "SpecRun", dependencies: ["Gherkin", "Evergreen", "EvergreenTesting", "EvergreenReporting"]),
    // The command for this repository: `swift run specrun`. Deliberately not a product, so that a
    // package depending on Evergreen can name its own runner `specrun` (see README).
    .executableTarget(name: "specrun", dependencies: ["SpecRun", "SeedAppCatalog"]),
    // Seed app 002 (Macho): Counter and Contacts.
    .target(name: "Macho", dependencies: ["Evergreen"], path: "Sources/Apps/Macho"),
    // The step definitions that replay Specs/Macho against the Macho features.
    .target(
      name: "MachoSpecs", dependencies: ["Macho", "SpecRun", "Evergreen", "EvergreenTesting"], path: "Sources/Apps/MachoSpecs"),
    // Seed app 000 (PointApp): surveys for points, the points ledger, missions, streaks and achievements.
    .target(name: "PointApp", dependencies: ["Evergreen"], path: "Sources/Apps/PointApp"),
    // The step definitions that replay Specs/PointApp against the PointApp features.
    .target(
      name: "PointAppSpecs", dependencies: ["PointApp", "SpecRun", "Evergreen", "EvergreenTesting"],
      path: "Sources/Apps/PointAppSpecs"),
    // The seed apps' list binding each Specs/<App> folder to its step library (specrun and SpecsTests share it).
    .target(
      name: "SeedAppCatalog", dependencies: ["SpecRun", "MachoSpecs", "PointAppSpecs"], path: "Sources/Apps/SeedAppCatalog"),
    // Release-built benchmarks: `swift run -c release evergreen-bench`.
    .executableTarget(
      name: "evergreen-bench",
      dependencies: ["Evergreen", "EvergreenTesting", "Gherkin", "SpecRun", "Macho", "MachoSpecs", "SeedAppCatalog"]),

    // Finds ../shared (conformance data beside the checkout) for the tests that read it.
    .target(name: "SharedFixtures", path: "Tests/SharedFixtures"),
    .testTarget(name: "EvergreenTests", dependencies: ["Evergreen", "EvergreenTesting"]),
    .testTarget(name: "EvergreenTestingTests", dependencies: ["EvergreenTesting", "Evergreen"]),
    .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "SharedFixtures"]),
    .testTarget(
      name: "SpecRunTests", dependencies: ["SpecRun", "Gherkin", "EvergreenTesting", "EvergreenReporting", "SharedFixtures"]),
    .testTarget(name: "MachoTests", dependencies: ["Macho", "EvergreenTesting"], path: "Tests/Apps/MachoTests"),
    .testTarget(
      name: "PointAppTests", dependencies: ["PointApp", "Evergreen", "EvergreenTesting"], path: "Tests/Apps/PointAppTests"),
    // Replays every scenario under Specs/ as its own Swift Testing test case.
    .testTarget(name: "SpecsTests", dependencies: ["SpecRun", "SeedAppCatalog"]),
  ],
  swiftLanguageModes: [.v6]
)
