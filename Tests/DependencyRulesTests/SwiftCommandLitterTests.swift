import Foundation
import Testing

@testable import DependencyRules

@Suite("Dumping a manifest leaves nothing behind in the user's TMPDIR")
struct SwiftCommandLitterTests {
  @Test(
    "swift package dump-package run for the module rules leaves the TMPDIR it was given empty",
    .enabled(if: SwiftCommand.isAvailable, "needs `swift` on the PATH to dump a real manifest"))
  func dumpLeavesNoLitter() async throws {
    let fixture = try FixturePackage(
      manifest: """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Litter", targets: [.target(name: "Core")])
        """,
      files: ["Sources/Core/Core.swift": "public struct Core {}\n"])
    defer { fixture.remove() }
    let userTemporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("litter-tmpdir-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: userTemporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: userTemporary) }
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = userTemporary.path + "/"

    let dump = try await SwiftCommand.dumpPackage(at: fixture.root, environment: environment)

    #expect(String(decoding: dump, as: UTF8.self).contains("\"Core\""))
    let left = try FileManager.default.contentsOfDirectory(atPath: userTemporary.path)
    #expect(left.isEmpty, "swift left these in the TMPDIR it was given: \(left.sorted())")
  }
}
