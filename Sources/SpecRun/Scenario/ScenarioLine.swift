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
  public var step: String
  /// The scenario file.
  public var uri: String
  /// The step's line in ``uri``.
  public var line: Int
  /// The language of the scenario file (`ja`, `en`), for messages in the writer's own words.
  public var language: String

  /// The step `step` at `uri:line`, written in `language`.
  public init(step: String, uri: String, line: Int, language: String = "en") {
    self.step = step
    self.uri = uri
    self.line = line
    self.language = language
  }

  /// `"When I tap "Fact"" (Specs/Macho/Counter.feature:7)`
  public var description: String { "\"\(step)\" (\(uri):\(line))" }

  /// The step running in this task, set by the runner around each step and its step hooks (nil
  /// outside a step, and in scenario hooks).
  @TaskLocal public static var running: ScenarioLine?
}
