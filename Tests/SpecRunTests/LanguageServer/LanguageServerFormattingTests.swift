import Foundation
import Testing

@testable import SpecRun

/// `textDocument/formatting`, in process: the same formatter as `specrun format-feature`.
@Suite("specrun lsp formats a feature file")
struct LanguageServerFormattingTests {
  typealias Helpers = LanguageServerTests

  @Test("initialize advertises formatting")
  func advertised() {
    let server = LanguageServer(catalog: Helpers.catalog)
    let replies = server.receive(
      Helpers.request(1, "initialize", ["processId": .null, "rootUri": .null, "capabilities": [:]]))
    #expect(replies.first?["result"]?["capabilities"]?["documentFormattingProvider"] == true)
  }

  @Test("a messy file gets one edit over the whole text, whose new text is what specrun format-feature writes")
  func oneEdit() throws {
    let server = Helpers.server()
    let text = "# language: ja\n機能: カウンター\nシナリオ: 増やす\n# 初期値\n前提カウンターに0が表示されている\n  |名前|数|\n  |アリス|1|"
    _ = Helpers.open(server, Helpers.japanese, text)
    let params: RPCValue = [
      "textDocument": ["uri": .string(Helpers.japanese)], "options": ["tabSize": 2, "insertSpaces": true],
    ]
    let result = server.receive(Helpers.request(7, "textDocument/formatting", params)).first?["result"]
    let edits = try #require(result?.array)
    #expect(edits.count == 1)
    #expect(edits.first?["range"]?["start"] == ["line": 0, "character": 0])
    #expect(edits.first?["range"]?["end"] == ["line": 6, "character": 9])
    let expected = try FeatureFileFormatter.format(text).get()
    #expect(edits.first?["newText"]?.string == expected)
    #expect(
      expected
        == "# language: ja\n機能: カウンター\n\n  シナリオ: 増やす\n    # 初期値\n    前提カウンターに0が表示されている\n      | 名前   | 数 |\n      | アリス | 1  |\n"
    )
  }

  @Test("a formatted file, or one that does not parse, gets no edits")
  func noEdits() {
    let server = Helpers.server()
    let formatted = "Feature: Counter\n\n  Scenario: Tap\n    Given the counter is at 0\n"
    _ = Helpers.open(server, Helpers.english, formatted)
    let params: RPCValue = [
      "textDocument": ["uri": .string(Helpers.english)], "options": ["tabSize": 2, "insertSpaces": true],
    ]
    #expect(server.receive(Helpers.request(8, "textDocument/formatting", params)).first?["result"] == [])
    _ = Helpers.open(
      server, Helpers.english, "Feature: Counter\n  Scenario: Tap\n    Given x\n      | a | b |\n      | c |\n")
    #expect(server.receive(Helpers.request(9, "textDocument/formatting", params)).first?["result"] == [])
  }
}
