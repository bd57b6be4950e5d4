import CucumberMessages

/// Compiles a `GherkinDocument` message into pickle messages, in document order, taking ids from the shared
/// generator (each pickle's steps before the pickle).
///
/// ```swift
/// let pickles = PickleCompiler(ids: IdGenerator(.incrementing)).compile(document, uri: "a.feature")
/// ```
public struct PickleCompiler {
  private let ids: IdGenerator

  /// A compiler whose pickles take their ids from `ids`, shared with the parser of the run.
  public init(ids: IdGenerator) {
    self.ids = ids
  }

  /// The pickles of `document` (from the file at `uri`): one per scenario, and one per row of
  /// each outline's examples, with background steps first and tags inherited.
  public func compile(_ document: Messages.GherkinDocument, uri: String) -> [Messages.Pickle] {
    var pickles: [Messages.Pickle] = []
    pickles.reserveCapacity(Self.pickleCount(of: document))
    compileEach(document, uri: uri) { pickles.append($0) }
    return pickles
  }

  /// How many pickles `document` makes: one per scenario, and one per body row of each outline's
  /// examples that have a header. The list is made once at its size (grown pickle by pickle, a
  /// file of 74 pickles moved its list seven times).
  static func pickleCount(of document: Messages.GherkinDocument) -> Int {
    guard let feature = document.feature else { return 0 }
    var count = 0
    for child in feature.children {
      if child.readScenario({ count += pickleCount(of: $0) }) { continue }
      guard let rule = child.rule else { continue }
      for ruleChild in rule.children {
        ruleChild.readScenario { count += pickleCount(of: $0) }
      }
    }
    return count
  }

  private static func pickleCount(of scenario: Scenario) -> Int {
    if scenario.examples.isEmpty { return 1 }
    return scenario.examples.withUnsafeBufferPointer { allExamples in
      var count = 0
      for index in allExamples.indices where allExamples[index].tableHeader != nil {
        count += allExamples[index].tableBody.count
      }
      return count
    }
  }

  /// Compiles `document` one pickle at a time, handing each to `body` as soon as it is made, so a
  /// caller that converts or sends each one never holds them all (ids are taken as in
  /// ``compile(_:uri:)``).
  ///
  /// ```swift
  /// PickleCompiler(ids: ids).compile(document, uri: "a.feature") { pickle in send(pickle) }
  /// ```
  public func compile(_ document: Messages.GherkinDocument, uri: String, each body: (Messages.Pickle) -> Void) {
    compileEach(document, uri: uri) { body($0) }
  }

  /// How many ids compiling `document` takes from the generator: one per pickle and one per
  /// pickle step. Read from the document without compiling it, so that a parse side by side with
  /// others knows where the next file's ids start as soon as this file's document is built.
  ///
  /// ```swift
  /// let taken = PickleCompiler(ids: ids).idCount(of: document)   // ids.count grows by this much in compile
  /// ```
  func idCount(of document: Messages.GherkinDocument) -> Int {
    var count = 0
    forEachScenario(in: document) { scenario, _, background in
      let steps = scenario.steps.isEmpty ? 0 : background.templates.count + scenario.steps.count
      count += Self.pickleCount(of: scenario) * (1 + steps)
    }
    return count
  }

  /// ``compile(_:uri:each:)`` handing over each pickle itself, so that a caller that keeps it
  /// (appends it to a list) takes it as it is instead of copying it.
  private func compileEach(
    _ document: Messages.GherkinDocument, uri: String, _ body: (consuming Messages.Pickle) -> Void
  ) {
    guard let language = document.feature?.language else { return }
    forEachScenario(in: document) { scenario, inheritedTags, background in
      compile(scenario, inheritedTags: inheritedTags, background, language, uri, body)
    }
  }

  /// Hands `body` each scenario of `document` in order, read where it lies, with the tags its
  /// pickles inherit and the background steps they start with: the one walk that both compiling
  /// and ``idCount(of:)`` take, so they never disagree.
  private func forEachScenario(
    in document: Messages.GherkinDocument,
    _ body: (Scenario, [Messages.Pickle.Tag], BackgroundSteps) -> Void
  ) {
    guard let feature = document.feature else { return }
    var background = BackgroundSteps()
    let featureTags = pickleTags(feature.tags, after: [])
    for child in feature.children {
      if let value = child.background {
        background.append(value.steps, compiler: self)
        continue
      }
      // A scenario is read where it lies: taken out of its child, it would be a copy of all its parts.
      let isScenario = child.readScenario { scenario in body(scenario, featureTags, background) }
      if !isScenario, let rule = child.rule {
        var ruleBackground = background
        let tags = pickleTags(rule.tags, after: featureTags)
        for ruleChild in rule.children {
          if let value = ruleChild.background {
            ruleBackground.append(value.steps, compiler: self)
          } else {
            ruleChild.readScenario { body($0, tags, ruleBackground) }
          }
        }
      }
    }
  }

  /// The background steps every pickle in scope starts with, compiled once: each pickle copies
  /// them and only gives each copy a fresh id.
  struct BackgroundSteps {
    private(set) var templates: [Messages.Pickle.Step] = []
    /// The kind of the last background step, which an `And` in the scenario continues.
    private(set) var lastType = Messages.Pickle.Step.StepType.unknown

    mutating func append(_ steps: [Step], compiler: PickleCompiler) {
      steps.withUnsafeBufferPointer { steps in
        guard let first = steps.baseAddress else { return }
        for step in first..<first + steps.count {
          lastType = compiler.resolvedType(step.pointee.keywordType, after: lastType)
          templates.append(compiler.pickleStep(step, id: "", type: lastType, placeholders: .none, rowId: nil))
        }
      }
    }
  }

  private func compile(
    _ scenario: Scenario, inheritedTags: [Messages.Pickle.Tag], _ background: BackgroundSteps, _ language: String,
    _ uri: String, _ emit: (consuming Pickle) -> Void
  ) {
    let scenarioTags = pickleTags(scenario.tags, after: inheritedTags)
    if scenario.examples.isEmpty {
      let steps = pickleSteps(scenario.steps, after: background, placeholders: .none, rowId: nil)
      emit(
        Pickle(
          id: ids.newId(), uri: uri, location: scenario.location, name: scenario.name, language: language,
          steps: steps, tags: scenarioTags, astNodeIds: Messages.AstNodeIds(scenario.id)))
      return
    }
    // Examples and rows are read in place through their buffers (each read out of its array
    // would be a copy of all its parts).
    scenario.examples.withUnsafeBufferPointer { allExamples in
      for examples in allExamples.indices.lazy.map({ allExamples.baseAddress.unsafelyUnwrapped + $0 }) {
        guard let header = examples.pointee.tableHeader else { continue }
        let namesHoldBrackets = Placeholders.holdBrackets(header.cells)
        let tags = pickleTags(examples.pointee.tags, after: scenarioTags)
        examples.pointee.tableBody.withUnsafeBufferPointer { rows in
          for row in rows.indices.lazy.map({ rows.baseAddress.unsafelyUnwrapped + $0 }) {
            // The header's and the row's cells are read where they are: no list per table or row.
            let placeholders = Placeholders(
              names: header.cells, values: row.pointee.cells, namesHoldBrackets: namesHoldBrackets)
            let rowId = row.pointee.id
            let steps = pickleSteps(scenario.steps, after: background, placeholders: placeholders, rowId: rowId)
            emit(
              Pickle(
                id: ids.newId(), uri: uri, location: row.pointee.location,
                name: Self.interpolate(scenario.name, placeholders), language: language, steps: steps,
                tags: tags, astNodeIds: Messages.AstNodeIds(scenario.id, rowId)))
          }
        }
      }
    }
  }

  /// A pickle's steps: copies of the background's, then the scenario's (none at all when the
  /// scenario has no steps). Steps are read in place, not copied, as this runs once per pickle.
  private func pickleSteps(
    _ scenarioSteps: [Step], after background: BackgroundSteps, placeholders: Placeholders, rowId: String?
  ) -> [Messages.Pickle.Step] {
    if scenarioSteps.isEmpty { return [] }
    var steps: [Messages.Pickle.Step] = []
    steps.reserveCapacity(background.templates.count + scenarioSteps.count)
    // Steps and templates are read in place through their buffers: reading an array's element
    // into an argument copies the whole step (a retain per string and box, then a release), and
    // so does handing a step read from a buffer to a function; a pointer to it is handed instead.
    background.templates.withUnsafeBufferPointer { templates in
      for index in templates.indices {
        // Appended as it is and given its id in place: one copy of the template, not two.
        steps.append(templates[index])
        steps[steps.count - 1].id = ids.newId()
      }
    }
    var lastType = background.lastType
    scenarioSteps.withUnsafeBufferPointer { scenarioSteps in
      guard let first = scenarioSteps.baseAddress else { return }
      for step in first..<first + scenarioSteps.count {
        lastType = resolvedType(step.pointee.keywordType, after: lastType)
        let id = ids.newId()
        steps.append(pickleStep(step, id: id, type: lastType, placeholders: placeholders, rowId: rowId))
      }
    }
    return steps
  }

  /// The pickle step type of a step whose message spells its keyword type `keywordType`
  /// (`"Context"`, …), with `And`/`But` (`"Conjunction"`) taking the type before them.
  private func resolvedType(_ keywordType: String?, after last: Messages.Pickle.Step.StepType)
    -> Messages.Pickle.Step.StepType
  {
    guard let keywordType else { return .unknown }
    let conjunction = StepKeywordType.conjunction.rawValue
    if Messages.Pickle.Step.StepType.isBitForBit(keywordType, conjunction) { return last }
    let type = Messages.Pickle.Step.StepType(keywordType)
    if case .other = type, keywordType == conjunction { return last }
    return type
  }

  /// The pickle step made from the document's step at `step` (read in place, see `pickleSteps`).
  private func pickleStep(
    _ step: UnsafePointer<Step>, id: String, type: Messages.Pickle.Step.StepType, placeholders: Placeholders,
    rowId: String?
  ) -> Messages.Pickle.Step {
    // Each part is read from the step where it lies: the step itself is not copied.
    let docString = step.pointee.docString
    let dataTable = step.pointee.dataTable
    var argument: Messages.Pickle.Argument?
    if dataTable != nil || docString != nil {
      var tableIndex: Int?
      var docIndex: Int?
      if let table = dataTable, let doc = docString {
        let tableFirst = doc.location.line > table.location.line
        tableIndex = tableFirst ? 1 : 2
        docIndex = tableFirst ? 2 : 1
      }
      argument = Messages.Pickle.Argument(
        docString: docString.map { doc in
          Messages.Pickle.DocString(
            mediaType: doc.mediaType.map { Self.interpolate($0, placeholders) },
            content: Self.interpolate(doc.content, placeholders), argumentIndex: docIndex)
        },
        dataTable: dataTable.map { table in
          Messages.Pickle.Table(
            rows: table.rows.map { row in
              Messages.Pickle.Row(
                cells: row.cells.map { Messages.Pickle.Cell(value: Self.interpolate($0.value, placeholders)) })
            },
            argumentIndex: tableIndex)
        })
    }
    return Messages.Pickle.Step(
      argument: argument, astNodeIds: Messages.AstNodeIds(step.pointee.id, rowId), id: id, stepType: type,
      text: Self.interpolate(step.pointee.text, placeholders))
  }

  /// The inherited pickle tags followed by `tags` (the inherited array itself, shared, when
  /// there are none to add).
  private func pickleTags(_ tags: [Tag], after inherited: [Messages.Pickle.Tag]) -> [Messages.Pickle.Tag] {
    if tags.isEmpty { return inherited }
    var result = inherited
    result.reserveCapacity(inherited.count + tags.count)
    for tag in tags { result.append(Messages.Pickle.Tag(name: tag.name, astNodeId: tag.id)) }
    return result
  }

  /// The placeholders of an examples table, read from its cells in place: each header cell
  /// `name` stands for `<name>` in a text, and the row's cell in the same column is its value.
  struct Placeholders {
    let names: [TableCell]
    let values: [TableCell]
    /// Whether no name or value holds `<` or `>`. Then no two placeholders in a text overlap and
    /// no value forms a new one, so one pass over the text gives what replacing one column after
    /// another gives.
    let isSinglePass: Bool
    static let none = Placeholders(names: [], values: [], namesHoldBrackets: false)

    /// `namesHoldBrackets` is ``holdBrackets(_:)`` of `names`, asked once per table.
    init(names: [TableCell], values: [TableCell], namesHoldBrackets: Bool) {
      self.names = names
      self.values = values
      isSinglePass = !namesHoldBrackets && !Self.holdBrackets(values)
    }

    /// Whether any of `cells` holds `<` or `>`.
    static func holdBrackets(_ cells: [TableCell]) -> Bool {
      let isBracket = { (byte: UInt8) in byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") }
      // Each value's bytes are read where they lie (a string's own iterator costs several times more).
      return cells.contains { cell in
        cell.value.utf8.withContiguousStorageIfAvailable { $0.contains(where: isBracket) }
          ?? cell.value.utf8.contains(where: isBracket)
      }
    }
  }

  static func interpolate(_ text: String, _ placeholders: Placeholders) -> String {
    guard !placeholders.names.isEmpty, !placeholders.values.isEmpty else { return text }
    if placeholders.isSinglePass { return PlaceholderPieces.filling(text, with: placeholders) }
    var source = text
    // The first replacement reads the text's own bytes; only a text that changes is copied.
    return source.withUTF8 { bytes -> String in
      guard bytes.contains(UInt8(ascii: "<")) else { return text }
      var result: [UInt8]?
      for (name, value) in zip(placeholders.names, placeholders.values) {
        let placeholder = Array("<\(name.value)>".utf8)
        let replaced =
          if let current = result {
            current.withUnsafeBufferPointer { replacingAll(placeholder, with: value.value, in: $0) }
          } else {
            replacingAll(placeholder, with: value.value, in: bytes)
          }
        if let replaced { result = replaced }
      }
      return result.map { String(decoding: $0, as: UTF8.self) } ?? text
    }
  }

  /// `text` with every non-overlapping `pattern` replaced, or `nil` when there is none.
  private static func replacingAll(
    _ pattern: [UInt8], with replacement: String, in text: UnsafeBufferPointer<UInt8>
  ) -> [UInt8]? {
    guard !pattern.isEmpty, pattern.count <= text.count else { return nil }
    var output: [UInt8] = []
    var index = 0
    var copied = 0
    let first = pattern[0]
    while index + pattern.count <= text.count {
      if text[index] == first && UTF8Text.hasPrefix(pattern, in: text, from: index, to: text.count) {
        if output.isEmpty { output.reserveCapacity(text.count + replacement.utf8.count) }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<index]))
        output.append(contentsOf: replacement.utf8)
        index += pattern.count
        copied = index
      } else {
        index += 1
      }
    }
    guard copied > 0 else { return nil }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
    return output
  }
}
