import CucumberMessages
import Gherkin

/// The outline of a feature file for `textDocument/documentSymbol`: the feature, its rules,
/// backgrounds, scenarios and their examples, each spanning the lines up to the next sibling.
enum DocumentSymbols {
  /// The protocol's symbol kinds used here.
  fileprivate enum Kind: Int {
    case module = 2
    case namespace = 3
    case constructor = 9
    case method = 6
    case array = 18
  }

  static func symbols(_ analysis: FeatureFileAnalysis) -> RPCValue {
    guard let feature = analysis.document?.feature else { return [] }
    let last = max(0, analysis.lines.lines.count - 1)
    let children = feature.children.compactMap { child -> (line: Int, make: (Int) -> RPCValue)? in
      if let rule = child.rule { return (rule.location.line - 1, { rule.symbol(analysis, until: $0) }) }
      return span(background: child.background, scenario: child.scenario, analysis)
    }
    return [
      symbol(
        analysis, keyword: feature.keyword ?? "", name: feature.name, kind: .module, line: feature.location.line - 1,
        until: last, children: spans(children, until: last))
    ]
  }

  /// The outline as a flat list of the protocol's `SymbolInformation`, for `workspace/symbol`:
  /// each symbol at its first line in `uri`, with the name of the symbol it lies in (its
  /// feature, rule or scenario) as its container.
  static func flat(_ analysis: FeatureFileAnalysis, uri: String) -> [RPCValue] {
    var flat: [RPCValue] = []
    func add(_ symbol: RPCValue, container: String?) {
      var information: [String: RPCValue] = [
        "name": symbol["name"] ?? "", "kind": symbol["kind"] ?? .int(Kind.method.rawValue),
        "location": ["uri": .string(uri), "range": symbol["selectionRange"] ?? .null],
      ]
      if let container { information["containerName"] = .string(container) }
      flat.append(.object(information))
      for child in symbol["children"]?.array ?? [] { add(child, container: symbol["name"]?.string) }
    }
    for symbol in symbols(analysis).array ?? [] { add(symbol, container: nil) }
    return flat
  }

  /// A background's or scenario's first line and how to make its symbol.
  fileprivate static func span(
    background: Messages.GherkinDocument.Background?, scenario: Messages.GherkinDocument.Scenario?,
    _ analysis: FeatureFileAnalysis
  ) -> (line: Int, make: (Int) -> RPCValue)? {
    if let background { return (background.location.line - 1, { background.symbol(analysis, until: $0) }) }
    if let scenario { return (scenario.location.line - 1, { scenario.symbol(analysis, until: $0) }) }
    return nil
  }

  /// Each child's symbol, ending where the next one starts.
  fileprivate static func spans(_ children: [(line: Int, make: (Int) -> RPCValue)], until end: Int) -> [RPCValue] {
    children.enumerated().map { index, child in
      child.make(index + 1 < children.count ? max(child.line, children[index + 1].line - 1) : end)
    }
  }

  fileprivate static func symbol(
    _ analysis: FeatureFileAnalysis, keyword: String, name: String, kind: Kind, line: Int, until end: Int,
    children: [RPCValue] = []
  ) -> RPCValue {
    let selection = TextRange(line: line, from: 0, to: analysis.lines.length(line: line))
    var range = selection
    range.end = TextPosition(line: max(line, end), character: analysis.lines.length(line: max(line, end)))
    var object: [String: RPCValue] = [
      "name": .string(name.isEmpty ? keyword : name), "detail": .string(keyword), "kind": .int(kind.rawValue),
      "range": range.json, "selectionRange": selection.json,
    ]
    if !children.isEmpty { object["children"] = .array(children) }
    return .object(object)
  }

  fileprivate static var backgroundKind: Kind { .constructor }
  fileprivate static var scenarioKind: Kind { .method }
  fileprivate static var ruleKind: Kind { .namespace }
  fileprivate static var examplesKind: Kind { .array }
}

extension Messages.GherkinDocument.Background {
  fileprivate func symbol(_ analysis: FeatureFileAnalysis, until end: Int) -> RPCValue {
    DocumentSymbols.symbol(
      analysis, keyword: keyword, name: name, kind: DocumentSymbols.backgroundKind, line: location.line - 1, until: end)
  }
}

extension Messages.GherkinDocument.Scenario {
  fileprivate func symbol(_ analysis: FeatureFileAnalysis, until end: Int) -> RPCValue {
    let children = examples.map { examples -> (line: Int, make: (Int) -> RPCValue) in
      (
        examples.location.line - 1,
        {
          DocumentSymbols.symbol(
            analysis, keyword: examples.keyword, name: examples.name, kind: DocumentSymbols.examplesKind,
            line: examples.location.line - 1, until: $0)
        }
      )
    }
    return DocumentSymbols.symbol(
      analysis, keyword: keyword, name: name, kind: DocumentSymbols.scenarioKind, line: location.line - 1, until: end,
      children: DocumentSymbols.spans(children, until: end))
  }
}

extension Messages.GherkinDocument.Rule {
  fileprivate func symbol(_ analysis: FeatureFileAnalysis, until end: Int) -> RPCValue {
    let children = self.children.compactMap { child in
      DocumentSymbols.span(background: child.background, scenario: child.scenario, analysis)
    }
    return DocumentSymbols.symbol(
      analysis, keyword: keyword, name: name, kind: DocumentSymbols.ruleKind, line: location.line - 1, until: end,
      children: DocumentSymbols.spans(children, until: end))
  }
}
