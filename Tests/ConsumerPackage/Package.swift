// swift-tools-version: 6.2
// A package that uses Evergreen exactly as README says: a path dependency named "Evergreen", an app
// (`Tally`), its step definitions (`TallySpecs`), its own `specrun` and the `swift test` replay.
// `.ci/run` builds it, runs `swift run specrun` and `swift test` here, so the recipe stays true.
import PackageDescription

let package = Package(
  name: "Tally",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    // The runner is the product `specrun`, so `swift run specrun` runs it; its target has a name
    // of its own, because target names are unique across the package graph.
    .executable(name: "specrun", targets: ["TallySpecRun"])
  ],
  dependencies: [
    // A path dependency's identity is its folder's name; `name:` lets `package: "Evergreen"`
    // resolve whatever the folder is called. (From a git URL ending in Evergreen, no name is needed.)
    .package(name: "Evergreen", path: "../..")
  ],
  targets: [
    .target(name: "Tally", dependencies: [.product(name: "Evergreen", package: "Evergreen")]),
    .target(name: "TallySpecs", dependencies: ["Tally", .product(name: "SpecRun", package: "Evergreen")]),
    .executableTarget(name: "TallySpecRun", dependencies: ["TallySpecs", .product(name: "SpecRun", package: "Evergreen")]),
    .testTarget(name: "TallyTests", dependencies: ["Tally", .product(name: "EvergreenTesting", package: "Evergreen")]),
    .testTarget(name: "TallySpecsTests", dependencies: ["TallySpecs", .product(name: "SpecRun", package: "Evergreen")]),
  ],
  swiftLanguageModes: [.v6]
)
