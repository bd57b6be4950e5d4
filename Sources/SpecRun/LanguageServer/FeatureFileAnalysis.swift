import CucumberMessages
import Foundation
import Gherkin

/// What the language server knows of one open feature file: the app whose steps apply (chosen
/// as a run chooses it, by ``SpecCatalog/folders``), its parse errors, and each step's match.
///
/// ```swift
/// let analysis = FeatureFileAnalysis(text: text, path: "/work/app/Specs/Macho/カウンター.feature", catalog: catalog)
/// analysis.diagnostics        // parse errors, undefined and ambiguous steps
/// analysis.step(onLine: 5)    // the step on the 0-based line 5 and what it matched
/// ```
struct FeatureFileAnalysis {
  /// A step of the file: where it is and how it matched the app's steps.
  struct StepFacts {
    var line: Int
    var keyword: String
    /// The step's text as written (with `<placeholders>` in an outline).
    var text: String
    /// The UTF-16 range of the text after the keyword.
    var textRange: TextRange
    /// Each text the step takes in the file's pickles (one per example row in an outline), with
    /// its match.
    var matches: [(text: String, match: StepMatch)]
    /// The step's type in the pickles (`Context`, `Action`, `Outcome`), as snippets choose their
    /// keyword by it.
    var type: String?

    /// The definitions its texts match (every one of an ambiguous match, a broken one too), each
    /// once, in the order found.
    var definitions: [StepDefinitionEntry] {
      var found: [StepDefinitionEntry] = []
      for (_, match) in matches {
        let definitions: [StepDefinitionEntry] =
          switch match {
          case .matched(let definition, _, _), .broken(let definition, _): [definition]
          case .ambiguous(let matches): matches.map(\.0)
          case .undefined: []
          }
        for definition in definitions where !found.contains(where: { $0.id == definition.id }) {
          found.append(definition)
        }
      }
      return found
    }
  }

  struct Diagnostic {
    enum Severity: Int {
      case error = 1
      case warning = 2
      case information = 3
      case hint = 4
    }
    var range: TextRange
    var severity: Severity
    var code: String
    var message: String
    var related: [(location: CodeLocation, message: String)] = []

    var json: RPCValue {
      var object: [String: RPCValue] = [
        "range": range.json, "severity": .int(severity.rawValue), "source": "specrun", "code": .string(code),
        "message": .string(message),
      ]
      if !related.isEmpty {
        object["relatedInformation"] = .array(
          related.map { item in
            ["location": LanguageServer.location(item.location), "message": .string(item.message)]
          })
      }
      return .object(object)
    }
  }

  let lines: TextLines
  /// The file's language (`en`, `ja`): its `# language:` header.
  let language: String
  /// The steps of the app whose folder holds the file; `nil` when no app's folder does.
  let library: StepLibrary?
  let appName: String?
  private(set) var diagnostics: [Diagnostic] = []
  private(set) var steps: [Int: StepFacts] = [:]
  /// The parsed document, when the file parses.
  private(set) var document: Messages.GherkinDocument?
  /// The snippet for the undefined step on each 0-based line, as a run would print it.
  private(set) var snippets: [Int: String] = [:]
  /// For an undefined step written as it runs (no outline's placeholders), on its 0-based line:
  /// the closest phrasings with the step's values in them, nearest first; what a quick fix
  /// writes in its place (`カウンターに4が表示さる` → `カウンターに4が表示される`).
  private(set) var corrections: [Int: [String]] = [:]

  /// Each step text's match, by app, kept between analyses: typing in a large file matches
  /// only the step that changed.
  final class MatchCache {
    static let limit = 50_000
    private var matches: [Int: [String: StepMatch]] = [:]

    init() {}

    func match(_ text: String, app: Int, among definitions: [StepDefinitionEntry]) -> StepMatch {
      if let known = matches[app]?[text] { return known }
      let match = StepMatch.find(text, among: definitions)
      if matches[app, default: [:]].count >= Self.limit { matches[app] = [:] }
      matches[app, default: [:]][text] = match
      return match
    }
  }

  private let appIndex: Int?
  private let cache: MatchCache

  init(text: String, path: String, catalog: SpecCatalog, cache: MatchCache = MatchCache()) {
    self.cache = cache
    appIndex = catalog.folders.index(of: path)
    lines = TextLines(text)
    language = Self.language(of: lines)
    if let index = appIndex {
      library = catalog.apps[index].steps
      appName = catalog.apps[index].name
    } else {
      library = nil
      appName = nil
      diagnostics.append(
        Diagnostic(
          range: TextRange(line: 0, from: 0, to: lines.length(line: 0)), severity: .warning, code: "no-app",
          message: "No app's steps apply to this file: " + catalog.folders.unboundMessage()))
    }
    let parsed = Gherkin.parse(text, uri: path, mediaType: MediaType(path: path))
    for error in parsed.errors {
      let line = max(0, error.location.line - 1)
      let start = error.location.column.map { lines.character(line: line, column: $0) } ?? 0
      diagnostics.append(
        Diagnostic(
          range: TextRange(line: line, from: start, to: max(start, lines.length(line: line))), severity: .error,
          code: "parse-error", message: error.message))
    }
    guard let document = parsed.document else {
      // Mid-edit: hover and definition still work on lines that read as steps.
      collectStepLines()
      return
    }
    self.document = document
    collectSteps(document, pickles: parsed.pickles)
    if let library { diagnoseSteps(library) }
  }

  private func match(_ text: String, _ definitions: [StepDefinitionEntry]) -> StepMatch {
    appIndex.map { cache.match(text, app: $0, among: definitions) } ?? StepMatch.find(text, among: definitions)
  }

  /// The step on the 0-based `line`, if that line holds one.
  func step(onLine line: Int) -> StepFacts? { steps[line] }

  /// The 0-based lines that hold steps, in order.
  var stepLines: [Int] { steps.keys.sorted() }

  // MARK: - Steps and their matches

  private mutating func collectSteps(_ document: Messages.GherkinDocument, pickles: [Messages.Pickle]) {
    var stepsByID: [String: Messages.GherkinDocument.Step] = [:]
    var outlineStepIDs = Set<String>()
    for (step, isOutline) in Self.allSteps(document) {
      stepsByID[step.id] = step
      if isOutline { outlineStepIDs.insert(step.id) }
    }
    var textsByID: [String: [String]] = [:]
    var typesByID: [String: String] = [:]
    for pickle in pickles {
      for pickleStep in pickle.steps {
        guard let id = pickleStep.firstAstNodeId else { continue }
        typesByID[id] = pickleStep.type
        if !(textsByID[id]?.contains(pickleStep.text) ?? false) { textsByID[id, default: []].append(pickleStep.text) }
      }
    }
    let definitions = library?.definitions ?? []
    for step in stepsByID.values {
      let line = step.location.line - 1
      let keywordStart = (step.location.column ?? 1)
      let afterKeyword = lines.character(line: line, column: keywordStart + step.keyword.unicodeScalars.count)
      let textStart = afterKeyword + Self.leadingSpaces(lines.line(line), from: afterKeyword)
      let textEnd = max(textStart, String(lines.line(line)).trimmingTrailingWhitespace.utf16.count)
      // A step no pickle uses is matched as written, unless it is an outline's with placeholders
      // (examples without rows run nothing, and `<n>` is no step's text).
      let texts = textsByID[step.id] ?? (outlineStepIDs.contains(step.id) && step.text.contains("<") ? [] : [step.text])
      steps[line] = StepFacts(
        line: line, keyword: step.keyword, text: step.text,
        textRange: TextRange(line: line, from: textStart, to: textEnd),
        matches: library == nil ? [] : texts.map { ($0, match($0, definitions)) }, type: typesByID[step.id])
    }
  }

  /// Steps found line by line, for a file that does not parse: a line starting with a step
  /// keyword outside doc strings.
  private mutating func collectStepLines() {
    let keywords = Self.stepKeywords(language)
    let definitions = library?.definitions ?? []
    var docStrings = DocStringTracker()
    for (index, line) in lines.lines.enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if docStrings.belongsToDocString(trimmed) { continue }
      guard let keyword = keywords.first(where: { trimmed.hasPrefix($0) }) else { continue }
      let afterKeyword = line.utf16.count - trimmed.utf16.count + keyword.utf16.count
      let textStart = afterKeyword + Self.leadingSpaces(line, from: afterKeyword)
      let text = String(String(trimmed.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces))
      guard !text.isEmpty else { continue }
      let textEnd = max(textStart, String(line).trimmingTrailingWhitespace.utf16.count)
      steps[index] = StepFacts(
        line: index, keyword: keyword, text: text, textRange: TextRange(line: index, from: textStart, to: textEnd),
        matches: library == nil ? [] : [(text, match(text, definitions))])
    }
  }

  private mutating func diagnoseSteps(_ library: StepLibrary) {
    var undefined: [Messages.Pickle.Step] = []
    var undefinedLines: [(line: Int, step: Messages.Pickle.Step)] = []
    for line in steps.keys.sorted() {
      let facts = steps[line]!
      for (index, (text, match)) in facts.matches.enumerated() {
        if case .undefined = match {
          let step = Messages.Pickle.Step(astNodeIds: [], id: "\(line):\(index)", type: facts.type, text: text)
          undefined.append(step)
          undefinedLines.append((line, step))
        }
      }
    }
    let snippetWriter = SnippetWriter(library: library, undefinedSteps: undefined)
    // "Did you mean", as a run says it in the file's language; the book is made only for a file
    // with an undefined step.
    let book =
      undefinedLines.isEmpty ? nil : StepPhrasebook(app: appName ?? "", library: library, examples: MessageQuery([]))
    var reportedUndefined = Set<Int>()
    for (line, step) in undefinedLines where !reportedUndefined.contains(line) {
      reportedUndefined.insert(line)
      snippets[line] = snippetWriter.snippet(for: step)
      let suggestion = book?.didYouMean(step.text, language: language)
      if let book, steps[line]!.matches.count == 1, steps[line]!.text == step.text {
        corrections[line] = book.closest(to: step.text).compactMap { book.filledInCompletely($0, from: step.text) }
      }
      diagnostics.append(
        Diagnostic(
          range: steps[line]!.textRange, severity: .warning, code: "undefined-step",
          message:
            "Undefined step: no step definition of \(appLabel) matches \"\(step.text)\"."
            + (suggestion.map { " " + $0 } ?? "") + " Paste this into its steps:\n\n"
            + snippetWriter.snippet(for: step)))
    }
    for line in steps.keys.sorted() {
      let facts = steps[line]!
      for (text, match) in facts.matches {
        switch match {
        case .ambiguous(let matches):
          let definitions = matches.map(\.0)
          diagnostics.append(
            Diagnostic(
              range: facts.textRange, severity: .error, code: "ambiguous-step",
              message: StepMatch.ambiguityMessage(text, definitions),
              related: definitions.map { ($0.location, "\"\($0.pattern)\" matches \"\(text)\"") }))
        case .broken(let definition, let message):
          diagnostics.append(
            Diagnostic(
              range: facts.textRange, severity: .error, code: "broken-step", message: message,
              related: [(definition.location, "\"\(definition.pattern)\"")]))
        case .matched, .undefined:
          continue
        }
        break
      }
    }
  }

  /// Where a new step definition for this file goes: the Swift file holding most of the
  /// definitions its steps match (else the app's first), before its first definition.
  var placeForNewDefinitions: CodeLocation? {
    guard let library else { return nil }
    var counts: [String: Int] = [:]
    for facts in steps.values {
      for (_, match) in facts.matches {
        if case .matched(let definition, _, _) = match { counts[definition.location.filePath, default: 0] += 1 }
      }
    }
    let file =
      counts.max { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }?.key
      ?? library.definitions.first?.location.filePath
    return library.definitions.filter { $0.location.filePath == file }.map(\.location).min { $0.line < $1.line }
  }

  private var appLabel: String { appName.map { $0.isEmpty ? "this package" : $0 } ?? "this package" }

  /// Every step of the document, and whether it is an outline's (its scenario has examples; one
  /// without is a plain scenario, replayed as written, placeholders and all).
  private static func allSteps(_ document: Messages.GherkinDocument) -> [(
    step: Messages.GherkinDocument.Step, isOutline: Bool
  )] {
    guard let feature = document.feature else { return [] }
    func steps(of scenario: Messages.GherkinDocument.Scenario) -> [(
      step: Messages.GherkinDocument.Step, isOutline: Bool
    )] {
      scenario.steps.map { ($0, !scenario.examples.isEmpty) }
    }
    var result: [(step: Messages.GherkinDocument.Step, isOutline: Bool)] = []
    for child in feature.children {
      result += (child.background?.steps ?? []).map { ($0, false) }
      if let scenario = child.scenario { result += steps(of: scenario) }
      for child in child.rule?.children ?? [] {
        result += (child.background?.steps ?? []).map { ($0, false) }
        if let scenario = child.scenario { result += steps(of: scenario) }
      }
    }
    return result
  }

  private static func leadingSpaces(_ line: Substring, from character: Int) -> Int {
    var count = 0
    for unit in line.utf16.dropFirst(character) {
      guard unit == 0x20 || unit == 0x09 || unit == 0x3000 else { break }
      count += 1
    }
    return count
  }

  // MARK: - Language

  /// The language a `# language: xx` header before the first other line names, `en` without one.
  static func language(of lines: TextLines) -> String {
    for line in lines.lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      guard trimmed.hasPrefix("#") else { break }
      let comment = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
      if comment.hasPrefix("language:") {
        let name = comment.dropFirst("language:".count).trimmingCharacters(in: .whitespaces)
        if GherkinDialect.named(name) != nil { return name }
      }
    }
    return "en"
  }

  /// The dialect's step keywords, longest first (`Given `, `前提`, `* `).
  static func stepKeywords(_ language: String) -> [String] {
    let dialect = GherkinDialect.named(language) ?? .english
    var seen = Set<String>()
    return (dialect.given + dialect.when + dialect.then + dialect.and + dialect.but)
      .filter { seen.insert($0).inserted }
      .sorted { $0.count > $1.count }
  }
}

extension String {
  var trimmingTrailingWhitespace: Substring {
    var text = self[...]
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }
}
