import CucumberMessages
import Foundation
import Gherkin
import SeedAppCatalog
import SpecRun

// specrun lsp's latency on the project's own Specs/ (every file of the five apps open at once,
// as in an editor), message bodies in and out as the server reads and writes them: the
// diagnostics published after a didChange of one file (a step edited, then edited back, so
// every change is new text), a completion after the first step's keyword and three
// characters, the file's semantic tokens (its highlighting, asked after each change), and the
// references of its first step (every step of its app's files that its definition matches). Baseline, measured in the same run on the same file: the Gherkin target alone
// parsing it and compiling its pickles. Each figure is the median of 5 rounds per file; the
// goal is ≤ 50 ms for each.

@MainActor
func runLanguageServerBenchmarks() {
  print("specrun lsp")
  let specs = SpecSuite.folder(beside: #filePath)
  let catalog = SeedApps.catalog(specsFolder: specs)
  let files = (FileManager.default.enumerator(atPath: specs)?.compactMap { $0 as? String } ?? [])
    .filter { $0.hasSuffix(".feature") }.sorted()
    .map { (specs as NSString).appendingPathComponent($0) }
  let session = LanguageServerSession(catalog: catalog)
  _ = session.receive(message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]))
  _ = session.receive(message(["jsonrpc": "2.0", "method": "initialized", "params": [:]]))

  let clock = ContinuousClock()
  var texts: [String: String] = [:]
  let openTime = clock.measure {
    for path in files {
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      texts[path] = text
      _ = session.receive(
        notification(
          "textDocument/didOpen",
          [
            "textDocument": ["uri": uri(path), "languageId": "gherkin", "version": 0, "text": text]
          ]))
    }
  }

  struct Figures {
    var path: String
    var bytes: Int
    var parse: Double
    var change: Double
    var completion: Double
    var tokens: Double
    var references: Double
  }
  var figures: [Figures] = []
  var version = 0
  var requestID = 1
  for path in files {
    let text = texts[path]!
    let parsed = Gherkin.parse(text, uri: path)
    guard let step = firstStep(parsed.document) else { continue }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let stepLine = step.location.line - 1
    var edited = lines
    edited[stepLine] += "x"
    let editedText = edited.joined(separator: "\n")

    let parse = median(clock) { _ = Gherkin.parse(text, uri: path) }
    var round = 0
    let change = median(clock) {
      round += 1
      version += 1
      let replies = session.receive(
        notification(
          "textDocument/didChange",
          [
            "textDocument": ["uri": uri(path), "version": version],
            "contentChanges": [["text": round % 2 == 1 ? editedText : text]],
          ]))
      precondition(replies.count == 1, "didChange publishes diagnostics")
    }
    let character = (step.location.column ?? 1) - 1 + step.keyword.utf16.count + String(step.text.prefix(3)).utf16.count
    let completion = requestTime(
      session, clock, &requestID, "textDocument/completion",
      ["textDocument": ["uri": uri(path)], "position": ["line": stepLine, "character": character]])
    let tokens = requestTime(
      session, clock, &requestID, "textDocument/semanticTokens/full", ["textDocument": ["uri": uri(path)]])
    let references = requestTime(
      session, clock, &requestID, "textDocument/references",
      [
        "textDocument": ["uri": uri(path)], "position": ["line": stepLine, "character": character],
        "context": ["includeDeclaration": false],
      ])
    figures.append(
      Figures(
        path: path, bytes: text.utf8.count, parse: parse, change: change, completion: completion, tokens: tokens,
        references: references))
  }

  let apps = catalog.apps.map(\.name).joined(separator: ", ")
  let bytes = figures.reduce(0) { $0 + $1.bytes }
  print(
    "  Specs/ (\(figures.count) files, \(bytes / 1000) kB, of \(apps)): all opened in \(milliseconds(seconds(openTime))) ms"
  )
  let parse = figures.map(\.parse).sorted()
  print(
    "  baseline, Gherkin alone (parse + pickles of the file): median \(milliseconds(parse[parse.count / 2])) ms, slowest \(milliseconds(parse.last!)) ms"
  )
  let measures: [(label: String, value: KeyPath<Figures, Double>)] = [
    ("diagnostics after didChange", \.change), ("completion after a step keyword", \.completion),
    ("semantic tokens of the file", \.tokens), ("references of its first step (its app's files)", \.references),
  ]
  for measure in measures {
    report(
      measure.label,
      figures.map { Row(value: $0[keyPath: measure.value], parse: $0.parse, path: $0.path, bytes: $0.bytes) })
  }
  print()
}

/// The median time the server takes to answer a request of `method` with `params`.
@MainActor
private func requestTime(
  _ session: LanguageServerSession, _ clock: ContinuousClock, _ requestID: inout Int, _ method: String,
  _ params: [String: Any]
) -> Double {
  var id = requestID
  defer { requestID = id }
  return median(clock) {
    id += 1
    let replies = session.receive(message(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
    precondition(replies.count == 1, "\(method) answers")
  }
}

private struct Row {
  var value: Double
  var parse: Double
  var path: String
  var bytes: Int
}

/// The median over files, and the slowest file, each against its own baseline.
private func report(_ label: String, _ rows: [Row]) {
  let ratios = rows.map { $0.value / $0.parse }.sorted()
  let values = rows.map(\.value).sorted()
  guard let slowest = rows.max(by: { $0.value < $1.value }) else { return }
  print(
    "  \(label): median \(milliseconds(values[values.count / 2])) ms = \(ratio(ratios[ratios.count / 2])) the file's baseline;"
      + " slowest \(milliseconds(slowest.value)) ms (\((slowest.path as NSString).lastPathComponent),"
      + " \(slowest.bytes / 1000) kB) = \(ratio(slowest.value / slowest.parse)); goal ≤ 50 ms")
}

private func firstStep(_ document: Messages.GherkinDocument?) -> Messages.GherkinDocument.Step? {
  for child in document?.feature?.children ?? [] {
    if let step = child.background?.steps.first ?? child.scenario?.steps.first { return step }
    for child in child.rule?.children ?? [] {
      if let step = child.background?.steps.first ?? child.scenario?.steps.first { return step }
    }
  }
  return nil
}

private func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

private func message(_ object: [String: Any]) -> Data {
  (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
}

private func notification(_ method: String, _ params: [String: Any]) -> Data {
  message(["jsonrpc": "2.0", "method": method, "params": params])
}

private func median(_ clock: ContinuousClock, rounds: Int = 5, _ body: () -> Void) -> Double {
  (0..<rounds).map { _ in seconds(clock.measure(body)) }.sorted()[rounds / 2]
}

private func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

private func ratio(_ value: Double) -> String { String(format: "%.1f×", value) }

private func milliseconds(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
