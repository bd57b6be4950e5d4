import Foundation

/// The quick fixes for an undefined step: for the scenario writer, the step rewritten as each
/// of the closest phrasings says it, with its values (the nearest preferred); for the developer,
/// its snippet (the one a run prints) inserted into the app's Swift steps, before the first
/// definition of the file that holds most of the definitions the feature file's steps match,
/// indented like it.
///
/// ```swift
/// DefinitionAction.actions(analysis, uri: uri, range: params["range"], context: params["context"])
/// // [{"title": "「カウンターに4が表示される」に書き換える", "kind": "quickfix", "isPreferred": true, …},
/// //  {"title": "Define this step in CounterSteps.swift", "kind": "quickfix", "edit": {…}}]
/// ```
enum DefinitionAction {
  static func actions(_ analysis: FeatureFileAnalysis, uri: String, range: RPCValue?, context: RPCValue?) -> RPCValue {
    guard let start = TextPosition(range?["start"]), let end = TextPosition(range?["end"]) else { return [] }
    let lines = start.line...max(start.line, end.line)
    let sent = context?["diagnostics"]?.array ?? []
    func diagnostics(on line: Int) -> RPCValue {
      .array(sent.filter { $0["range"]?["start"]?["line"]?.int == line })
    }
    var actions: [RPCValue] = []
    for stepLine in analysis.corrections.keys.sorted() where lines.contains(stepLine) {
      guard let step = analysis.step(onLine: stepLine) else { continue }
      for (index, correction) in analysis.corrections[stepLine]!.enumerated() {
        let edit = ["range": step.textRange.json, "newText": RPCValue.string(correction)]
        actions.append([
          "title": .string(PhrasebookWords(language: analysis.language).rewrite(correction)),
          "kind": "quickfix", "isPreferred": .bool(index == 0), "diagnostics": diagnostics(on: stepLine),
          "edit": ["changes": .object([uri: [.object(edit)]])],
        ])
      }
    }
    guard let place = analysis.placeForNewDefinitions,
      let swift = try? String(contentsOfFile: place.filePath, encoding: .utf8)
    else { return .array(actions) }
    let line = TextLines(swift).line(place.line - 1)
    let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
    let fileName = (place.filePath as NSString).lastPathComponent
    let swiftURI = URL(fileURLWithPath: place.filePath).absoluteString
    for stepLine in analysis.snippets.keys.sorted() where lines.contains(stepLine) {
      let snippet = analysis.snippets[stepLine]!
      let text =
        snippet.split(separator: "\n", omittingEmptySubsequences: false).map { indentation + $0 }.joined(
          separator: "\n") + "\n"
      let edit = ["range": TextRange(line: place.line - 1, from: 0, to: 0).json, "newText": RPCValue.string(text)]
      actions.append([
        "title": .string("Define this step in \(fileName)"),
        "kind": "quickfix",
        "diagnostics": diagnostics(on: stepLine),
        "edit": ["changes": .object([swiftURI: [.object(edit)]])],
      ])
    }
    return .array(actions)
  }
}
