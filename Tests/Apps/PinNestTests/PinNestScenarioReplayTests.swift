import Foundation
import PinNestSpecs
import SpecRun
import Testing

// TEMPORARY: replays Specs/PinNest against PinNestSpecs until the multi-app runner on main binds
// Specs/<App> folders to their step libraries; then PinNest is registered there and this goes.
@Suite("PinNest のシナリオ（Specs/PinNest）")
struct PinNestScenarioReplayTests {
  /// `<package>/Specs/PinNest`, from `<package>/Tests/Apps/PinNestTests/<this file>`.
  nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Specs/PinNest").path
  nonisolated static let scenarios = SpecSuite.scenarios(in: folder)

  @Test("シナリオが通る", arguments: scenarios.map(\.description))
  func scenarioPasses(_ name: String) async throws {
    let scenario = try #require(Self.scenarios.first { $0.description == name })
    let result = await SpecSuite.replay(scenario, library: PinNestSpecs.steps)
    #expect(result.passed, Comment(rawValue: "\(scenario.uri):\(scenario.line)\n\n" + result.report))
  }

  @Test("機能ごとに4つ以上のシナリオがある")
  func enoughScenarios() {
    let perFeature = Dictionary(grouping: Self.scenarios, by: \.feature).mapValues(\.count)
    #expect(perFeature.keys.sorted() == ["アプリ", "ピンの詳細", "ピン一覧"])
    #expect(perFeature.values.allSatisfy { $0 >= 4 })
  }
}
