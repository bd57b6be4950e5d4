import Foundation

/// The steps of an app's feature files that given step definitions match: what
/// `textDocument/references` answers from a step, so that a scenario writer sees every scenario
/// that says the same thing (and words a new step as they do). Open documents count as edited,
/// the other files as saved; a saved file is analysed again only when its modification date
/// changes.
///
/// ```swift
/// let references = StepReferences()
/// references.uses(of: [2], in: ["/app/Specs/Macho/Counter.feature"], open: [:], catalog: catalog, cache: cache)
/// // [(path: "/app/Specs/Macho/Counter.feature", range: 7:10-7:30), …]
/// ```
final class StepReferences {
  /// A step that uses one of the definitions: its file and the range of its text.
  struct Use: Equatable {
    var path: String
    var range: TextRange
  }

  private var saved: [String: (modified: Date?, analysis: FeatureFileAnalysis)] = [:]

  init() {}

  /// The steps of `paths` (in that order, line by line) whose texts match a definition of
  /// `definitionIDs` (positions in the app's ``StepLibrary/definitions``). `open` holds the
  /// analyses of open documents by path; the others are read from disk (a file that cannot be
  /// read has no steps).
  func uses(
    of definitionIDs: Set<Int>, in paths: [String], open: [String: FeatureFileAnalysis], catalog: SpecCatalog,
    cache: FeatureFileAnalysis.MatchCache
  ) -> [Use] {
    var uses: [Use] = []
    for path in paths {
      guard let analysis = open[path] ?? savedAnalysis(path, catalog: catalog, cache: cache) else { continue }
      for line in analysis.stepLines {
        guard let step = analysis.step(onLine: line),
          step.definitions.contains(where: { definitionIDs.contains($0.id) })
        else { continue }
        uses.append(Use(path: path, range: step.textRange))
      }
    }
    return uses
  }

  /// A saved file's analysis, made again only when the file changed; `nil` when it cannot be read.
  private func savedAnalysis(_ path: String, catalog: SpecCatalog, cache: FeatureFileAnalysis.MatchCache)
    -> FeatureFileAnalysis?
  {
    let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    if let known = saved[path], known.modified == modified { return known.analysis }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      saved[path] = nil
      return nil
    }
    let analysis = FeatureFileAnalysis(text: text, path: path, catalog: catalog, cache: cache)
    saved[path] = (modified, analysis)
    return analysis
  }
}
