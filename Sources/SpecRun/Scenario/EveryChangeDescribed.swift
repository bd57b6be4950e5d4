/// The exhaustive rule of scenarios: what the steps changed or got back must have been described
/// by a `Then` step before the next `When` block and at the end. At the end it is a result of its
/// own, the built-in After hook "Evergreen: every change described", planned into every scenario
/// not tagged `@non-exhaustive`: a report shows the undescribed changes there, not on the last
/// step, whose own check passed.
///
/// It runs right after the last step (before the library's own After hooks, which see its result
/// in ``ScenarioContext/scenarioStatus``), and is skipped when a step already did not pass. A
/// library whose steps drive nothing a ``ScenarioCheckpoint`` watches can leave it out with
/// ``StepLibrary/checksEveryChangeDescribed``.
enum EveryChangeDescribed {
  /// The hook's name in every report.
  static let name = "Evergreen: every change described"

  /// The after-scenario check, announced like any hook. Its id is outside the range of a
  /// library's own hooks.
  static let hook = HookEntry(
    id: -1, kind: .afterScenario, tags: try? TagExpression(parsing: "not @non-exhaustive"), name: name,
    location: CodeLocation(#fileID, #filePath, #line)
  ) { context in
    guard !hasNothingToAsk(context) else { return }
    try await check(context, .endOfScenario)
  }

  /// Whether the check would ask nothing: the scenario is not exhaustive, or every checkpoint it
  /// has is settled (``ScenarioCheckpoint/isSettled``; none at all included). The runner then
  /// knows its answer without awaiting it.
  @MainActor
  static func hasNothingToAsk(_ context: ScenarioContext) -> Bool {
    !context.isExhaustive || context.checkpoints.allSatisfy(\.isSettled)
  }

  /// Asks every checkpoint of the scenario what it did that no `Then` step described, and throws
  /// it all as one failure.
  @MainActor
  static func check(_ context: ScenarioContext, _ moment: CheckpointMoment) async throws {
    var reports: [String] = []
    for checkpoint in context.checkpoints {
      if let report = await checkpoint.undescribed(moment) { reports.append(report) }
    }
    guard !reports.isEmpty else { return }
    let headline =
      switch moment {
      case .beforeAction:
        "Before this step, what earlier steps did was not all described by a Then step:"
      case .endOfScenario:
        "At the end of the scenario, what the steps did was not all described by a Then step:"
      }
    let hint = "Describe it with a Then step, or tag the scenario @non-exhaustive if these details do not matter here."
    let lead = EveryChangeWords.lead(moment, in: context).map { [$0] } ?? []
    throw UndescribedChanges(description: (lead + [headline] + reports + [hint]).joined(separator: "\n\n"))
  }
}

/// What a scenario changed or got back that no `Then` step described.
struct UndescribedChanges: Error, CustomStringConvertible {
  var description: String
}

extension HookEntry {
  /// Whether this is the built-in after-scenario check, which only runs while the scenario passes.
  var isEveryChangeDescribed: Bool { id == EveryChangeDescribed.hook.id }
}
