import Foundation

/// The quick fix for an undefined step: its snippet (the one a run prints) inserted into the
/// app's Swift steps, before the first definition of the file that holds most of the
/// definitions the feature file's steps match, indented like it.
///
/// ```swift
/// DefinitionAction.actions(analysis, range: params["range"], context: params["context"])
/// // [{"title": "Define this step in CounterSteps.swift", "kind": "quickfix", "edit": {…}}]
/// ```
enum DefinitionAction {
  static func actions(_ analysis: FeatureFileAnalysis, range: RPCValue?, context: RPCValue?) -> RPCValue {
    guard let start = TextPosition(range?["start"]), let end = TextPosition(range?["end"]),
      let place = analysis.placeForNewDefinitions,
      let swift = try? String(contentsOfFile: place.filePath, encoding: .utf8)
    else { return [] }
    let line = TextLines(swift).line(place.line - 1)
    let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
    let fileName = (place.filePath as NSString).lastPathComponent
    let uri = URL(fileURLWithPath: place.filePath).absoluteString
    let diagnostics = context?["diagnostics"]?.array ?? []
    var actions: [RPCValue] = []
    for stepLine in analysis.snippets.keys.sorted() where (start.line...max(start.line, end.line)).contains(stepLine) {
      let snippet = analysis.snippets[stepLine]!
      let text =
        snippet.split(separator: "\n", omittingEmptySubsequences: false).map { indentation + $0 }.joined(
          separator: "\n") + "\n"
      let edit = ["range": TextRange(line: place.line - 1, from: 0, to: 0).json, "newText": RPCValue.string(text)]
      actions.append([
        "title": .string("Define this step in \(fileName)"),
        "kind": "quickfix",
        "diagnostics": .array(diagnostics.filter { $0["range"]?["start"]?["line"]?.int == stepLine }),
        "edit": ["changes": .object([uri: [.object(edit)]])],
      ])
    }
    return .array(actions)
  }
}
