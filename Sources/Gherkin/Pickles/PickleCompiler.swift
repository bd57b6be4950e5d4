/// Compiles a `GherkinDocument` into pickles, in document order, taking ids from the shared
/// generator (each pickle's steps before the pickle).
///
/// ```swift
/// let pickles = PickleCompiler(ids: IdGenerator(.incrementing)).compile(document, uri: "a.feature")
/// ```
public struct PickleCompiler {
  private let ids: IdGenerator

  public init(ids: IdGenerator) {
    self.ids = ids
  }

  public func compile(_ document: GherkinDocument, uri: String) -> [Pickle] {
    guard let feature = document.feature else { return [] }
    var pickles: [Pickle] = []
    var backgroundSteps: [Step] = []
    for child in feature.children {
      switch child {
      case .background(let background):
        backgroundSteps += background.steps
      case .scenario(let scenario):
        compile(scenario, inheritedTags: feature.tags, backgroundSteps, feature.language, uri, into: &pickles)
      case .rule(let rule):
        var ruleBackgroundSteps = backgroundSteps
        let tags = feature.tags + rule.tags
        for ruleChild in rule.children {
          switch ruleChild {
          case .background(let background):
            ruleBackgroundSteps += background.steps
          case .scenario(let scenario):
            compile(scenario, inheritedTags: tags, ruleBackgroundSteps, feature.language, uri, into: &pickles)
          }
        }
      }
    }
    return pickles
  }

  private func compile(
    _ scenario: Scenario, inheritedTags: [Tag], _ backgroundSteps: [Step], _ language: String,
    _ uri: String, into pickles: inout [Pickle]
  ) {
    if scenario.examples.isEmpty {
      var steps: [PickleStep] = []
      if !scenario.steps.isEmpty {
        var lastType = StepKeywordType.unknown
        for step in backgroundSteps + scenario.steps {
          lastType = resolvedType(step, after: lastType)
          steps.append(pickleStep(step, type: lastType, placeholders: .none, row: nil))
        }
      }
      pickles.append(
        Pickle(
          id: ids.newId(), uri: uri, location: scenario.location, name: scenario.name, language: language,
          steps: steps, tags: pickleTags(inheritedTags + scenario.tags), astNodeIds: [scenario.id]))
      return
    }
    for examples in scenario.examples {
      guard let header = examples.tableHeader else { continue }
      let variables = header.cells.map(\.value)
      for row in examples.tableBody {
        let values = row.cells.map(\.value)
        let placeholders = Placeholders(variables: variables, values: values)
        var steps: [PickleStep] = []
        if !scenario.steps.isEmpty {
          var lastType = StepKeywordType.unknown
          for step in backgroundSteps {
            lastType = resolvedType(step, after: lastType)
            steps.append(pickleStep(step, type: lastType, placeholders: .none, row: nil))
          }
          for step in scenario.steps {
            lastType = resolvedType(step, after: lastType)
            steps.append(pickleStep(step, type: lastType, placeholders: placeholders, row: row))
          }
        }
        pickles.append(
          Pickle(
            id: ids.newId(), uri: uri, location: row.location,
            name: Self.interpolate(scenario.name, placeholders), language: language, steps: steps,
            tags: pickleTags(inheritedTags + scenario.tags + examples.tags), astNodeIds: [scenario.id, row.id]))
      }
    }
  }

  private func resolvedType(_ step: Step, after last: StepKeywordType) -> StepKeywordType {
    step.keywordType == .conjunction ? last : (step.keywordType ?? .unknown)
  }

  private func pickleStep(_ step: Step, type: StepKeywordType, placeholders: Placeholders, row: TableRow?)
    -> PickleStep
  {
    var argument: PickleStepArgument?
    if step.dataTable != nil || step.docString != nil {
      var tableIndex: Int?
      var docIndex: Int?
      if let table = step.dataTable, let doc = step.docString {
        let tableFirst = doc.location.line > table.location.line
        tableIndex = tableFirst ? 1 : 2
        docIndex = tableFirst ? 2 : 1
      }
      argument = PickleStepArgument(
        docString: step.docString.map { doc in
          PickleDocString(
            mediaType: doc.mediaType.map { Self.interpolate($0, placeholders) },
            content: Self.interpolate(doc.content, placeholders), argumentIndex: docIndex)
        },
        dataTable: step.dataTable.map { table in
          PickleTable(
            rows: table.rows.map { $0.cells.map { Self.interpolate($0.value, placeholders) } },
            argumentIndex: tableIndex)
        })
    }
    var astNodeIds = [step.id]
    if let row { astNodeIds.append(row.id) }
    return PickleStep(
      id: ids.newId(), text: Self.interpolate(step.text, placeholders), type: type, argument: argument,
      astNodeIds: astNodeIds)
  }

  private func pickleTags(_ tags: [Tag]) -> [PickleTag] {
    tags.map { PickleTag(name: $0.name, astNodeId: $0.id) }
  }

  /// Replaces each `<name>` with its value, one header column after another (so a value may
  /// itself contain a later column's placeholder, as in the official compiler).
  static func interpolate(_ text: String, _ variables: [String], _ values: [String]) -> String {
    interpolate(text, Placeholders(variables: variables, values: values))
  }

  /// The `<name>` → value pairs of one examples row, as UTF-8 bytes.
  struct Placeholders {
    let pairs: [(placeholder: [UInt8], value: [UInt8])]
    static let none = Placeholders(variables: [], values: [])

    init(variables: [String], values: [String]) {
      pairs = zip(variables, values).map { (Array(("<" + $0 + ">").utf8), Array($1.utf8)) }
    }
  }

  static func interpolate(_ text: String, _ placeholders: Placeholders) -> String {
    guard !placeholders.pairs.isEmpty, text.utf8.contains(UInt8(ascii: "<")) else { return text }
    var result = Array(text.utf8)
    var changed = false
    for (placeholder, value) in placeholders.pairs {
      if let replaced = replacingAll(placeholder, with: value, in: result) {
        result = replaced
        changed = true
      }
    }
    return changed ? String(decoding: result, as: UTF8.self) : text
  }

  /// `text` with every non-overlapping `pattern` replaced, or `nil` when there is none.
  private static func replacingAll(_ pattern: [UInt8], with replacement: [UInt8], in text: [UInt8]) -> [UInt8]? {
    guard pattern.count <= text.count else { return nil }
    var output: [UInt8] = []
    var index = 0
    var copied = 0
    let first = pattern[0]
    while index + pattern.count <= text.count {
      if text[index] == first && text[index..<(index + pattern.count)].elementsEqual(pattern) {
        if output.isEmpty { output.reserveCapacity(text.count + replacement.count) }
        output.append(contentsOf: text[copied..<index])
        output.append(contentsOf: replacement)
        index += pattern.count
        copied = index
      } else {
        index += 1
      }
    }
    guard copied > 0 else { return nil }
    output.append(contentsOf: text[copied...])
    return output
  }
}
