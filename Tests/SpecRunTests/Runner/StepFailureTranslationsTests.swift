import SpecRun
import Testing

/// One step library serves an English and a Japanese feature file: a failure given with
/// translations speaks the language of the file whose step failed.
@MainActor
@Suite("A step failure with translations speaks the language of the feature file it failed in")
struct StepFailureTranslationsTests {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.then("the list shows {string}") { (_, name: String) in try missingContact(name) }
    steps.then("一覧に{string}がある") { (_, name: String) in try missingContact(name) }
    steps.then("the lamp is lit") { _ in throw StepFailure("The lamp is off.", translations: [:]) }
    return steps
  }

  nonisolated static func missingContact(_ name: String) throws {
    throw StepFailure(
      "There is no contact named \"\(name)\" in the list.",
      translations: ["ja": "一覧に「\(name)」という連絡先はありません。"])
  }

  @Test("a Japanese file reads the Japanese translation")
  func japaneseFile() async throws {
    let replay = try await FeatureReplay.run(
      "# language: ja\n機能: 連絡先\n  シナリオ: 探す\n    ならば 一覧に\"Akira\"がある\n", steps: Self.library)
    #expect(replay.exitCode == 1)
    #expect(replay.messages == ["一覧に「Akira」という連絡先はありません。"])
  }

  @Test("an English file reads the message itself")
  func englishFile() async throws {
    let replay = try await FeatureReplay.run(
      "Feature: Contacts\n  Scenario: Look\n    Then the list shows \"Akira\"\n", steps: Self.library)
    #expect(replay.messages == ["There is no contact named \"Akira\" in the list."])
  }

  @Test("a language with no translation, and a failure made outside any step, read the message itself")
  func noTranslation() async throws {
    let replay = try await FeatureReplay.run(
      "# language: de\nFunktionalität: Lampe\n  Szenario: An\n    Dann the lamp is lit\n", steps: Self.library)
    #expect(replay.messages == ["The lamp is off."])
    #expect(StepFailure("Closed.", translations: ["ja": "閉まっています。"]).message == "Closed.")
  }
}
