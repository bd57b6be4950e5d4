/// The steps of feature files that given step definitions match: what `textDocument/references`
/// answers from a step, so that a scenario writer sees every scenario that says the same thing
/// (and words a new step as they do).
///
/// ```swift
/// StepReferences.uses(of: [2], in: [counterFeature])
/// // [(path: "/app/Specs/Macho/Counter.feature", range: 7:10-7:30), …]
/// ```
enum StepReferences {
  /// A step that uses one of the definitions: its file and the range of its text.
  struct Use: Equatable {
    var path: String
    var range: TextRange
  }

  /// The steps of `files` (in that order, line by line) whose texts match a definition of
  /// `definitionIDs` (positions in the app's ``StepLibrary/definitions``).
  static func uses(of definitionIDs: Set<Int>, in files: [(path: String, analysis: FeatureFileAnalysis)]) -> [Use] {
    var uses: [Use] = []
    for (path, analysis) in files {
      for line in analysis.stepLines {
        guard let step = analysis.step(onLine: line),
          step.definitions.contains(where: { definitionIDs.contains($0.id) })
        else { continue }
        uses.append(Use(path: path, range: step.textRange))
      }
    }
    return uses
  }
}
