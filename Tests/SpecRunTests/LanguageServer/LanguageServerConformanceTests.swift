import Foundation
import SharedFixtures
import Testing

@testable import SpecRun

/// The language server on every official Gherkin sample, good and bad (`../shared/conformance`):
/// whatever an editor holds, each request gets an answer, and the highlighting is well formed.
@Suite("specrun lsp on the official Gherkin samples")
struct LanguageServerConformanceTests {
  static let samples: [String] = ["good", "bad"].flatMap { folder -> [String] in
    guard SharedConformance.isAvailable, let url = try? SharedConformance.folder("gherkin/\(folder)"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: url.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".feature") }.sorted().map { "gherkin/\(folder)/\($0)" }
  }

  @Test(
    "every request on every line of a sample is answered, and its semantic tokens lie on their lines without overlapping",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason), arguments: samples)
  func everyRequestIsAnswered(_ sample: String) throws {
    let text = try String(contentsOf: SharedConformance.folder(sample), encoding: .utf8)
    let server = LanguageServerTests.server()
    let uri = LanguageServerTests.english
    _ = LanguageServerTests.open(server, uri, text)
    let lines = TextLines(text)
    var id = 10
    func answer(_ method: String, _ params: RPCValue) -> RPCValue? {
      id += 1
      let replies = server.receive(LanguageServerTests.request(id, method, params))
      #expect(replies.count == 1, "\(method) in \(sample)")
      #expect(replies.first?["error"] == nil, "\(method) in \(sample): \(String(describing: replies.first))")
      return replies.first?["result"]
    }
    for line in lines.lines.indices {
      for character in [0, lines.length(line: line) / 2, lines.length(line: line)] {
        let at = LanguageServerTests.at(uri, line, character)
        for method in [
          "textDocument/definition", "textDocument/references", "textDocument/documentHighlight",
          "textDocument/hover", "textDocument/completion", "textDocument/prepareRename",
        ] {
          _ = answer(method, at)
        }
      }
    }
    _ = answer("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
    _ = answer("textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": [:]])
    _ = answer(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(uri)],
        "range": ["start": ["line": 0, "character": 0], "end": ["line": .int(lines.lines.count), "character": 0]],
      ])
    _ = answer("workspace/symbol", ["query": ""])
    let data =
      answer("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])?["data"]?.array?
      .compactMap { $0.int } ?? []
    #expect(data.count % 5 == 0)
    var line = 0
    var start = 0
    var previousEnd = 0
    for index in stride(from: 0, to: data.count - 4, by: 5) {
      if data[index] > 0 { previousEnd = 0 }
      line += data[index]
      start = data[index] == 0 ? start + data[index + 1] : data[index + 1]
      let length = data[index + 2]
      #expect(length > 0 && start >= previousEnd, "token \(index / 5) of \(sample)")
      #expect(start + length <= lines.length(line: line), "token \(index / 5) of \(sample) at \(line):\(start)")
      #expect(data[index + 3] < SemanticTokens.tokenTypes.count)
      previousEnd = start + length
    }
  }
}
