import Foundation
import Gherkin

/// Every step phrasing a writer of one app's scenarios may use, in the words they write: the
/// keyword of the scenario's language (前提/もし/ならば, Given/When/Then), the phrasing with its
/// parameters (`カウンターに{int}が表示される`), a real line of the app's scenarios that uses it,
/// and each parameter type explained in words. `specrun steps` prints it; the HTML page shows it.
///
/// ```swift
/// let book = StepPhrasebook(app: "Macho", library: MachoSpecs.steps, examples: query)
/// book.phrasings[0].keyword   // "前提"
/// book.phrasings[0].pattern   // "カウンターが{int}"
/// book.phrasings[0].example   // Specs/Macho/カウンター.feature:5 「前提 カウンターが0」
/// book.parameterTypes         // [{int}: 整数（3、-12 など）, …]
/// ```
///
/// Examples come from a run's test cases (a `--dry-run` is enough; they are all planned before
/// the first scenario starts): the first step, in file order, that matched the definition alone. A phrasing's language is its example's; without
/// one, Japanese when the phrasing is written in Japanese script, English otherwise.
public struct StepPhrasebook: Sendable {
  /// One step definition, as a writer sees it.
  public struct Phrasing: Sendable, Equatable {
    /// The keyword in the phrasing's language (`ならば`, `Then`); `*` for a definition of any
    /// keyword without an example.
    public var keyword: String
    /// The definition's pattern as written (`カウンターに{int}が表示される`).
    public var pattern: String
    /// The Gherkin language code the phrasing is written in.
    public var language: String
    /// The names of the parameter types it uses, in order (`["int"]`).
    public var parameterTypes: [String]
    /// A step of the app's scenarios that uses it.
    public var example: Example?
  }

  /// A step as written in a scenario file: `Specs/Macho/カウンター.feature:9`, `ならば カウンターに2が表示される`.
  public struct Example: Sendable, Equatable {
    /// The scenario file.
    public var uri: String
    /// The step's line in it.
    public var line: Int
    /// The keyword as written, then the text.
    public var step: String

    /// `Specs/Macho/カウンター.feature:9`: where an editor can jump to it.
    public var place: String { "\(uri):\(line)" }
  }

  /// A parameter type and what its values look like, in the book's language.
  public struct ParameterTypeExplanation: Sendable, Equatable {
    /// The type's name, as written between braces (`int` for `{int}`).
    public var name: String
    /// `nil` when the type was defined without explanations.
    public var words: String?
  }

  /// The app's name (`""` for a package with one app).
  public var app: String
  /// The language most phrasings are written in; the book's own words and explanations use it.
  public var language: String
  /// Given, then When, then Then, then any-keyword phrasings, each group in definition order.
  public var phrasings: [Phrasing]
  /// Each parameter type the phrasings use, in order of first use.
  public var parameterTypes: [ParameterTypeExplanation]
  /// The library's parameter types, to fill a phrasing's parameters for ``closest(to:)``.
  let registry: ParameterTypeRegistry

  /// The phrasebook of `library`, with examples from the test cases of `query` that are in the
  /// app's files (every test case when `app` is `""` or `layout` has one app).
  public init(app: String, library: StepLibrary, examples query: MessageQuery, layout: ReportLayout = ReportLayout()) {
    let examples = Self.examples(query, app: app, layout: layout)
    let order: [StepKeyword] = [.given, .when, .then, .step]
    let definitions = order.flatMap { keyword in library.definitions.filter { $0.keyword == keyword } }
    phrasings = definitions.map { definition in
      let found = examples[DefinitionKey(definition)]
      let language = found?.language ?? (Self.isJapanese(definition.pattern) ? "ja" : "en")
      return Phrasing(
        keyword: Self.keyword(definition.keyword, language: language, written: found?.keyword),
        pattern: definition.pattern, language: language,
        parameterTypes: definition.isRegularExpression ? [] : Self.parameterNames(in: definition.pattern),
        example: found?.example)
    }
    language = Self.majority(phrasings.map(\.language))
    var seen = Set<String>()
    let names = phrasings.flatMap(\.parameterTypes).filter { seen.insert($0).inserted }
    let book = language
    parameterTypes = names.map { name in
      ParameterTypeExplanation(name: name, words: library.parameterTypes.lookup(name: name)?.explanation(in: book))
    }
    self.app = app
    self.registry = library.parameterTypes
  }

  /// A definition as the message stream names it: its pattern and where it was written.
  private struct DefinitionKey: Hashable {
    var pattern: String
    var file: String
    var line: Int

    init(_ definition: StepDefinitionEntry) {
      self.init(pattern: definition.pattern, file: definition.location.filePath, line: definition.location.line)
    }

    init(pattern: String, file: String, line: Int) {
      self.pattern = pattern
      self.file = file
      self.line = line
    }
  }

  private struct FoundExample {
    var example: Example
    var language: String
    var keyword: String
  }

  /// The first step (in file order) each definition matched alone, by definition.
  private static func examples(_ query: MessageQuery, app: String, layout: ReportLayout) -> [DefinitionKey:
    FoundExample]
  {
    // Each definition's key, numbered once: a step asks for its definition's number (its id's
    // hash), not for the key's (the pattern and file hashed again for every step).
    var keys: [DefinitionKey] = []
    var numberOfKey: [DefinitionKey: Int] = [:]
    var numberOfID: [String: Int] = [:]
    for definition in query.stepDefinitions {
      let key = DefinitionKey(
        pattern: definition.pattern.source, file: definition.sourceReference.uri ?? "",
        line: Int(definition.sourceReference.location?.line ?? 0))
      if numberOfKey[key] == nil {
        numberOfKey[key] = keys.count
        keys.append(key)
      }
      numberOfID[definition.id] = numberOfKey[key]
    }
    var found: [FoundExample?] = Array(repeating: nil, count: keys.count)
    var foundCount = 0
    let onlyApp = app.isEmpty || !layout.folders.hasSeveralApps
    // Every test case is planned before the first one starts: a report made while the run goes
    // on finds examples in files that have not run yet.
    let testCases = Dictionary(query.testCases.map { ($0.pickleId, $0) }, uniquingKeysWith: { first, _ in first })
    // A file's pickles come together, and its app is looked up once (a path made absolute).
    var lastFile: (uri: String, isApps: Bool)?
    func isApps(_ uri: String) -> Bool {
      if let lastFile, lastFile.uri == uri { return lastFile.isApps }
      let answer = layout.app(of: uri) == app
      lastFile = (uri, answer)
      return answer
    }
    // Once every definition has its example, the rest of the run's pickles add none.
    for pickle in query.pickles where foundCount < keys.count {
      guard onlyApp || isApps(pickle.uri), let testCase = testCases[pickle.id] else { continue }
      // Looked up for the first step that gives an example: most steps of a large run give none.
      var lineage: MessageQuery.Lineage??
      for step in testCase.testSteps {
        guard let ids = step.stepDefinitionIds, ids.count == 1, let number = numberOfID[ids[0]], found[number] == nil,
          let pickleStep = query.pickleStep(of: step)
        else { continue }
        if lineage == nil { lineage = query.lineage(of: pickle) }
        guard let written = query.gherkinStep(of: pickleStep, in: lineage!) else { continue }
        let keyword = written.keyword.trimmedOfWhitespace
        found[number] = FoundExample(
          example: Example(uri: pickle.uri, line: Int(written.location.line), step: keyword + " " + pickleStep.text),
          language: pickle.language, keyword: keyword)
        foundCount += 1
      }
    }
    var examples: [DefinitionKey: FoundExample] = [:]
    for (number, example) in found.enumerated() { examples[keys[number]] = example }
    return examples
  }

  /// The keyword of `language` for a definition's keyword; a step written with `And`/`かつ`
  /// shows the definition's own keyword, a definition of any keyword the one written.
  private static func keyword(_ keyword: StepKeyword, language: String, written: String?) -> String {
    let dialect = GherkinDialect.named(language) ?? .english
    let choices: [String]
    switch keyword {
    case .given: choices = dialect.given
    case .when: choices = dialect.when
    case .then: choices = dialect.then
    case .step: return written ?? "*"
    }
    let words = choices.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "*" }
    return words.first ?? "*"
  }

  /// `["int", "カギ括弧"]` for `{int}人が{カギ括弧}を押す`; escaped braces (`\{`) are text.
  static func parameterNames(in pattern: String) -> [String] {
    var names: [String] = []
    var name: String?
    var escaped = false
    for character in pattern {
      if escaped {
        escaped = false
        name?.append(character)
      } else if character == "\\" {
        escaped = true
      } else if character == "{" {
        name = ""
      } else if character == "}", let finished = name {
        names.append(finished)
        name = nil
      } else {
        name?.append(character)
      }
    }
    return names
  }

  /// The language most often in `languages` (the first in alphabetical order on a tie; English
  /// when there is none).
  static func majority(_ languages: [String]) -> String {
    let counts = Dictionary(languages.map { ($0, 1) }, uniquingKeysWith: +)
    return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key ?? "en"
  }

  /// Whether `text` holds kana or kanji.
  static func isJapanese(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
  }
}
