import DependencyRules
import Foundation

/// A throwaway package written to a temporary folder: `Package.swift` plus source files.
struct FixturePackage {
  let root: URL

  init(manifest: String, files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("dependency-rules-fixture-\(UUID().uuidString)", isDirectory: true)
    try write(manifest, to: "Package.swift")
    for (path, text) in files { try write(text, to: path) }
  }

  private func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// The seed's layering in miniature: Core, two features on Core, and an app bridge on all.
  static func calendar(authDependencies: String = #""Core""#, authSource: String) throws -> FixturePackage {
    try FixturePackage(
      manifest: """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Fixture",
          targets: [
            .target(name: "Core"),
            .target(name: "Auth", dependencies: [\(authDependencies)]),
            .target(name: "Meeting", dependencies: ["Core"]),
            .target(name: "AppBridge", dependencies: ["Core", "Auth", "Meeting"]),
          ]
        )
        """,
      files: [
        "Sources/Core/User.swift": "public struct User {}\n",
        "Sources/Auth/SignIn.swift": authSource,
        "Sources/Meeting/Meeting.swift": "import Core\npublic struct Meeting {}\n",
        "Sources/AppBridge/Root.swift": "import Auth\nimport Meeting\n",
      ])
  }

  /// The seed's rules for `calendar(…)`.
  static let calendarRules = DependencyRules {
    Targets.named("Core").mayNotDependOnAnyTarget(because: "Core depends on nothing")
    Targets.named("Auth", "Meeting").mayOnlyDependOn(Targets.named("Core"), because: "features depend only on Core")
  }
}
