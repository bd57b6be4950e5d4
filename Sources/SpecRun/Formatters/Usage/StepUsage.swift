import CucumberMessages

/// How much one step definition was used in a run: the steps it matched and how long the ones
/// that ran took.
struct StepUsage {
  var definition: Messages.StepDefinition
  /// Steps matched, whether they ran or were skipped.
  var matched = 0
  /// Durations of the matched steps that ran (not skipped, not ambiguous).
  var durations: [Int64] = []

  var slowest: Int64? { durations.max() }
  var mean: Int64? { durations.isEmpty ? nil : durations.saturatingSum / Int64(durations.count) }

  /// `Sources/ShopSpecs/BasketSteps.swift:12`
  var location: String { definition.sourceReference.fileAndLine }

  /// Every step definition of the run with its use, in the order they were announced.
  static func all(_ query: MessageQuery) -> [StepUsage] {
    var usages = query.stepDefinitions.map { StepUsage(definition: $0) }
    let index = Dictionary(usages.enumerated().map { ($1.definition.id, $0) }, uniquingKeysWith: { first, _ in first })
    for started in query.testCasesStarted {
      for (finished, step) in query.stepsFinished(of: started) where step.pickleStepId != nil {
        let result = finished.testStepResult
        for id in step.stepDefinitionIds ?? [] {
          guard let position = index[id] else { continue }
          usages[position].matched += 1
          if result.status != .skipped && result.status != .ambiguous {
            usages[position].durations.append(result.duration.totalNanoseconds)
          }
        }
      }
    }
    return usages
  }
}
