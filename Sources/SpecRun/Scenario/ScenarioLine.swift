/// A step of a scenario file as the product owner wrote it, and where: `When I tap "Fact"` at
/// `Specs/Macho/Counter.feature:7`. Reports name it so a reader finds the line that did something.
///
/// While a step runs, ``running`` is that step, for everything the step calls (a
/// ``ScenarioStore`` names the effects a step started with it):
///
/// ```swift
/// if let line = ScenarioLine.running { context.log("started at \(line)") }   // "When I tap "Fact"" (Specs/…:7)
/// ```
public struct ScenarioLine: Sendable, Hashable, CustomStringConvertible {
  /// The step as written, keyword included (`When I tap "Fact"`).
  public var step: String {
    get { keyword.isEmpty ? text : "\(keyword) \(text)" }
    set {
      keyword = ""
      text = newValue
    }
  }
  /// The scenario file.
  public var uri: String
  /// The step's line in ``uri``.
  public var line: Int
  /// The language of the scenario file (`ja`, `en`), for messages in the writer's own words.
  public var language: String
  /// The step's keyword and text, kept apart: ``step`` joins them only when someone reads it (a
  /// message), not for every step of a run.
  private var keyword: String
  private var text: String

  /// The step `step` at `uri:line`, written in `language`.
  public init(step: String, uri: String, line: Int, language: String = "en") {
    self.init(keyword: "", text: step, uri: uri, line: line, language: language)
  }

  /// The step written as `keyword` (trimmed; empty for none) and `text`, at `uri:line`: its
  /// ``step`` reads `"\(keyword) \(text)"`.
  init(keyword: String, text: String, uri: String, line: Int, language: String) {
    self.keyword = keyword
    self.text = text
    self.uri = uri
    self.line = line
    self.language = language
  }

  /// The same step at the same place, however its keyword and text were given.
  public static func == (lhs: ScenarioLine, rhs: ScenarioLine) -> Bool {
    lhs.line == rhs.line && lhs.uri == rhs.uri && lhs.language == rhs.language
      && ((lhs.keyword == rhs.keyword && lhs.text == rhs.text) || lhs.step == rhs.step)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(step)
    hasher.combine(uri)
    hasher.combine(line)
    hasher.combine(language)
  }

  /// `"When I tap "Fact"" (Specs/Macho/Counter.feature:7)`
  public var description: String { "\"\(step)\" (\(uri):\(line))" }

  /// The step running in this task, set by the runner around each step and its step hooks (nil
  /// outside a step, and in scenario hooks).
  @TaskLocal public static var running: ScenarioLine?
}
