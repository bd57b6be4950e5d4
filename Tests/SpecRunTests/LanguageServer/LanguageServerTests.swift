import Foundation
import Testing

@testable import SpecRun

/// The language server fed messages in process: what an editor would see, without the transport.
@Suite("specrun lsp, message by message")
struct LanguageServerTests {
  static let definitionFile = #filePath

  static var steps: StepLibrary {
    var steps = StepLibrary()
    steps.given("the counter is at {int}") { (_, _: Int) in }
    steps.when("I tap {string}") { (_, _: String) in }
    steps.then("the counter shows {int}") { (_, _: Int) in }
    steps.step("a shared {word}") { (_, _: String) in }
    steps.step("a shared thing") { _ in }
    steps.given("カウンターに{int}が表示されている") { (_, _: Int) in }
    steps.then("カウンターに{int}が表示される") { (_, _: Int) in }
    steps.when("「{}」をタップする") { (_, _: String) in }
    // A plain comment, not the doc comment.
    /// Sets the counter without tapping,
    ///   to any `Int`, negative ones too.
    steps.given("the counter is set to {int}") { (_, _: Int) in }
    steps.given(
      "a step in a file that is gone", fileID: "Gone/GoneSteps.swift", filePath: "/nowhere/GoneSteps.swift", line: 3
    ) { _ in }
    return steps
  }

  /// The line of `pattern`'s definition in this file.
  static func definitionLine(_ pattern: String) -> Int {
    steps.definitions.first { $0.pattern == pattern }!.location.line
  }

  static let catalog = SpecCatalog(title: "Test", specsFolder: "/specs", apps: [SpecApp("Macho", steps: steps)])

  static let snippetCapabilities: RPCValue = [
    "textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]
  ]

  /// A server past `initialize`, for a client that takes snippets unless told otherwise.
  static func server(capabilities: RPCValue = snippetCapabilities) -> LanguageServer {
    let server = LanguageServer(catalog: catalog)
    _ = server.receive(request(1, "initialize", ["processId": .null, "rootUri": .null, "capabilities": capabilities]))
    _ = server.receive(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    return server
  }

  static func request(_ id: Int, _ method: String, _ params: RPCValue) -> RPCValue {
    ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]
  }

  static func open(_ server: LanguageServer, _ uri: String, _ text: String) -> [RPCValue] {
    let item: RPCValue = ["uri": .string(uri), "languageId": "gherkin", "version": 1, "text": .string(text)]
    return server.receive(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": item]])
  }

  static func diagnostics(_ messages: [RPCValue]) -> [RPCValue] {
    messages.first { $0["method"]?.string == "textDocument/publishDiagnostics" }?["params"]?["diagnostics"]?.array ?? []
  }

  static func at(_ uri: String, _ line: Int, _ character: Int) -> RPCValue {
    ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)]]
  }

  /// Two apps' folders, Macho and Other, under a new temporary folder, holding `files` (by path
  /// under it: `Macho/A.feature`), and a server past `initialize` for them; the caller removes
  /// `root`.
  static func twoApps(_ files: [String: String]) throws -> (root: URL, macho: URL, server: LanguageServer) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-apps-\(UUID().uuidString)")
    for folder in ["Macho", "Other"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for (path, text) in files {
      try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    let catalog = SpecCatalog(
      title: "Test", specsFolder: root.path, apps: [SpecApp("Macho", steps: steps), SpecApp("Other", steps: steps)])
    let server = LanguageServer(catalog: catalog)
    _ = server.receive(request(1, "initialize", ["capabilities": snippetCapabilities]))
    return (root, root.appendingPathComponent("Macho"), server)
  }

  static let english = "file:///specs/Macho/Counter.feature"
  static let japanese = "file:///specs/Macho/%E3%82%AB%E3%82%A6%E3%83%B3%E3%82%BF%E3%83%BC.feature"

  // MARK: - Lifecycle

  @Test("initialize answers with the server's capabilities")
  func initializeAnswersCapabilities() {
    let server = LanguageServer(catalog: Self.catalog)
    let replies = server.receive(Self.request(1, "initialize", ["capabilities": [:]]))
    let capabilities = replies.first?["result"]?["capabilities"]
    #expect(replies.first?["id"] == 1)
    #expect(capabilities?["textDocumentSync"]?["change"] == 1)
    #expect(capabilities?["completionProvider"] != nil)
    #expect(capabilities?["definitionProvider"] == true)
    #expect(capabilities?["hoverProvider"] == true)
    #expect(capabilities?["documentSymbolProvider"] == true)
    #expect(capabilities?["referencesProvider"] == true)
    #expect(capabilities?["workspaceSymbolProvider"] == true)
    #expect(capabilities?["documentHighlightProvider"] == true)
  }

  @Test("a request before initialize is refused as not initialized")
  func requestBeforeInitialize() {
    let server = LanguageServer(catalog: Self.catalog)
    let replies = server.receive(Self.request(7, "textDocument/hover", Self.at(Self.english, 0, 0)))
    #expect(replies.first?["error"]?["code"] == .int(-32002))
    #expect(replies.first?["id"] == 7)
  }

  @Test("shutdown then exit ends with code 0; exit without shutdown with 1")
  func shutdownThenExit() {
    let server = Self.server()
    #expect(server.receive(Self.request(2, "shutdown", .null)).first?["result"] == .null)
    #expect(server.exitCode == nil)
    _ = server.receive(["jsonrpc": "2.0", "method": "exit"])
    #expect(server.exitCode == 0)

    let hasty = Self.server()
    _ = hasty.receive(["jsonrpc": "2.0", "method": "exit"])
    #expect(hasty.exitCode == 1)
  }

  @Test("text that is not JSON gets the protocol's parse error, with a null id")
  func malformedJSON() {
    let replies = Self.server().receive(Data(#"{"jsonrpc": "2.0", "id": 3, "method": "#.utf8))
    #expect(replies.first?["error"]?["code"] == .int(-32700))
    #expect(replies.first?["id"] == .null)
  }

  @Test("an unknown request gets MethodNotFound; an unknown notification gets nothing")
  func unknownMethods() {
    let server = Self.server()
    let replies = server.receive(Self.request(4, "workspace/teleport", [:]))
    #expect(replies.first?["error"]?["code"] == .int(-32601))
    #expect(replies.first?["id"] == 4)
    #expect(server.receive(["jsonrpc": "2.0", "method": "workspace/teleported", "params": [:]]).isEmpty)
  }

  @Test("a message that is JSON but no request is an invalid request")
  func jsonButNoRequest() {
    #expect(Self.server().receive(Data("[1, 2]".utf8)).first?["error"]?["code"] == .int(-32600))
    #expect(Self.server().receive(Data(#"{"jsonrpc":"2.0","id":5}"#.utf8)).first?["error"]?["code"] == .int(-32600))
  }

  // MARK: - Diagnostics

  @Test("a parse error is reported at its line and column")
  func parseErrorAtItsPlace() {
    let text = "Feature: Counter\n  Scenario: Up\n    Given the counter is at 0\n    | a |\n  oops\n"
    let diagnostics = Self.diagnostics(Self.open(Self.server(), Self.english, text))
    let error = diagnostics.first { $0["code"] == "parse-error" }
    #expect(error?["range"]?["start"] == ["line": 4, "character": 2])
    #expect(error?["severity"] == 1)
    #expect(error?["message"]?.string?.contains("oops") == true)
  }

  @Test("an undefined step is reported with the snippet a run would print")
  func undefinedStepWithSnippet() throws {
    let text = "Feature: Counter\n  Scenario: Up\n    Given the counter is at 0\n    And I have 3 cucumbers\n"
    let diagnostics = Self.diagnostics(Self.open(Self.server(), Self.english, text))
    try #require(diagnostics.count == 1)
    #expect(diagnostics[0]["code"] == "undefined-step")
    #expect(diagnostics[0]["range"] == ["start": ["line": 3, "character": 8], "end": ["line": 3, "character": 26]])
    let message = diagnostics[0]["message"]?.string ?? ""
    #expect(message.contains(#"steps.given("I have {int} cucumbers") { (context, int: Int) in"#))
    #expect(message.contains("throw PendingStep()"))
  }

  @Test("an ambiguous step names every matching definition with its Swift file and line")
  func ambiguousStepNamesDefinitions() throws {
    let text = "Feature: Counter\n  Scenario: Up\n    Given a shared thing\n"
    let diagnostics = Self.diagnostics(Self.open(Self.server(), Self.english, text))
    try #require(diagnostics.count == 1)
    #expect(diagnostics[0]["code"] == "ambiguous-step")
    let message = diagnostics[0]["message"]?.string ?? ""
    #expect(message.contains("LanguageServerTests.swift:\(Self.definitionLine("a shared {word}"))"))
    #expect(message.contains("LanguageServerTests.swift:\(Self.definitionLine("a shared thing"))"))
    let related = diagnostics[0]["relatedInformation"]?.array ?? []
    #expect(related.count == 2)
    #expect(related.allSatisfy { $0["location"]?["uri"]?.string?.hasSuffix("LanguageServerTests.swift") == true })
  }

  @Test("a file saved with Windows line ends (CRLF) is read line by line: its diagnostics are on their lines")
  func windowsLineEnds() {
    let server = Self.server()
    let text = "Feature: C\r\n  Scenario: S\r\n    Given the counter is at 1\r\n    And I have 3 cucumbers\r\n"
    let diagnostics = Self.diagnostics(Self.open(server, Self.english, text))
    #expect(diagnostics.map { $0["range"] } == [TextRange(line: 3, from: 8, to: 26).json])
    let hover = server.receive(Self.request(2, "textDocument/hover", Self.at(Self.english, 2, 12))).first?["result"]
    #expect(hover?["range"] == TextRange(line: 2, from: 10, to: 29).json)
  }

  @Test("a file in no app's folder is told that no app's steps apply")
  func fileOutsideTheApps() {
    let text = "Feature: Stray\n  Scenario: Lost\n    Given the counter is at 0\n"
    let diagnostics = Self.diagnostics(Self.open(Self.server(), "file:///elsewhere/Stray.feature", text))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?["code"] == "no-app")
    #expect(diagnostics.first?["message"]?.string?.contains("/specs/Macho") == true)
  }

  @Test("tags nobody defined are not errors, and a file whose steps all match has no diagnostics")
  func unknownTagsAreFine() {
    let text =
      "@whatever @wip\nFeature: Counter\n  @nobody-knows\n  Scenario: Up\n    Given the counter is at 0\n    When I tap \"+\"\n    Then the counter shows 1\n"
    #expect(Self.diagnostics(Self.open(Self.server(), Self.english, text)).isEmpty)
  }

  @Test("every change republishes the diagnostics: fixing the step clears them")
  func changeRepublishes() {
    let server = Self.server()
    let broken = "Feature: Counter\n  Scenario: Up\n    Given the counter is at zero\n"
    #expect(Self.diagnostics(Self.open(server, Self.english, broken)).count == 1)
    let fixed = broken.replacingOccurrences(of: "zero", with: "0")
    let replies = server.receive([
      "jsonrpc": "2.0", "method": "textDocument/didChange",
      "params": [
        "textDocument": ["uri": .string(Self.english), "version": 2], "contentChanges": [["text": .string(fixed)]],
      ],
    ])
    #expect(replies.count == 1)
    #expect(replies.first?["params"]?["version"] == 2)
    #expect(Self.diagnostics(replies).isEmpty)
  }

  @Test(
    "examples without rows run nothing, so their outline's placeholder steps are not undefined; an outline without examples runs as written"
  )
  func outlineWithoutRows() {
    let text =
      "Feature: Counter\n  Scenario Outline: Up\n    Given the counter is at <start>\n    Examples:\n      | start |\n"
    #expect(Self.diagnostics(Self.open(Self.server(), Self.english, text)).isEmpty)
    let bare = "Feature: Counter\n  Scenario Outline: Up\n    Given the counter is at <start>\n"
    let diagnostics = Self.diagnostics(Self.open(Self.server(), Self.english, bare))
    #expect(diagnostics.first?["message"]?.string?.contains(#""the counter is at <start>""#) == true)
  }

  @Test("a change with a range, from a client that sends them anyway, is applied to the text so far")
  func rangedChange() {
    let server = Self.server()
    let text = "Feature: Counter\n  Scenario: Up\n    Given the counter is at zero\n"
    #expect(Self.diagnostics(Self.open(server, Self.english, text)).count == 1)
    let change: RPCValue = [
      "range": ["start": ["line": 2, "character": 28], "end": ["line": 2, "character": 32]], "text": "0",
    ]
    let replies = server.receive([
      "jsonrpc": "2.0", "method": "textDocument/didChange",
      "params": ["textDocument": ["uri": .string(Self.english), "version": 2], "contentChanges": [change]],
    ])
    #expect(Self.diagnostics(replies).isEmpty)
    #expect(
      TextLines.replacing(
        TextPosition(line: 0, character: 1)..<TextPosition(line: 1, character: 1), in: "aカb\r\ncd", with: "X") == "aXd")
  }

  @Test("outline steps are matched with each example row's values")
  func outlineSteps() {
    let text = """
      Feature: Counter
        Scenario Outline: Up
          Given the counter is at <start>
          Examples:
            | start |
            | 1     |
            | many  |

      """
    let diagnostics = Self.diagnostics(Self.open(Self.server(), Self.english, text))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?["message"]?.string?.contains("the counter is at many") == true)
  }

  // MARK: - Completion

  static func completionItems(
    _ text: String, line: Int, character: Int, uri: String = japanese, capabilities: RPCValue = snippetCapabilities
  ) -> [RPCValue] {
    let server = server(capabilities: capabilities)
    _ = open(server, uri, text)
    return server.receive(request(9, "textDocument/completion", at(uri, line, character))).first?["result"]?["items"]?
      .array ?? []
  }

  @Test("typing カウンター after a keyword offers every step containing it, parameters as placeholders")
  func japaneseStepCompletion() {
    let text = "# language: ja\n機能: カウンター\n  シナリオ: 増やす\n    前提 カウンター\n"
    let items = Self.completionItems(text, line: 3, character: 12)
    #expect(Set(items.compactMap { $0["label"]?.string }) == ["カウンターに{int}が表示される", "カウンターに{int}が表示されている"])
    let first = items.first { $0["label"] == "カウンターに{int}が表示されている" }
    #expect(first?["textEdit"]?["newText"] == "カウンターに${1:int}が表示されている")
    #expect(first?["insertTextFormat"] == 2)
    #expect(
      first?["textEdit"]?["range"] == ["start": ["line": 3, "character": 7], "end": ["line": 3, "character": 12]])
  }

  @Test("values already typed still find their step: カウンターに3が and I tap \"+ match their expressions")
  func completionWithValuesTyped() {
    let japanese = Self.completionItems(
      "# language: ja\n機能: カウンター\n  シナリオ: 増やす\n    ならば カウンターに3が\n", line: 3, character: 16)
    #expect(Set(japanese.compactMap { $0["label"]?.string }) == ["カウンターに{int}が表示される", "カウンターに{int}が表示されている"])
    let tap = Self.completionItems("# language: ja\n機能: カウンター\n  シナリオ: 増やす\n    もし「+」を\n", line: 3, character: 10)
    #expect(tap.compactMap { $0["label"]?.string } == ["「{}」をタップする"])
    let english = Self.completionItems(
      "Feature: Counter\n  Scenario: Up\n    When I tap \"+", line: 2, character: 17, uri: Self.english)
    #expect(english.compactMap { $0["label"]?.string } == ["I tap {string}"])
  }

  @Test("typed values are left out before comparing, parameters and optional parentheses from expressions")
  func skeletons() {
    #expect(StepCompletion.valuesLeftOut(of: #"I pay 2.5 for "tea" at 3"#) == "I pay  for  at ")
    #expect(StepCompletion.valuesLeftOut(of: "「+」を2回") == "「」を回")
    #expect(
      StepCompletion.parametersLeftOut(of: #"I pay {float} for {string} apple(s) \(really\)"#)
        == "I pay  for  apples (really)")
  }

  @Test("a position past the line's end completes at its end")
  func completionPastTheEnd() {
    let items = Self.completionItems(
      "Feature: Counter\n  Scenario: Up\n    Then the counter sh\n", line: 2, character: 40, uri: Self.english)
    #expect(
      items.first?["textEdit"]?["range"] == [
        "start": ["line": 2, "character": 9], "end": ["line": 2, "character": 23],
      ])
  }

  @Test("a client that takes no snippets gets the expression as written")
  func completionWithoutSnippets() {
    let text = "# language: ja\n機能: カウンター\n  シナリオ: 増やす\n    ならば カウンターに\n"
    let items = Self.completionItems(text, line: 3, character: 14, capabilities: [:])
    let item = items.first { $0["label"] == "カウンターに{int}が表示される" }
    #expect(item?["textEdit"]?["newText"] == "カウンターに{int}が表示される")
    #expect(item?["insertTextFormat"] == 1)
  }

  @Test("at the start of a line the dialect's keywords are offered, steps' first")
  func keywordCompletion() {
    let japanese = Self.completionItems("# language: ja\n機能: カウンター\n  シナリオ: 増やす\n    \n", line: 3, character: 4)
    let words = Set(japanese.compactMap { $0["label"]?.string })
    #expect(Set(["前提", "もし", "ならば", "かつ", "しかし"]).isSubset(of: words))
    #expect(!words.contains("Given"))
    let english = Self.completionItems(
      "Feature: Counter\n  Scenario: Up\n    Th\n", line: 2, character: 6, uri: Self.english)
    #expect(english.compactMap { $0["label"]?.string } == ["Then"])
    #expect(english.first?["textEdit"]?["newText"] == "Then ")
    let parts = Self.completionItems("# language: ja\n機能: カウンター\n  シ\n", line: 2, character: 3)
    #expect(parts.compactMap { $0["label"]?.string }.prefix(2) == ["シナリオ:", "シナリオアウトライン:"])
    let all = Self.completionItems("# language: ja\n機能: カウンター\n  \n", line: 2, character: 2).compactMap {
      $0["label"]?.string
    }
    #expect((all.firstIndex(of: "しかし") ?? .max) < (all.firstIndex(of: "シナリオ:") ?? -1))
    #expect(parts.first { $0["label"] == "シナリオ:" }?["textEdit"]?["newText"] == "シナリオ: ")
  }

  @Test("after @ at a tag position, the tags of the app's feature files are offered, most used first")
  func tagCompletion() throws {
    let (root, macho, server) = try Self.twoApps([
      "Macho/A.feature": "@smoke @wip\nFeature: A\n",
      "Macho/C.feature":
        "@smoke @slow # a comment\nFeature: C\n  Scenario: B\n    Given x\n      \"\"\"\n      @not-a-tag\n      \"\"\"\n",
      "Other/D.feature": "@elsewhere\nFeature: D\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    // The open document counts as edited, not as saved: its @slow twice, its saved @wip not at all.
    let uri = macho.appendingPathComponent("A.feature").absoluteString
    _ = Self.open(server, uri, "@slow @smoke\nFeature: A\n  @slow @\n  Scenario: B\n    Given x\n")
    let items =
      server.receive(Self.request(2, "textDocument/completion", Self.at(uri, 2, 9))).first?["result"]?["items"]?.array
      ?? []
    // @slow: 2 in the open A, 1 in C; @smoke: 1 in each. Not @wip (A's saved text), @elsewhere (another
    // app's), @not-a-tag (a doc string's) nor a comment's words.
    #expect(items.compactMap { $0["label"]?.string } == ["@slow", "@smoke"])
    #expect(
      items.first?["textEdit"]?["range"] == [
        "start": ["line": 2, "character": 8], "end": ["line": 2, "character": 9],
      ])
    #expect(items.first?["textEdit"]?["newText"] == "@slow")
    let typed =
      server.receive(Self.request(3, "textDocument/completion", Self.at(uri, 0, 9))).first?["result"]?["items"]?.array
      ?? []
    #expect(
      typed.first?["textEdit"]?["range"] == [
        "start": ["line": 0, "character": 6], "end": ["line": 0, "character": 9],
      ])
    let capabilities = server.receive(Self.request(4, "initialize", ["capabilities": [:]])).first?["result"]?[
      "capabilities"]
    #expect(capabilities?["completionProvider"]?["triggerCharacters"]?.array?.contains("@") == true)
  }

  @Test("references lead from a step to every step of the app's feature files that its definition matches")
  func stepReferences() throws {
    // A's saved text, which the open document replaces; B's outline step takes 2 and 5 from its rows.
    let (root, macho, server) = try Self.twoApps([
      "Macho/A.feature": "Feature: A\n  Scenario: Saved\n    Given the counter is at 9\n",
      "Macho/B.feature":
        "Feature: B\n  Scenario Outline: O\n    Given the counter is at <n>\n    When I tap \"+\"\n\n    Examples:\n      | n |\n      | 2 |\n      | 5 |\n",
      "Other/D.feature": "Feature: D\n  Scenario: E\n    Given the counter is at 1\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let a = macho.appendingPathComponent("A.feature").absoluteString
    let b = macho.appendingPathComponent("B.feature").absoluteString
    _ = Self.open(
      server, a, "Feature: A\n  Scenario: Open\n    Given the counter is at 3\n    Then the counter shows 3\n")
    func references(_ line: Int, declaration: Bool) -> RPCValue? {
      let params: RPCValue = [
        "textDocument": ["uri": .string(a)], "position": ["line": .int(line), "character": 12],
        "context": ["includeDeclaration": .bool(declaration)],
      ]
      return server.receive(Self.request(2, "textDocument/references", params)).first?["result"]
    }
    let uses = try #require(references(2, declaration: false)?.array)
    // The open A's step (not its saved one), then B's outline step; not the other app's D.
    #expect(uses.map { $0["uri"] } == [.string(a), .string(b)])
    #expect(
      uses.map { $0["range"] } == [
        TextRange(line: 2, from: 10, to: 29).json, TextRange(line: 2, from: 10, to: 31).json,
      ])
    let declared = try #require(references(2, declaration: true)?.array)
    #expect(declared.count == 3)
    #expect(declared.first?["uri"] == .string(URL(fileURLWithPath: Self.definitionFile).absoluteString))
    #expect(declared.first?["range"]?["start"]?["line"] == .int(Self.definitionLine("the counter is at {int}") - 1))
    // Another step's definition is used once; a line without a step has no references.
    #expect(references(3, declaration: false)?.array?.count == 1)
    #expect(references(0, declaration: false) == .null)
    // An open document's steps come back under the URI it was opened by, as its client wrote it.
    let written = "file://" + macho.appendingPathComponent("カウンター.feature").path
    _ = Self.open(server, written, "Feature: C\n  Scenario: S\n    Given the counter is at 4\n")
    let fromWritten = server.receive(Self.request(3, "textDocument/references", Self.at(written, 2, 12))).first?[
      "result"]?.array
    #expect(fromWritten?.compactMap { $0["uri"]?.string }.contains(written) == true)
    #expect(fromWritten?.count == 3)
  }

  @Test("document highlights mark the steps of the file that share the step's definition")
  func documentHighlights() {
    let server = Self.server()
    let text =
      "Feature: C\n  Scenario: A\n    Given the counter is at 1\n    Then the counter shows 1\n  Scenario: B\n    Given the counter is at 2\n"
    _ = Self.open(server, Self.english, text)
    let highlights = server.receive(Self.request(2, "textDocument/documentHighlight", Self.at(Self.english, 5, 12)))
      .first?["result"]?.array
    #expect(
      highlights == [
        ["range": TextRange(line: 2, from: 10, to: 29).json, "kind": 1],
        ["range": TextRange(line: 5, from: 10, to: 29).json, "kind": 1],
      ])
    #expect(
      server.receive(Self.request(3, "textDocument/documentHighlight", Self.at(Self.english, 1, 3))).first?["result"]
        == .null)
  }

  @Test("workspace symbols find the features, rules and scenarios of every app whose names hold the query")
  func workspaceSymbols() throws {
    let (root, macho, server) = try Self.twoApps([
      "Macho/A.feature": "Feature: Counting\n  Scenario: Saved, not open\n    Given the counter is at 9\n",
      "Other/D.feature": "Feature: Contacts\n  Rule: Adding\n    Scenario: Adding a contact\n      Given x\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    // The open A counts as edited; C is open and not saved.
    let a = macho.appendingPathComponent("A.feature").absoluteString
    let c = macho.appendingPathComponent("C.feature").absoluteString
    let d = root.appendingPathComponent("Other/D.feature").absoluteString
    _ = Self.open(server, a, "Feature: Counting\n  Scenario: Adding one\n    Given the counter is at 9\n")
    _ = Self.open(server, c, "Feature: Scratch\n  Scenario Outline: Adding many\n    Given x\n")
    func symbols(_ query: String) -> [RPCValue] {
      server.receive(Self.request(2, "workspace/symbol", ["query": .string(query)])).first?["result"]?.array ?? []
    }
    let adding = symbols("ADDING")
    #expect(adding.compactMap { $0["name"]?.string } == ["Adding one", "Adding", "Adding a contact", "Adding many"])
    #expect(adding.compactMap { $0["containerName"]?.string } == ["Counting", "Contacts", "Adding", "Scratch"])
    #expect(
      adding.compactMap { $0["location"]?["uri"]?.string } == [a, d, d, c])
    #expect(adding[2]["location"]?["range"] == TextRange(line: 2, from: 0, to: 30).json)
    #expect(adding.map { $0["kind"] } == [.int(6), .int(3), .int(6), .int(6)])
    #expect(symbols("").count == 7)
    #expect(symbols("saved").isEmpty)
  }

  @Test("semantic tokens mark keywords, a step's values, placeholders, doc strings, cells, tags and comments")
  func semanticTokens() throws {
    let text = """
      @smoke @カウンター
      Feature: Counter
        # a note
        Background:
          Given the counter is at 3
        Scenario: Tapping
          When I tap "+"
            ```text
            hello
            ```
          And a shared thing
            | a | b\\|c |  |
        Scenario Outline: Many
          Given the counter is at <n>
          Examples:
            | n |
            | 5 |
      """
    let server = Self.server()
    _ = Self.open(server, Self.english, text)
    let legend = server.receive(Self.request(1, "initialize", ["capabilities": [:]])).first?["result"]?[
      "capabilities"]?[
        "semanticTokensProvider"]?["legend"]?["tokenTypes"]?.array?.compactMap(\.string)
    #expect(legend == SemanticTokens.tokenTypes)
    let reply = server.receive(
      Self.request(2, "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(Self.english)]]))
    let data = try #require(reply.first?["result"]?["data"]?.array).compactMap { $0.int }
    #expect(data.count % 5 == 0)
    // Decoded back to each token's line, text and type, as an editor would colour them.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf16) }
    var decoded: [String] = []
    var line = 0
    var start = 0
    for index in stride(from: 0, to: data.count, by: 5) {
      line += data[index]
      start = data[index] == 0 ? start + data[index + 1] : data[index + 1]
      let word = String(decoding: lines[line][start..<start + data[index + 2]], as: UTF16.self)
      decoded.append("\(line) \(word) \(SemanticTokens.tokenTypes[data[index + 3]])")
    }
    #expect(
      decoded == [
        "0 @smoke decorator", "0 @カウンター decorator", "1 Feature keyword", "2 # a note comment",
        "3 Background keyword", "4 Given keyword", "4 3 parameter", "5 Scenario keyword", "6 When keyword",
        "6 \"+\" parameter", "7 ``` string", "7 text type", "8 hello string", "9 ``` string", "10 And keyword",
        "11 a parameter", "11 b\\|c parameter", "12 Scenario Outline keyword", "13 Given keyword", "13 <n> variable",
        "14 Examples keyword", "15 n property", "16 5 parameter",
      ])
    // The language header reads as a comment.
    _ = Self.open(server, Self.japanese, "# language: ja\n機能: カウンター\n")
    #expect(
      server.receive(
        Self.request(4, "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(Self.japanese)]])
      ).first?["result"]?["data"] == [0, 0, 14, 6, 0, 1, 0, 2, 0, 0])
    // A file that does not parse yet keeps the tokens of what the parser built (here the feature).
    _ = Self.open(server, Self.english, "Feature: A\n  Given x\n  Feature: B\n")
    #expect(
      server.receive(
        Self.request(3, "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(Self.english)]])
      )
      .first?["result"]?["data"] == [0, 0, 7, 0, 0])
  }

  @Test("a step expression becomes a snippet: parameters placeholders, optional text kept, alternatives a choice")
  func expressionSnippets() {
    #expect(
      StepCompletion.snippet(for: "I have {int} apple(s) in my basket/bag")
        == "I have ${1:int} apples in my ${2|basket,bag|}")
    #expect(StepCompletion.snippet(for: "I pay $5 for {string}") == "I pay \\$5 for ${1:string}")
  }

  // MARK: - Definition and hover

  @Test("go to definition leads from a step to the Swift file and line of its definition")
  func goToDefinition() {
    let server = Self.server()
    _ = Self.open(server, Self.japanese, "# language: ja\n機能: カウンター\n  シナリオ: 増やす\n    ならば カウンターに2が表示される\n")
    let result = server.receive(Self.request(5, "textDocument/definition", Self.at(Self.japanese, 3, 10))).first?[
      "result"]
    let location = result?.array?.first
    #expect(result?.array?.count == 1)
    #expect(location?["uri"] == .string(URL(fileURLWithPath: Self.definitionFile).absoluteString))
    #expect(location?["range"]?["start"]?["line"] == .int(Self.definitionLine("カウンターに{int}が表示される") - 1))
  }

  @Test("hover shows the step's expression and its parameter types with their values")
  func hoverShowsExpression() {
    let server = Self.server()
    _ = Self.open(server, Self.english, "Feature: Counter\n  Scenario: Up\n    Then the counter shows 2\n")
    let hover = server.receive(Self.request(6, "textDocument/hover", Self.at(Self.english, 2, 12))).first?["result"]
    let text = hover?["contents"]?["value"]?.string ?? ""
    #expect(text.contains("the counter shows {int}"))
    #expect(text.contains("`{int}`: Int = `2`"))
    #expect(text.contains("LanguageServerTests.swift:\(Self.definitionLine("the counter shows {int}"))"))
  }

  @Test("hover shows the /// doc comment above the step's definition, after its expression and parameter types")
  func hoverShowsDocComment() throws {
    let server = Self.server()
    _ = Self.open(
      server, Self.english,
      "Feature: Counter\n  Scenario: Up\n    Given the counter is set to -3\n    And a step in a file that is gone\n    Then the counter shows 2\n"
    )
    let hover = server.receive(Self.request(6, "textDocument/hover", Self.at(Self.english, 2, 12))).first?["result"]
    let text = hover?["contents"]?["value"]?.string ?? ""
    let doc = try #require(text.range(of: "Sets the counter without tapping,\n  to any `Int`, negative ones too."))
    let parameter = try #require(text.range(of: "`{int}`: Int = `-3`"))
    #expect(parameter.upperBound <= doc.lowerBound)
    #expect(!text.contains("A plain comment"))
    // No doc comment above a step: nothing added; a definition whose file is gone: no doc, no crash.
    let plain = server.receive(Self.request(7, "textDocument/hover", Self.at(Self.english, 4, 12))).first?["result"]
    #expect(plain?["contents"]?["value"]?.string?.hasSuffix("`{int}`: Int = `2`") == true)
    let gone = server.receive(Self.request(8, "textDocument/hover", Self.at(Self.english, 3, 12))).first?["result"]
    #expect(gone?["contents"]?["value"]?.string?.hasSuffix("GoneSteps.swift:3") == true)
  }

  @Test("a file that does not parse yet still leads from its steps to their definitions")
  func definitionWhileTheFileDoesNotParse() {
    let server = Self.server()
    let text = "# language: ja\n機能: カウンター\n  シナリオ: 増やす\n    ならば カウンターに2が表示される\n    | a |\n  おっと\n"
    #expect(Self.diagnostics(Self.open(server, Self.japanese, text)).first?["code"] == "parse-error")
    let result = server.receive(Self.request(5, "textDocument/definition", Self.at(Self.japanese, 3, 10))).first?[
      "result"]
    #expect(result?.array?.first?["range"]?["start"]?["line"] == .int(Self.definitionLine("カウンターに{int}が表示される") - 1))
  }

  @Test("a request's string id is answered with that id")
  func stringIDs() {
    let replies = Self.server().receive(["jsonrpc": "2.0", "id": "abc", "method": "shutdown"])
    #expect(replies.first?["id"] == "abc")
    #expect(replies.first?["result"] == .null)
  }

  // MARK: - Code actions

  @Test("an undefined step's quick fix adds its snippet to the Swift file of the feature's other steps")
  func quickFixAddsTheSnippet() throws {
    let server = Self.server()
    let text = "Feature: Counter\n  Scenario: Up\n    Given the counter is at 0\n    And I have 3 cucumbers\n"
    let diagnostics = Self.diagnostics(Self.open(server, Self.english, text))
    let params: RPCValue = [
      "textDocument": ["uri": .string(Self.english)],
      "range": ["start": ["line": 3, "character": 10], "end": ["line": 3, "character": 10]],
      "context": ["diagnostics": .array(diagnostics)],
    ]
    let actions = try #require(
      server.receive(Self.request(10, "textDocument/codeAction", params)).first?["result"]?.array)
    try #require(actions.count == 1)
    #expect(actions[0]["title"] == "Define this step in LanguageServerTests.swift")
    #expect(actions[0]["diagnostics"]?.array?.count == 1)
    let uri = URL(fileURLWithPath: Self.definitionFile).absoluteString
    let edit = actions[0]["edit"]?["changes"]?[uri]?.array?.first
    #expect(edit?["range"]?["start"]?["line"] == .int(Self.definitionLine("the counter is at {int}") - 1))
    let newText = edit?["newText"]?.string ?? ""
    #expect(newText.hasPrefix(#"    steps.given("I have {int} cucumbers") { (context, int: Int) in"#))
    #expect(newText.hasSuffix("    }\n"))
    let none = server.receive(
      Self.request(
        11, "textDocument/codeAction",
        [
          "textDocument": ["uri": .string(Self.english)],
          "range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]],
          "context": ["diagnostics": []],
        ]))
    #expect(none.first?["result"] == [])
  }

  // MARK: - Symbols

  @Test("a misspelt step is told the closest phrasing, and its quick fix rewrites it with the step's values")
  func quickFixRewritesAMisspeltStep() throws {
    let server = Self.server()
    let text =
      "# language: ja\n機能: カウンター\n  シナリオ: 増やす\n    ならば カウンターに4が表示さる\n  シナリオアウトライン: 例\n    ならば カウンターに<n>が表示さる\n\n    例:\n      | n |\n      | 1 |\n"
    let diagnostics = Self.diagnostics(Self.open(server, Self.japanese, text))
    #expect(
      diagnostics.first?["message"]?.string?.hasPrefix(
        "Undefined step: no step definition of Macho matches \"カウンターに4が表示さる\". もしかして: 「カウンターに{int}が表示される」"
      ) == true, "\(diagnostics)")
    func actions(onLine line: Int) -> [RPCValue] {
      let params: RPCValue = [
        "textDocument": ["uri": .string(Self.japanese)],
        "range": ["start": ["line": .int(line), "character": 0], "end": ["line": .int(line), "character": 0]],
        "context": ["diagnostics": .array(diagnostics)],
      ]
      return server.receive(Self.request(12, "textDocument/codeAction", params)).first?["result"]?.array ?? []
    }
    let fixes = actions(onLine: 3)
    #expect(fixes.compactMap { $0["title"]?.string }.first == "「カウンターに4が表示される」に書き換える")
    #expect(fixes.first?["isPreferred"] == true)
    #expect(fixes.first?["diagnostics"]?.array?.count == 1)
    #expect(
      fixes.first?["edit"]?["changes"]?[Self.japanese]?.array == [
        ["range": TextRange(line: 3, from: 8, to: 20).json, "newText": "カウンターに4が表示される"]
      ])
    #expect(fixes.last?["title"] == "Define this step in LanguageServerTests.swift")
    // An outline's step holds placeholders, not one row's values: it is not rewritten.
    #expect(actions(onLine: 5).compactMap { $0["title"]?.string } == ["Define this step in LanguageServerTests.swift"])
    // In an English file, in English.
    _ = Self.open(server, Self.english, "Feature: C\n  Scenario: S\n    Then the countr shows 5\n")
    let english = server.receive(
      Self.request(
        13, "textDocument/codeAction",
        [
          "textDocument": ["uri": .string(Self.english)],
          "range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]],
        ])
    ).first?["result"]?.array
    #expect(english?.first?["title"] == #"Change to "the counter shows 5""#)
  }

  @Test("renaming an outline's placeholder renames every use in the outline and its examples' headers")
  func renamePlaceholder() throws {
    let server = Self.server()
    let text = """
      Feature: C
        Scenario Outline: Start at <start>
          A description with <start> that no row fills.
          Given the counter is at <start>
          When I tap "+"
            | <start> | x |
          Then the counter shows <result>

          Examples:
            | start | result |
            | 1     | 2      |

          Examples: More
            | result | start |
            | 5      | 4     |
        Scenario: Plain
          Given the counter is at 3
      """
    _ = Self.open(server, Self.english, text)
    let prepared = server.receive(Self.request(2, "textDocument/prepareRename", Self.at(Self.english, 3, 30))).first?[
      "result"]
    #expect(prepared == ["range": TextRange(line: 3, from: 29, to: 34).json, "placeholder": "start"])
    func rename(_ line: Int, _ character: Int, to newName: String) -> RPCValue? {
      let params: RPCValue = [
        "textDocument": ["uri": .string(Self.english)],
        "position": ["line": .int(line), "character": .int(character)], "newName": .string(newName),
      ]
      return server.receive(Self.request(3, "textDocument/rename", params)).first
    }
    // From the first examples table's header: the name, steps, the step's table and both headers,
    // not the description.
    let edits = try #require(rename(9, 10, to: "from")?["result"]?["changes"]?[Self.english]?.array)
    #expect(
      edits.compactMap { $0["range"] } == [
        TextRange(line: 1, from: 30, to: 35).json, TextRange(line: 3, from: 29, to: 34).json,
        TextRange(line: 5, from: 9, to: 14).json, TextRange(line: 9, from: 8, to: 13).json,
        TextRange(line: 13, from: 17, to: 22).json,
      ])
    var renamed = text
    for edit in edits.reversed() {
      let start = try #require(TextPosition(edit["range"]?["start"]))
      let end = try #require(TextPosition(edit["range"]?["end"]))
      renamed = TextLines.replacing(start..<end, in: renamed, with: "from")
    }
    #expect(renamed.contains("Scenario Outline: Start at <from>\n    A description with <start>"))
    #expect(renamed.contains("| from | result |") && renamed.contains("| result | from |"))
    // A plain step's words belong to its definition; a name that would break the table is refused.
    #expect(rename(16, 12, to: "x")?["result"] == .null)
    #expect(rename(3, 30, to: "a|b")?["error"]?["code"] == .int(LanguageServer.ErrorCode.invalidParams.rawValue))
    // Doc strings, an empty one too: the placeholder in one is renamed.
    _ = Self.open(
      server, Self.english,
      "Feature: C\n  Scenario Outline: O\n    Given x\n      \"\"\"\n      \"\"\"\n    When y\n      \"\"\"\n      <start>\n      \"\"\"\n\n    Examples:\n      | start |\n      | 1     |\n"
    )
    let inDocString = rename(7, 8, to: "from")?["result"]?["changes"]?[Self.english]?.array
    #expect(
      inDocString?.compactMap { $0["range"] } == [
        TextRange(line: 7, from: 7, to: 12).json, TextRange(line: 11, from: 8, to: 13).json,
      ])
  }

  @Test("document symbols outline the feature, its rules, backgrounds, scenarios and examples")
  func documentSymbols() {
    let text = """
      Feature: Counter
        Background:
          Given the counter is at 0
        Rule: Counting
          Scenario Outline: Up
            Then the counter shows <n>
            Examples: small
              | n |
              | 1 |

      """
    let server = Self.server()
    _ = Self.open(server, Self.english, text)
    let symbols = server.receive(
      Self.request(8, "textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.english)]])
    ).first?["result"]
    let feature = symbols?.array?.first
    #expect(feature?["name"] == "Counter")
    #expect(feature?["children"]?.array?.compactMap { $0["detail"]?.string } == ["Background", "Rule"])
    let scenario = feature?["children"]?.array?.last?["children"]?.array?.first
    #expect(scenario?["name"] == "Up")
    #expect(scenario?["children"]?.array?.first?["name"] == "small")
  }

  @Test("a session in process, as evergreen-bench drives one, takes and gives message bodies")
  func sessionInProcess() throws {
    let session = LanguageServerSession(catalog: Self.catalog)
    let replies = session.receive(Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
    try #require(replies.count == 1)
    #expect(try RPCValue.decode(replies[0])["result"]?["serverInfo"]?["name"] == "specrun")
  }

  // MARK: - Framing

  @Test("framing reads messages split across reads, and several in one read")
  func framing() {
    var framing = MessageFraming()
    let one = MessageFraming.frame(Data(#"{"a":"カ"}"#.utf8))
    let two = MessageFraming.frame(Data("{}".utf8))
    framing.append(one.prefix(10))
    #expect(framing.next() == nil)
    framing.append(one.dropFirst(10) + two)
    #expect(framing.next() == .message(Data(#"{"a":"カ"}"#.utf8)))
    #expect(framing.next() == .message(Data("{}".utf8)))
    #expect(framing.next() == nil)
    framing.append(Data("Content-Type: x\r\n\r\n".utf8) + two)
    if case .badHeader = framing.next() {} else { Issue.record("a header without Content-Length is reported") }
    #expect(framing.next() == .message(Data("{}".utf8)))
  }
}
