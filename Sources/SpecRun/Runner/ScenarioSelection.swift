import CucumberMessages
import Evergreen
import Foundation

/// Which scenarios a run replays: by path and line, tag expression and name, then in what order
/// and which part of a sharded run.
struct ScenarioSelection {
  var linesByFile: [String: [Int]] = [:]
  var tags: [TagExpression] = []
  var names: [NamePattern] = []
  /// Whether the run was stopped: name matching ends at once.
  var stopped: () -> Bool = { false }

  /// Whether every pickle is selected: no line, tag expression or name asks for fewer.
  var selectsEverything: Bool { linesByFile.isEmpty && tags.isEmpty && names.isEmpty }

  /// Whether `pickle` is selected. A line selects a scenario when it is the scenario's line, an
  /// example row's line, or any line inside the scenario up to the next one.
  ///
  /// `lineage` is read only when lines of the pickle's file are selected (`nil` will do
  /// otherwise). `lastLine` is the file's last line: a line after it selects nothing. A `--name` pattern
  /// that takes too long on the name throws ``NamePattern/TooSlow``.
  func selects(
    _ pickle: Messages.Pickle, lineage: MessageQuery.Lineage?, scenarioLines: [Int], lastLine: Int = .max
  ) throws(NamePattern.TooSlow) -> Bool {
    if let lines = linesByFile[pickle.uri], !lines.isEmpty {
      let own = Set(
        [pickle.location?.line, lineage?.scenario?.location.line, lineage?.examples?.location.line].compactMap { $0 })
      let start = lineage?.scenario?.location.line ?? pickle.location?.line ?? 0
      let next = scenarioLines.first { $0 > start } ?? (lastLine == .max ? .max : lastLine + 1)
      let inside = lineage?.example == nil && lines.contains { $0 >= start && $0 < next }
      guard inside || lines.contains(where: own.contains) else { return false }
    }
    if !tags.isEmpty {
      let tagNames = pickle.tags.map(\.name)
      guard tags.allSatisfy({ $0.evaluate(tagNames) }) else { return false }
    }
    if !names.isEmpty {
      for pattern in names where try pattern.matches(pickle.name, stopIf: stopped) { return true }
      return false
    }
    return true
  }

  /// The requested shard of `scenarios` (taken in file order, so every machine agrees on it),
  /// in the requested order: pickles, or their positions in the run's index (which a run
  /// arranges, so no pickle is copied).
  ///
  /// ```swift
  /// let chosen = ScenarioSelection.arrange(Array(query.pickles.indices), order: .random(seed: 42), shard: nil)
  /// ```
  static func arrange<Scenario>(_ scenarios: [Scenario], order: RunOptions.Order, shard: RunOptions.Shard?)
    -> [Scenario]
  {
    var arranged = scenarios
    if let shard {
      arranged = arranged.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }
    if case .random(let seed) = order {
      // Seeded, so `--order random:SEED` gives the same order on every machine (a shuffle moves
      // positions alike whatever it shuffles).
      var generator = SeededRandomNumberGenerator(seed: seed ?? UInt64.random(in: 0...UInt64.max))
      arranged.shuffle(using: &generator)
    }
    return arranged
  }
}
