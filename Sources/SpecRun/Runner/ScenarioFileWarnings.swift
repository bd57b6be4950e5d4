import CucumberMessages
import Foundation
import Gherkin

/// What a scenario file says that will not do what its writer meant, though it parses: a file
/// with no scenario at all, and a line that reads like a keyword but lacks its colon (`シナリオ
/// 豆知識`, `Scenario Counting up`), which Gherkin takes as description text, so the scenario
/// silently vanishes. `specrun` prints each on standard error, with the file and line:
///
/// ```swift
/// ScenarioFileWarnings.check(document, text: text)
/// // [Specs/Macho/カウンター.feature:5: 「シナリオ 豆知識」 reads like a keyword without its colon, so …]
/// ```
public enum ScenarioFileWarnings {
  /// One warning, where an editor can jump to it.
  public struct Warning: Sendable, Equatable, CustomStringConvertible {
    /// The scenario file.
    public var uri: String
    /// The line the warning is about.
    public var line: Int
    /// What looks wrong, and how to write it instead.
    public var message: String
    /// `Specs/A.feature:5: message`
    public var description: String { "\(uri):\(line): \(message)" }
  }

  /// The warnings for one parsed file; `text` is the file as read.
  public static func check(_ document: Messages.GherkinDocument, text: String) -> [Warning] {
    check(document) { text }
  }

  /// The warnings for every file of a run. A file's text is its source message's, when
  /// `sources` holds one with its path; otherwise it is read again from its path, only when it
  /// has a description (where a keyword without its colon can hide) or no scenario, and only when
  /// it is a regular file (a FIFO's text was read once, and reading it again would wait for a
  /// writer that has gone).
  ///
  /// ```swift
  /// ScenarioFileWarnings.check(query.documents, sources: query.sources)
  /// ```
  public static func check(_ documents: [Messages.GherkinDocument], sources: [Messages.Source] = []) -> [Warning] {
    let texts = Dictionary(sources.map { ($0.uri, $0.data) }, uniquingKeysWith: { first, _ in first })
    return documents.flatMap { document -> [Warning] in
      guard let uri = document.uri else { return [] }
      return check(document) {
        if let text = texts[uri] { return text }
        guard (try? NamedFile.kind(of: uri)) == .regularFile, let data = try? NamedFile.read(uri) else { return nil }
        return String(data: data, encoding: .utf8)
      }
    }
  }

  /// The warnings for one parsed file, whose text `read` gives when it is needed (`nil`: the file
  /// cannot be read, so it has no warnings).
  private static func check(_ document: Messages.GherkinDocument, text read: () -> String?) -> [Warning] {
    let uri = document.uri ?? "<unknown file>"
    guard let feature = document.feature else { return [] }
    var warnings: [Warning] = []
    let descriptions = descriptionLines(of: feature)
    let dialect = GherkinDialect.named(feature.language) ?? GherkinDialect.named("en")
    let keywords =
      (dialect.map { $0.feature + $0.rule + $0.background + $0.scenario + $0.scenarioOutline + $0.examples } ?? [])
      .sorted { $0.count > $1.count }
    let stepKeywords = dialect.map { $0.given + $0.when + $0.then + $0.and + $0.but }?.filter { $0 != "* " } ?? []
    // Only a line of some description can be a keyword without its colon: a file with none
    // (most files) is not read line by line, nor read at all unless it has no scenario.
    let holdsScenario = hasScenario(feature)
    var lines: [String] = []
    if !descriptions.isEmpty || !holdsScenario {
      guard let text = read() else { return [] }
      if !descriptions.isEmpty {
        lines = text.sourceLines.map { $0.trimmedOfWhitespace }
      }
    }
    for (index, line) in lines.enumerated() {
      // A keyword line without its colon, followed by steps: a sentence in a description that
      // merely starts with the word (`Scenarios are short here.`) is not followed by steps.
      guard !line.isEmpty, descriptions.contains(line),
        let keyword = keywords.first(where: { line.hasPrefix($0) }),
        line.dropFirst(keyword.count).first?.isWhitespace == true,
        let next = lines[(index + 1)...].first(where: { !$0.isEmpty }),
        stepKeywords.contains(where: { next.hasPrefix($0) })
      else { continue }
      let rest = line.dropFirst(keyword.count).trimmedOfWhitespace
      warnings.append(
        Warning(
          uri: uri, line: index + 1,
          message:
            "\"\(line)\" reads like a keyword without its colon, so it is taken as description text and nothing runs for it. If it starts a \(keyword), write \"\(keyword): \(rest)\"."
        ))
    }
    if !holdsScenario {
      warnings.append(
        Warning(
          uri: uri, line: feature.location.line,
          message:
            "this file holds no scenario, so nothing in it runs. Add a scenario (\(dialect?.scenario.first ?? "Scenario"): …), or remove the file."
        ))
    }
    return warnings
  }

  private static func hasScenario(_ feature: Messages.GherkinDocument.Feature) -> Bool {
    feature.children.contains { child in
      child.readScenario { _ in } || (child.rule?.children.contains { $0.readScenario { _ in } } ?? false)
    }
  }

  /// Every line of every description in the feature, trimmed, but for empty ones. Most
  /// descriptions are empty (a file of many scenarios has one per scenario): they are passed
  /// over without making anything.
  private static func descriptionLines(of feature: Messages.GherkinDocument.Feature) -> Set<String> {
    var lines: Set<String> = []
    func add(_ description: String) {
      guard !description.isEmpty else { return }
      for line in description.split(separator: "\n") {
        let trimmed = line.trimmedOfWhitespace
        if !trimmed.isEmpty { lines.insert(trimmed) }
      }
    }
    func add(_ scenario: Messages.GherkinDocument.Scenario) {
      add(scenario.description)
      for examples in scenario.examples { add(examples.description) }
    }
    add(feature.description)
    // Scenarios are read where they lie: taken out of their children, each was copied (a retain
    // per field), for every scenario of every run (each run checks every file it loaded).
    for child in feature.children {
      if child.readScenario(add) { continue }
      if let background = child.background { add(background.description) }
      if let rule = child.rule {
        add(rule.description)
        for ruleChild in rule.children {
          if ruleChild.readScenario(add) { continue }
          if let background = ruleChild.background { add(background.description) }
        }
      }
    }
    return lines
  }
}
