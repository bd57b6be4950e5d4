import CucumberMessages

/// Names a test case the way Cucumber's reports do: rule, scenario, examples name and the example's
/// number (`Eating - These are passing - #1.2`), and the pickle's own name when the outline's
/// placeholders changed it (`#1.2: Eating 5 cucumbers`).
public struct TestCaseNaming: Sendable {
  /// Whether the feature's name starts the test case's name.
  public var includesFeatureName: Bool

  /// Cucumber's naming; `includesFeatureName` starts each name with its feature's.
  public init(includesFeatureName: Bool = false) {
    self.includesFeatureName = includesFeatureName
  }

  /// The test case name of `pickle`, found where it sits by its `lineage` (its own name without one).
  public func name(of pickle: Messages.Pickle, lineage: MessageQuery.Lineage?) -> String {
    guard let lineage else { return pickle.name }
    var parts: [String] = []
    if includesFeatureName, let feature = lineage.feature?.name, !feature.isEmpty { parts.append(feature) }
    if let rule = lineage.rule?.name, !rule.isEmpty { parts.append(rule) }
    if let scenario = lineage.scenario?.name, !scenario.isEmpty {
      parts.append(scenario)
    } else {
      parts.append(pickle.name)
    }
    if let examples = lineage.examples?.name, !examples.isEmpty { parts.append(examples) }
    if lineage.example != nil {
      let number = "#\((lineage.examplesIndex ?? 0) + 1).\((lineage.exampleIndex ?? 0) + 1)"
      parts.append(lineage.scenario?.name != pickle.name ? "\(number): \(pickle.name)" : number)
    }
    return parts.filter { !$0.isEmpty }.joined(separator: " - ")
  }
}
