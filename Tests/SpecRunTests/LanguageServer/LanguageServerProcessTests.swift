import Foundation
import Testing

/// `specrun lsp` as an editor starts it: the built executable, the seed apps' catalog, the
/// package's own `Specs/`, spoken to over standard input and output.
@Suite(
  "specrun lsp as a process", .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
struct LanguageServerProcessTests {
  /// The package root (this file is Tests/SpecRunTests/LanguageServer/…).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  static func uri(_ relative: String) -> String {
    URL(fileURLWithPath: root).appendingPathComponent(relative).absoluteString
  }

  static func json(_ object: Any) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }

  static func initialize(_ server: LanguageServerProcess) async throws -> [String: Any] {
    let capabilities = ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]]
    server.send(
      json([
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": ["processId": NSNull(), "rootUri": uri(""), "capabilities": capabilities],
      ]))
    let reply = try #require(await server.response(to: 1))
    server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    return reply
  }

  static func open(_ server: LanguageServerProcess, _ uri: String, _ text: String) {
    server.send(
      json([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": uri, "languageId": "gherkin", "version": 1, "text": text]],
      ]))
  }

  static func request(
    _ server: LanguageServerProcess, _ id: Int, _ method: String, _ uri: String, line: Int, character: Int
  ) {
    server.send(
      json([
        "jsonrpc": "2.0", "id": id, "method": method,
        "params": ["textDocument": ["uri": uri], "position": ["line": line, "character": character]],
      ]))
  }

  static func shutdownAndExit(_ server: LanguageServerProcess) async throws {
    server.send(#"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#)
    let reply = try #require(await server.response(to: 99))
    #expect(reply["error"] == nil)
    server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    let ended = try #require(await server.exitStatus())
    #expect(ended.reason == .exit)
    #expect(ended.status == 0)
  }

  @Test("a Japanese Macho file gets diagnostics, completion, definition and hover; shutdown and exit end with 0")
  func japaneseMachoFile() async throws {
    let server = try LanguageServerProcess(in: Self.root)
    let initialized = try await Self.initialize(server)
    let capabilities = (initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    #expect(capabilities?["hoverProvider"] as? Bool == true)

    let uri = Self.uri("Specs/Macho/カウンター.feature")
    let text =
      "# language: ja\n機能: カウンター\n\n  シナリオ: 数を増やす\n    前提 カウンターに0が表示されている\n    もし「+」をタップする\n    ならば カウンターに1が表示される\n    かつ 空に虹がかかる\n    前提 カウンター\n"
    Self.open(server, uri, text)
    let diagnostics = try #require(await server.diagnostics(for: uri))
    let undefined = diagnostics.filter { $0["code"] as? String == "undefined-step" }
    #expect(undefined.count == 2)
    #expect(undefined.contains { ($0["message"] as? String)?.contains(#"steps.then("空に虹がかかる")"#) == true })

    Self.request(server, 2, "textDocument/completion", uri, line: 8, character: 12)
    let completion = try #require(await server.response(to: 2))
    let items = ((completion["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
    let labels = items.compactMap { $0["label"] as? String }
    #expect(labels.contains("カウンターに{int}が表示されている"))
    #expect(labels.contains("カウンターに{int}が表示される"))
    #expect(labels.allSatisfy { $0.contains("カウンター") })
    let edit = items.first { $0["label"] as? String == "カウンターに{int}が表示される" }?["textEdit"] as? [String: Any]
    #expect(edit?["newText"] as? String == "カウンターに${1:int}が表示される")

    Self.request(server, 3, "textDocument/definition", uri, line: 6, character: 10)
    let definition = try #require(await server.response(to: 3))
    let location = (definition["result"] as? [[String: Any]])?.first
    #expect((location?["uri"] as? String)?.hasSuffix("Sources/Apps/MachoSpecs/Counter/CounterSteps.swift") == true)

    Self.request(server, 4, "textDocument/hover", uri, line: 6, character: 10)
    let hover = try #require(await server.response(to: 4))
    let contents = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
    #expect(contents.contains("カウンターに{int}が表示される"))
    #expect(contents.contains("`{int}`: Int = `1`"))

    try await Self.shutdownAndExit(server)
  }

  @Test(
    "an English Macho file whose steps all match has no diagnostics, an edit is diagnosed again and formatting answers; a stray file is told no app applies"
  )
  func englishAndStrayFiles() async throws {
    let server = try LanguageServerProcess(in: Self.root)
    _ = try await Self.initialize(server)
    let uri = Self.uri("Specs/Macho/Counter.feature")
    let text = try String(contentsOfFile: Self.root + "/Specs/Macho/Counter.feature", encoding: .utf8)
    Self.open(server, uri, text)
    let diagnostics = try #require(await server.diagnostics(for: uri))
    #expect(diagnostics.isEmpty, "\(diagnostics)")

    // An edit that leaves a step undefined is diagnosed again; formatting answers with one edit.
    let edited = text.replacingOccurrences(of: "Then the counter shows 1", with: "Then the counter glows")
    server.send(
      Self.json([
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": edited]]],
      ]))
    let afterEdit = try #require(await server.diagnostics(for: uri))
    #expect(afterEdit.contains { $0["code"] as? String == "undefined-step" }, "\(afterEdit)")
    server.send(
      Self.json([
        "jsonrpc": "2.0", "id": 5, "method": "textDocument/formatting",
        "params": ["textDocument": ["uri": uri], "options": ["tabSize": 2, "insertSpaces": true]],
      ]))
    let formatting = try #require(await server.response(to: 5))
    #expect(formatting["error"] == nil)
    #expect(formatting["result"] is [Any])

    let stray = Self.uri("Specs/Stray.feature")
    Self.open(server, stray, "Feature: Stray\n  Scenario: Lost\n    Given the counter is at 0\n")
    let strayDiagnostics = try #require(await server.diagnostics(for: stray))
    #expect(strayDiagnostics.first?["code"] as? String == "no-app")

    try await Self.shutdownAndExit(server)
  }

  @Test("malformed JSON gets a parse error and an unknown method MethodNotFound, and the server goes on")
  func badInputs() async throws {
    let server = try LanguageServerProcess(in: Self.root)
    _ = try await Self.initialize(server)
    server.send(#"{"jsonrpc":"2.0","id":2,"method":"#)
    let parseError = try #require(await server.next { $0["error"] != nil })
    #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700)
    #expect(parseError["id"] is NSNull)
    server.send(#"{"jsonrpc":"2.0","id":3,"method":"workspace/teleport","params":{}}"#)
    server.send(#"{"jsonrpc":"2.0","method":"workspace/teleported","params":{}}"#)
    let unknown = try #require(await server.response(to: 3))
    #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
    try await Self.shutdownAndExit(server)
  }

  @Test(
    "hostile input never crashes it: deep nesting, invalid UTF-8, a header without a length, wrong params, positions out of range"
  )
  func hostileInput() async throws {
    let server = try LanguageServerProcess(in: Self.root)
    _ = try await Self.initialize(server)
    server.send(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
    server.sendRaw(
      Data("Content-Length: 12\r\n\r\n".utf8)
        + Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D, 0x20, 0x20, 0x20, 0x20]))
    server.sendRaw(Data("Content-Type: application/json\r\n\r\n".utf8))
    server.send(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":[1,2]}"#)
    let uri = Self.uri("Specs/Macho/Hostile.feature")
    Self.open(server, uri, "Feature: a\n  Scenario: b\n    Given \u{0} x\n")
    _ = try #require(await server.diagnostics(for: uri))
    Self.request(server, 3, "textDocument/completion", uri, line: 2_000_000, character: -3)
    Self.request(server, 4, "textDocument/hover", uri, line: -4, character: Int.max)
    for id in [2, 3, 4] {
      let reply = try #require(await server.response(to: id))
      #expect(reply["result"] != nil || reply["error"] != nil)
    }
    let parseErrors = await server.next { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 }
    #expect(parseErrors != nil)
    try await Self.shutdownAndExit(server)
  }

  @Test("a client that disappears (EOF) ends the server without a crash or a hang")
  func clientDisappears() async throws {
    let server = try LanguageServerProcess(in: Self.root)
    _ = try await Self.initialize(server)
    server.sendRaw(Data("Content-Length: 40\r\n\r\n{\"jsonrpc\"".utf8))
    server.closeInput()
    let ended = try #require(await server.exitStatus())
    #expect(ended.reason == .exit)
    #expect(ended.status == 1)
    #expect(server.standardError.contains("closed the connection"))
  }
}
