import DependencyRules
import Foundation
import OnlineCalendarSpecs
import Testing

/// The seed's module rules catch every kind of violation it forbids (禁止事項): Core on a feature,
/// a feature on another, an `import` the manifest does not declare, and cycles. Each test writes a
/// small package with the OnlineCalendar targets into a temporary folder, breaks one rule, and
/// checks it with ``OnlineCalendarModuleRules`` through `DependencyRules`, as CI checks this one.
@Suite(
  "依存関係ルールの違反は、種類ごとに場所を示して見つかる",
  .enabled(if: SwiftPackage.canDumpManifests, Comment(rawValue: SwiftPackage.whyManifestsCannotBeDumped)))
struct ModuleRuleViolationTests {
  /// A package of the five OnlineCalendar targets: what each declares in its manifest, and what
  /// its one source file imports (the declared modules unless said otherwise).
  struct Probe {
    var declared: [String: [String]] = [
      "CalendarCore": [],
      "CalendarAuth": ["CalendarCore"],
      "CalendarMeeting": ["CalendarCore"],
      "CalendarStats": ["CalendarCore"],
      "CalendarAppBridge": ["CalendarCore", "CalendarAuth", "CalendarMeeting", "CalendarStats"],
    ]
    var imported: [String: [String]] = [:]

    /// Writes the package into a new temporary folder and returns the folder (the caller removes it).
    func write() throws -> URL {
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("calendar-rules-\(UUID().uuidString)")
      let names = declared.keys.sorted()
      let targets = names.map { name in
        let dependencies = declared[name, default: []].map { "\"\($0)\"" }.joined(separator: ", ")
        return "    .target(name: \"\(name)\", dependencies: [\(dependencies)]),"
      }
      let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Probe",
          targets: [
        \(targets.joined(separator: "\n"))
          ]
        )

        """
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
      for name in names {
        let folder = root.appendingPathComponent("Sources/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let imports = (imported[name] ?? declared[name, default: []]).map { "import \($0)\n" }.joined()
        try (imports + "import Foundation\n\npublic struct \(name)Marker {}\n").write(
          to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
      }
      return root
    }
  }

  /// Writes `probe`, loads it as CI does (`swift package dump-package`, the sources' imports),
  /// checks the seed's rules and removes the folder again (the rules read the imports when they
  /// check, so the folder lives until then).
  func check(_ probe: Probe) async throws -> [DependencyViolation] {
    let root = try probe.write()
    defer { try? FileManager.default.removeItem(at: root) }
    return try OnlineCalendarModuleRules.rules.check(await SwiftPackage.load(at: root))
  }

  @Test("種の図のとおりの構成には違反がない（AppBridgeはすべてに依存してよい）")
  func theSeedsLayoutKeepsTheRules() async throws {
    let violations = try await check(Probe())
    #expect(violations.isEmpty, Comment(rawValue: violations.map(\.description).joined(separator: "\n")))
  }

  @Test("CoreがFeatureに依存すると、マニフェストとimportの両方の場所が示される")
  func coreOnAFeature() async throws {
    var probe = Probe()
    probe.declared["CalendarCore"] = ["CalendarAuth"]

    let violations = try await check(probe)

    #expect(violations.map(\.target) == ["CalendarCore", "CalendarCore"])
    #expect(violations.map(\.dependency) == ["CalendarAuth", "CalendarAuth"])
    #expect(violations.map(\.source) == [.manifest, .importStatement])
    #expect(violations.map(\.file) == ["Package.swift", "Sources/CalendarCore/CalendarCore.swift"])
    #expect(violations.first?.description.contains("Core depends on no other module") == true)
  }

  @Test("マニフェストに書かずにimportだけで別の機能モジュールを使っても、そのimportの行が示される")
  func importWithoutManifest() async throws {
    var probe = Probe()
    probe.imported["CalendarMeeting"] = ["CalendarCore", "CalendarAuth"]

    let violations = try await check(probe)

    #expect(violations.count == 1)
    let violation = try #require(violations.first)
    #expect(violation.target == "CalendarMeeting")
    #expect(violation.dependency == "CalendarAuth")
    #expect(violation.source == .importStatement)
    #expect(violation.file == "Sources/CalendarMeeting/CalendarMeeting.swift")
    #expect(violation.line == 2)
    #expect(violation.description.contains("feature modules depend only on Core, never on each other"))
  }

  @Test("機能モジュール同士の循環依存は、循環の両方の辺が示される")
  func cycleBetweenFeatures() async throws {
    var probe = Probe()
    probe.declared["CalendarAuth"] = ["CalendarCore", "CalendarMeeting"]
    probe.declared["CalendarMeeting"] = ["CalendarCore", "CalendarAuth"]

    let violations = try await check(probe)

    let edges = Set(violations.map { "\($0.target)→\($0.dependency)" })
    #expect(edges == ["CalendarAuth→CalendarMeeting", "CalendarMeeting→CalendarAuth"])
    #expect(Set(violations.map(\.source)) == [.manifest, .importStatement])
  }

  @Test("CoreとFeature、FeatureとAppBridgeの循環は、上へ向かう辺が示される")
  func cyclesThroughTheLayers() async throws {
    var probe = Probe()
    probe.declared["CalendarCore"] = ["CalendarStats"]
    probe.declared["CalendarMeeting"] = ["CalendarCore", "CalendarAppBridge"]

    let violations = try await check(probe).filter { $0.source == .manifest }

    #expect(
      violations.map { "\($0.target)→\($0.dependency)" } == [
        "CalendarCore→CalendarStats", "CalendarMeeting→CalendarAppBridge",
      ])
  }
}
