/// What drove a store: a scenario (replayed by `specrun` or by the `swift test` replay) or a Swift
/// test. A behaviour map shows scenarios to the product owner and tests to the developer.
///
/// ```swift
/// let scenario = ActionExerciser.scenario(id: pickle.id, name: "Counting up", file: "Specs/Macho/Counter.feature", line: 4)
/// let test = ActionExerciser.test(name: "a fact arrives", file: "MachoTests/CounterTests.swift", line: 12)
/// ```
public struct ActionExerciser: Codable, Hashable, Sendable {
  /// Whether the exerciser is a scenario or a Swift test.
  public enum Kind: String, Codable, Hashable, Sendable {
    /// A Gherkin scenario run by `specrun`, or a Swift test.
    case scenario, test
  }

  /// Whether it is a scenario or a test.
  public var kind: Kind
  /// The scenario's pickle id or the test's id, unique within a run.
  public var id: String
  /// The scenario's or test's name as its writer gave it.
  public var name: String
  /// Where it is written: the feature file or the test's Swift file.
  public var file: String
  /// The line it starts on in ``file``.
  public var line: Int

  /// Creates an exerciser from its fields.
  public init(kind: Kind, id: String, name: String, file: String, line: Int) {
    self.kind = kind
    self.id = id
    self.name = name
    self.file = file
    self.line = line
  }

  /// A scenario, by its pickle id.
  public static func scenario(id: String, name: String, file: String, line: Int) -> ActionExerciser {
    ActionExerciser(kind: .scenario, id: id, name: name, file: file, line: line)
  }

  /// A Swift test, identified by its file, line and name.
  public static func test(name: String, file: String, line: Int) -> ActionExerciser {
    ActionExerciser(kind: .test, id: "\(file):\(line):\(name)", name: name, file: file, line: line)
  }
}
