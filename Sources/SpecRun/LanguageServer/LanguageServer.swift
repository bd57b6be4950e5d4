import Foundation
import Gherkin

/// `specrun lsp`'s protocol logic, without its transport: fed one JSON-RPC message at a time, it
/// returns the messages to send back (responses, and diagnostics it publishes). A language
/// server for `.feature` files that knows the steps of the app whose folder holds each file.
///
/// ```swift
/// let server = LanguageServer(catalog: MyApps.catalog())
/// server.receive(Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
/// // [{"id":1,"jsonrpc":"2.0","result":{"capabilities":{…},"serverInfo":{…}}}]
/// server.exitCode   // set once the client sends `exit`: 0 after `shutdown`, 1 without
/// ```
///
/// ## Topics
/// - Lifecycle: `initialize`, `initialized`, `shutdown`, `exit`.
/// - Documents: `textDocument/didOpen`, `didChange` (full text), `didClose`; each publishes
///   `textDocument/publishDiagnostics` (parse errors, undefined, ambiguous and broken steps, a
///   file no app's steps apply to).
/// - Requests: `textDocument/completion`, `definition`, `references`, `documentHighlight`, `hover`,
///   `documentSymbol`, `semanticTokens/full`, `formatting`, `prepareRename` and `rename` (an
///   outline's placeholder), `workspace/symbol`, and `codeAction`
///   (an undefined step rewritten as a close phrasing says it, or its snippet added to the app's
///   steps).
final class LanguageServer {
  /// JSON-RPC and protocol error codes.
  enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
  }

  private var catalog: SpecCatalog
  private var isInitialized = false
  /// Whether the client inserts snippets (`${1:int}`); without, completion inserts the
  /// expression as written (`{int}`).
  private var clientTakesSnippets = false
  private var isShuttingDown = false
  private var documents: [String: (text: String, version: Int?, analysis: FeatureFileAnalysis)] = [:]
  private let matches = FeatureFileAnalysis.MatchCache()
  private let tags = TagCompletion()
  private let savedFiles = SavedFeatureFiles()
  /// The step definitions' Swift files, for their doc comments.
  private let sources = StepHover.SourceFiles()
  /// The exit code once the client sent `exit`; the transport stops then.
  private(set) var exitCode: Int32?
  /// Whether the client asked the server to shut down.
  var isShutDown: Bool { isShuttingDown }

  init(catalog: SpecCatalog) {
    self.catalog = catalog
  }

  /// Handles one message body; returns the messages to send, in order.
  func receive(_ body: Data) -> [RPCValue] {
    guard let message = try? RPCValue.decode(body) else {
      return [
        Self.error(
          id: .null, .parseError, "The message is not JSON: \(String(decoding: body.prefix(200), as: UTF8.self))")
      ]
    }
    return receive(message)
  }

  func receive(_ message: RPCValue) -> [RPCValue] {
    guard case .object = message else {
      return [Self.error(id: .null, .invalidRequest, "A JSON-RPC message is an object with \"jsonrpc\": \"2.0\".")]
    }
    let id = message["id"]
    guard let method = message["method"]?.string else {
      // A response to something the server asked (it asks nothing), or nonsense.
      if id != nil, message["result"] != nil || message["error"] != nil { return [] }
      return [Self.error(id: id ?? .null, .invalidRequest, "The message has no \"method\".")]
    }
    let params = message["params"] ?? .null
    guard let id else {
      return notification(method, params)
    }
    if method == "initialize" {
      isInitialized = true
      return [Self.result(id: id, initialize(params))]
    }
    guard isInitialized else {
      return [Self.error(id: id, .serverNotInitialized, "The client must send initialize first.")]
    }
    guard !isShuttingDown else {
      return [Self.error(id: id, .invalidRequest, "The server is shutting down; only exit is accepted.")]
    }
    switch method {
    case "shutdown":
      isShuttingDown = true
      return [Self.result(id: id, .null)]
    case "textDocument/completion":
      let path = Self.documentPath(params)
      return [
        withDocument(id, params) { document, position in
          let items =
            self.tagItems(document.analysis, path: path, at: position)
            ?? StepCompletion.items(
              lines: document.analysis.lines, language: document.analysis.language, library: document.analysis.library,
              at: position, snippets: self.clientTakesSnippets)
          return .object(["isIncomplete": true, "items": .array(items.map(\.json))])
        }
      ]
    case "textDocument/definition":
      return [withDocument(id, params) { document, position in self.definition(document.analysis, position) }]
    case "textDocument/references":
      let path = Self.documentPath(params)
      return [
        withDocument(id, params) { document, position in
          self.references(document.analysis, path: path, params, position)
        }
      ]
    case "textDocument/documentHighlight":
      let path = Self.documentPath(params)
      return [
        withDocument(id, params) { document, position in self.highlights(document.analysis, path: path, position) }
      ]
    case "textDocument/prepareRename":
      return [
        withDocument(id, params) { document, position in
          PlaceholderRename.occurrences(document.analysis, at: position).map { found in
            let touched = found.ranges.first { $0.start.line == position.line } ?? found.ranges[0]
            return ["range": touched.json, "placeholder": .string(found.name)]
          } ?? .null
        }
      ]
    case "textDocument/rename":
      let newName = params["newName"]?.string ?? ""
      if let problem = PlaceholderRename.problem(with: newName) {
        return [Self.error(id: id, .invalidParams, problem)]
      }
      return [
        withDocument(id, params) { document, position in
          // Only an outline's placeholders are renamed: a step's words belong to its definition.
          guard let found = PlaceholderRename.occurrences(document.analysis, at: position),
            let uri = params["textDocument"]?["uri"]?.string
          else { return .null }
          let edits = found.ranges.map { RPCValue.object(["range": $0.json, "newText": .string(newName)]) }
          return ["changes": .object([uri: .array(edits)])]
        }
      ]
    case "textDocument/semanticTokens/full":
      return [
        withDocument(id, params, needsPosition: false) { document, _ in
          ["data": .array(SemanticTokens.data(document.analysis).map(RPCValue.int))]
        }
      ]
    case "workspace/symbol":
      return [Self.result(id: id, workspaceSymbols(params["query"]?.string ?? ""))]
    case "textDocument/hover":
      return [withDocument(id, params) { document, position in self.hover(document.analysis, position) }]
    case "textDocument/codeAction":
      return [
        withDocument(id, params, needsPosition: false) { document, _ in
          DefinitionAction.actions(
            document.analysis, uri: params["textDocument"]?["uri"]?.string ?? "", range: params["range"],
            context: params["context"])
        }
      ]
    case "textDocument/formatting":
      return [withDocument(id, params, needsPosition: false) { document, _ in Self.formatting(document.text) }]
    case "textDocument/documentSymbol":
      return [
        withDocument(id, params, needsPosition: false) { document, _ in DocumentSymbols.symbols(document.analysis) }
      ]
    default:
      return [Self.error(id: id, .methodNotFound, "specrun lsp does not handle \(method).")]
    }
  }

  // MARK: - Notifications

  private func notification(_ method: String, _ params: RPCValue) -> [RPCValue] {
    switch method {
    case "exit":
      exitCode = isShuttingDown ? 0 : 1
      return []
    case "textDocument/didOpen":
      guard isInitialized, let item = params["textDocument"], let uri = item["uri"]?.string,
        let text = item["text"]?.string
      else { return [] }
      return [open(uri, text: text, version: item["version"]?.int)]
    case "textDocument/didChange":
      guard isInitialized, let uri = params["textDocument"]?["uri"]?.string,
        let changes = params["contentChanges"]?.array
      else { return [] }
      // Whole texts, as the server asks for; a change with a range (a client that sends them
      // anyway) is applied to the text so far.
      var text = documents[uri]?.text ?? ""
      for change in changes {
        guard let replacement = change["text"]?.string else { continue }
        if let start = TextPosition(change["range"]?["start"]), let end = TextPosition(change["range"]?["end"]) {
          text = TextLines.replacing(start..<end, in: text, with: replacement)
        } else {
          text = replacement
        }
      }
      return [open(uri, text: text, version: params["textDocument"]?["version"]?.int)]
    case "textDocument/didClose":
      guard let uri = params["textDocument"]?["uri"]?.string, documents.removeValue(forKey: uri) != nil else {
        return []
      }
      return [Self.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])]
    default:
      // `initialized`, `$/cancelRequest`, `didSave` and anything unknown: nothing to do.
      return []
    }
  }

  private func open(_ uri: String, text: String, version: Int?) -> RPCValue {
    let analysis = FeatureFileAnalysis(text: text, path: Self.path(of: uri), catalog: catalog, cache: matches)
    documents[uri] = (text, version, analysis)
    var params: [String: RPCValue] = ["uri": .string(uri), "diagnostics": .array(analysis.diagnostics.map(\.json))]
    if let version { params["version"] = .int(version) }
    return Self.notification("textDocument/publishDiagnostics", .object(params))
  }

  // MARK: - Requests

  private func initialize(_ params: RPCValue) -> RPCValue {
    clientTakesSnippets =
      params["capabilities"]?["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"] == true
    let rootURI = params["workspaceFolders"]?.array?.first?["uri"]?.string ?? params["rootUri"]?.string
    let root = rootURI.map(Self.path(of:)) ?? params["rootPath"]?.string
    if let root, !catalog.specsFolder.hasPrefix("/") {
      catalog.specsFolder = (root as NSString).appendingPathComponent(catalog.specsFolder)
    }
    return [
      "capabilities": [
        "positionEncoding": "utf-16",
        "textDocumentSync": ["openClose": true, "change": 1],
        "completionProvider": ["resolveProvider": false, "triggerCharacters": [" ", "@"]],
        "definitionProvider": true,
        "referencesProvider": true,
        "documentHighlightProvider": true,
        "renameProvider": ["prepareProvider": true],
        "workspaceSymbolProvider": true,
        "semanticTokensProvider": [
          "legend": ["tokenTypes": .array(SemanticTokens.tokenTypes.map(RPCValue.string)), "tokenModifiers": []],
          "full": true,
        ],
        "hoverProvider": true,
        "documentSymbolProvider": true,
        "documentFormattingProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
      ],
      "serverInfo": ["name": "specrun", "version": .string(RunCommand.versionNumber)],
    ]
  }

  private func withDocument(
    _ id: RPCValue, _ params: RPCValue, needsPosition: Bool = true,
    _ answer: ((text: String, version: Int?, analysis: FeatureFileAnalysis), TextPosition) -> RPCValue
  ) -> RPCValue {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      return Self.error(id: id, .invalidParams, "The request needs params.textDocument.uri.")
    }
    let position = TextPosition(params["position"])
    guard position != nil || !needsPosition else {
      return Self.error(id: id, .invalidParams, "The request needs params.position (line, character).")
    }
    guard let document = documents[uri] else {
      return Self.error(id: id, .invalidParams, "\(uri) is not open; send textDocument/didOpen first.")
    }
    return Self.result(id: id, answer(document, position ?? TextPosition(line: 0, character: 0)))
  }

  /// The edits that format `text` as `specrun format-feature` does: one replacing the whole text,
  /// or none when it is formatted already or does not parse (its diagnostics say why).
  static func formatting(_ text: String) -> RPCValue {
    guard case .success(let formatted) = FeatureFileFormatter.format(text), formatted != text else { return [] }
    let lines = TextLines(text)
    let last = lines.lines.count - 1
    let range: RPCValue = [
      "start": ["line": 0, "character": 0],
      "end": ["line": .int(last), "character": .int(lines.length(line: last))],
    ]
    return [["range": range, "newText": .string(formatted)]]
  }

  /// Tags used in the app's feature files, when `position` is at a tag; `nil` elsewhere.
  private func tagItems(_ analysis: FeatureFileAnalysis, path: String, at position: TextPosition) -> [StepCompletion
    .Item]?
  {
    guard TagCompletion.tagTyped(lines: analysis.lines, at: position) != nil else { return nil }
    guard let files = appFiles(of: path) else { return [] }
    return tags.items(lines: analysis.lines, at: position, appFiles: files.paths, open: files.open)
  }

  /// The feature files of the app whose folder holds `path`, as absolute paths: the saved ones
  /// under its folder, then open documents that are not saved there; `open` holds the open
  /// documents' texts by path. `nil` when no app's folder holds `path`.
  private func appFiles(of path: String) -> (paths: [String], open: [String: String])? {
    let folders = catalog.folders
    guard let app = folders.index(of: path) else { return nil }
    var open: [String: String] = [:]
    for (uri, document) in documents {
      let openPath = AppFolders.absolute(Self.path(of: uri))
      if folders.index(of: openPath) == app { open[openPath] = document.text }
    }
    let saved = SavedFeatureFiles.featureFiles(under: folders.entries[app].folder ?? catalog.specsFolder)
      .filter { folders.index(of: $0) == app }
    return (saved + open.keys.filter { !saved.contains($0) }.sorted(), open)
  }

  private func definition(_ analysis: FeatureFileAnalysis, _ position: TextPosition) -> RPCValue {
    guard let step = analysis.step(onLine: position.line) else { return .null }
    let locations = Self.places(of: step.definitions)
    return locations.isEmpty ? .null : .array(locations.map(Self.location))
  }

  /// Where `definitions` are written, each place once.
  private static func places(of definitions: [StepDefinitionEntry]) -> [CodeLocation] {
    var places: [CodeLocation] = []
    for definition in definitions where !places.contains(definition.location) { places.append(definition.location) }
    return places
  }

  /// Every step of the app's feature files that the step at `position` shares a definition with
  /// (the step itself among them), file by file and line by line; with `includeDeclaration`, the
  /// definitions' Swift lines first. `null` off a step, and an empty list for an undefined step.
  private func references(_ analysis: FeatureFileAnalysis, path: String, _ params: RPCValue, _ position: TextPosition)
    -> RPCValue
  {
    guard let step = analysis.step(onLine: position.line) else { return .null }
    let definitions = step.definitions
    guard !definitions.isEmpty, let files = appFiles(of: path) else { return [] }
    let analysed = analyses(of: files.paths)
    let uses = StepReferences.uses(of: Set(definitions.map(\.id)), in: analysed.map { ($0.path, $0.analysis) })
    let uris = Dictionary(analysed.map { ($0.path, $0.uri) }, uniquingKeysWith: { first, _ in first })
    var locations: [RPCValue] = []
    if params["context"]?["includeDeclaration"] == true { locations += Self.places(of: definitions).map(Self.location) }
    locations += uses.map { use in ["uri": .string(uris[use.path] ?? use.path), "range": use.range.json] }
    return .array(locations)
  }

  /// The steps of the document that share a definition with the step at `position` (it among
  /// them), as text highlights; `null` off a step or on an undefined one.
  private func highlights(_ analysis: FeatureFileAnalysis, path: String, _ position: TextPosition) -> RPCValue {
    guard let step = analysis.step(onLine: position.line), !step.definitions.isEmpty else { return .null }
    let uses = StepReferences.uses(of: Set(step.definitions.map(\.id)), in: [(path: path, analysis: analysis)])
    return .array(uses.map { ["range": $0.range.json, "kind": 1] })
  }

  /// The features, rules, backgrounds, scenarios and examples of every feature file under the
  /// specs folder (and of open documents elsewhere) whose names contain `query`, ignoring case.
  private func workspaceSymbols(_ query: String) -> RPCValue {
    let saved = SavedFeatureFiles.featureFiles(under: catalog.specsFolder)
    let open = documents.keys.map { AppFolders.absolute(Self.path(of: $0)) }.filter { !saved.contains($0) }.sorted()
    return .array(
      analyses(of: saved + open).flatMap { file in
        DocumentSymbols.flat(file.analysis, uri: file.uri).filter { symbol in
          query.isEmpty || (symbol["name"]?.string?.localizedCaseInsensitiveContains(query) ?? false)
        }
      })
  }

  /// Each file's analysis and URI: an open document's as edited, under the URI its client opened
  /// it by; a saved file's as saved (``SavedFeatureFiles``). A file that cannot be read is left out.
  private func analyses(of paths: [String]) -> [(path: String, uri: String, analysis: FeatureFileAnalysis)] {
    var open: [String: (uri: String, analysis: FeatureFileAnalysis)] = [:]
    for (uri, document) in documents { open[AppFolders.absolute(Self.path(of: uri))] = (uri, document.analysis) }
    return paths.compactMap { path in
      if let document = open[path] { return (path, document.uri, document.analysis) }
      return savedFiles.analysis(path, catalog: catalog, cache: matches).map {
        (path, URL(fileURLWithPath: path).absoluteString, $0)
      }
    }
  }

  private func hover(_ analysis: FeatureFileAnalysis, _ position: TextPosition) -> RPCValue {
    guard let step = analysis.step(onLine: position.line) else { return .null }
    guard analysis.library != nil else { return .null }
    var parts: [String] = []
    var shown = Set<String>()
    for (text, match) in step.matches {
      switch match {
      case .matched(let definition, let arguments, _):
        guard shown.insert("\(definition.id)").inserted || !arguments.isEmpty else { continue }
        parts.append(StepHover.describe(definition, arguments: arguments, text: text, sources: sources))
      case .broken(let definition, let message):
        parts.append(StepHover.describe(definition, arguments: [], text: text, sources: sources) + "\n\n" + message)
      case .ambiguous(let matches):
        parts.append(StepMatch.ambiguityMessage(text, matches.map(\.0)))
      case .undefined:
        parts.append("Undefined step: no step definition matches \"\(text)\".")
      }
    }
    return [
      "contents": ["kind": "markdown", "value": .string(parts.joined(separator: "\n\n---\n\n"))],
      "range": step.textRange.json,
    ]
  }

  // MARK: - Messages

  static func result(id: RPCValue, _ result: RPCValue) -> RPCValue {
    ["jsonrpc": "2.0", "id": id, "result": result]
  }

  static func error(id: RPCValue, _ code: ErrorCode, _ message: String) -> RPCValue {
    ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code.rawValue), "message": .string(message)]]
  }

  static func notification(_ method: String, _ params: RPCValue) -> RPCValue {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }

  /// A protocol `Location` for a place in Swift source (its whole line).
  static func location(_ location: CodeLocation) -> RPCValue {
    let line = max(0, location.line - 1)
    return [
      "uri": .string(URL(fileURLWithPath: location.filePath).absoluteString),
      "range": TextRange(line: line, from: 0, to: 0).json,
    ]
  }

  /// The path of the document a request names (`params.textDocument.uri`); empty without one.
  static func documentPath(_ params: RPCValue) -> String {
    (params["textDocument"]?["uri"]?.string).map(path(of:)) ?? ""
  }

  /// The file path a `file:` URI names (percent escapes decoded); other URIs as they are.
  static func path(of uri: String) -> String {
    guard let url = URL(string: uri), url.isFileURL else { return uri }
    return url.path
  }
}
