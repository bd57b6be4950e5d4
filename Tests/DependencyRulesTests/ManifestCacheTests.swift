import Foundation
import Testing

@testable import DependencyRules

@Suite("A package's manifest dump is kept in its .build folder and read back only while nothing it came from changed")
struct ManifestCacheTests {
  @Test("the dump kept for a package is read back while its manifest and swift are the same")
  func readBack() throws {
    let fixture = try FixturePackage(manifest: "// swift-tools-version: 6.0\n", files: [:])
    defer { fixture.remove() }
    let key = try #require(ManifestCache.key(for: fixture.root, swift: "/usr/bin/true"))
    #expect(ManifestCache.dump(in: fixture.root, for: key) == nil)
    ManifestCache.keep(Data("{\"targets\":[]}".utf8), in: fixture.root, for: key)
    #expect(ManifestCache.dump(in: fixture.root, for: key) == Data("{\"targets\":[]}".utf8))
    #expect(
      FileManager.default.fileExists(
        atPath: fixture.root.appendingPathComponent(".build/dependency-rules/manifest.json").path))
  }

  @Test("a changed manifest, a new Package.resolved or another swift is dumped again, not read from the old dump")
  func changesMissTheCache() throws {
    let fixture = try FixturePackage(manifest: "// swift-tools-version: 6.0\n", files: [:])
    defer { fixture.remove() }
    let key = try #require(ManifestCache.key(for: fixture.root, swift: "/usr/bin/true"))
    ManifestCache.keep(Data("old".utf8), in: fixture.root, for: key)

    #expect(ManifestCache.key(for: fixture.root, swift: "/usr/bin/false") != key)
    try "// swift-tools-version: 6.1\n".write(
      to: fixture.root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let changed = try #require(ManifestCache.key(for: fixture.root, swift: "/usr/bin/true"))
    #expect(changed != key)
    #expect(ManifestCache.dump(in: fixture.root, for: changed) == nil)
    try "{}".write(to: fixture.root.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
    #expect(ManifestCache.key(for: fixture.root, swift: "/usr/bin/true") != changed)
  }

  @Test("a folder without Package.swift has nothing to keep")
  func noManifest() throws {
    let fixture = try FixturePackage(manifest: "", files: [:])
    defer { fixture.remove() }
    try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("Package.swift"))
    #expect(ManifestCache.key(for: fixture.root, swift: "/usr/bin/true") == nil)
  }
}
