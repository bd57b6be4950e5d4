/// `Package.swift`: the feature module, its step glue, the runner (a product named after the
/// package, so `swift run` never meets Evergreen's own `specrun`) and the two test targets.
enum ManifestTemplate {
  static func text(_ package: PackageRecipe) -> String {
    let name = package.name
    let evergreen = package.evergreen.packageReference
    func product(_ product: String) -> String { ".product(name: \"\(product)\", package: \"\(evergreen)\")" }
    return """
      // swift-tools-version: 6.2
      // \(name.text), made by `specrun init`. `swift run \(name.runnerProduct)` replays the scenarios in
      // Specs/; `swift test` runs the behaviour specs and replays every scenario too.
      import PackageDescription

      let package = Package(
        name: "\(name.text)",
        platforms: [.macOS(.v15), .iOS(.v18)],
        products: [
          // The scenario runner, named after this package so it never meets Evergreen's `specrun`.
          .executable(name: "\(name.runnerProduct)", targets: ["\(name.runnerTarget)"])
        ],
        dependencies: [
          \(package.evergreen.manifestLine)
        ],
        targets: [
          // The app's features, a folder per feature.
          .target(name: "\(name.text)", dependencies: [\(product("Evergreen"))]),
          // The step glue: what each scenario line does to the features.
          .target(
            name: "\(name.specsTarget)",
            dependencies: ["\(name.text)", \(product("Evergreen")), \(product("SpecRun"))]),
          .executableTarget(name: "\(name.runnerTarget)", dependencies: ["\(name.specsTarget)", \(product("SpecRun"))]),
          // Behaviour specs of the features, with the TestStore.
          .testTarget(name: "\(name.testsTarget)", dependencies: ["\(name.text)", \(product("EvergreenTesting"))]),
          // Every scenario in Specs/, replayed as a test case of its own.
          .testTarget(name: "\(name.specsTestsTarget)", dependencies: ["\(name.specsTarget)", \(product("SpecRun"))]),
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }
}
