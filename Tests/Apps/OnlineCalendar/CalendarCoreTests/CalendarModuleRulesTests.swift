import DependencyRules
import Foundation
import OnlineCalendarSpecs
import Testing

/// The seed's module rules (``OnlineCalendarModuleRules``), checked against Package.swift and every import.
@Suite("OnlineCalendarのモジュールは依存関係ルールを守る")
struct CalendarModuleRulesTests {
  static let rules = OnlineCalendarModuleRules.rules
  static let root = OnlineCalendarModuleRules.packageRoot

  @Test(
    "Coreは他のモジュールに依存せず、機能モジュールはCoreにだけ依存する（マニフェストとimportの両方）",
    .enabled(if: SwiftPackage.canDumpManifests, Comment(rawValue: SwiftPackage.whyManifestsCannotBeDumped)))
  func modulesKeepTheSeedsRules() async throws {
    let violations = try await Self.rules.check(SwiftPackage.load(at: Self.root))
    #expect(violations.isEmpty, Comment(rawValue: violations.map(\.description).joined(separator: "\n")))
  }

  @Test(
    "機能モジュールが別の機能モジュールをマニフェストで宣言すると、その場所を示して失敗する",
    .enabled(if: SwiftPackage.canDumpManifests, Comment(rawValue: SwiftPackage.whyManifestsCannotBeDumped)))
  func featureOnFeatureFails() async throws {
    let changed = try await SwiftPackage.load(at: Self.root).declaring("CalendarStats", in: "CalendarAuth")

    let violations = try Self.rules.check(changed)

    #expect(violations.map(\.target) == ["CalendarAuth"])
    #expect(violations.map(\.dependency) == ["CalendarStats"])
  }
}
