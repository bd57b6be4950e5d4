import CucumberMessages
import Foundation

/// The undefined steps of a run, each with "did you mean" in its file's language: what the
/// terminal reports list before their counts and the HTML page shows beside each such step.
///
/// ```
/// Undefined steps:
///   Specs/Macho/カウンター.feature:9 # ならば カウンターに4が表示さる
///       もしかして: 「カウンターに{int}が表示される」 (例 Specs/Macho/カウンター.feature:9)
/// ```
///
/// Suggestions come from the phrasebook of the step's own app (``ReportLayout/stepLibraries``);
/// a report made without the libraries lists the steps without suggestions.
struct UndefinedStepHints {
  /// One undefined step as written.
  struct Entry {
    /// `file:line` of the step.
    var place: String
    /// The keyword as written, then the text.
    var step: String
    var suggestion: String?
    /// The language of the step's file.
    var language: String
  }

  private var books: [String: StepPhrasebook] = [:]
  private let layout: ReportLayout
  /// Each undefined step once, in file order.
  private(set) var entries: [Entry] = []
  private var suggestionsByStepID: [String: String] = [:]

  init(_ query: MessageQuery, layout: ReportLayout) {
    self.layout = layout
    var seen = Set<String>()
    // Most runs have no undefined step, and then no pass over them is needed.
    guard query.stepStatusesSeen.contains(.undefined) else { return }
    for started in query.testCasesStartedInFileOrder {
      guard let pickle = query.pickle(of: started) else { continue }
      let lineage = query.lineage(of: pickle)
      for (finished, step) in query.stepsFinished(of: started) where finished.testStepResult.status == .undefined {
        guard let pickleStep = query.pickleStep(of: step), let written = query.gherkinStep(of: pickleStep, in: lineage)
        else { continue }
        let place = "\(pickle.uri):\(written.location.line)"
        let suggestion = suggestion(for: pickleStep.text, uri: pickle.uri, language: pickle.language, query)
        suggestionsByStepID[pickleStep.id] = suggestion
        guard seen.insert(place).inserted else { continue }
        let keyword = written.keyword.trimmedOfWhitespace
        entries.append(
          Entry(place: place, step: keyword + " " + pickleStep.text, suggestion: suggestion, language: pickle.language))
      }
    }
  }

  /// "Did you mean" for one undefined step of `pickle`, as a report that shows each scenario as
  /// it finishes says it under the step.
  static func suggestion(
    for pickleStep: Messages.Pickle.Step, in pickle: Messages.Pickle, _ query: MessageQuery, layout: ReportLayout
  )
    -> String?
  {
    let app = layout.app(of: pickle.uri)
    guard let library = layout.stepLibrary(ofApp: app) else { return nil }
    return StepPhrasebook(app: app, library: library, examples: query, layout: layout).didYouMean(
      pickleStep.text, language: pickle.language)
  }

  /// "Did you mean" for an undefined pickle step of the run, or `nil`.
  func suggestion(for pickleStep: Messages.Pickle.Step) -> String? { suggestionsByStepID[pickleStep.id] }

  private mutating func suggestion(for text: String, uri: String, language: String, _ query: MessageQuery) -> String? {
    let app = layout.app(of: uri)
    if books[app] == nil, let library = layout.stepLibrary(ofApp: app) {
      books[app] = StepPhrasebook(app: app, library: library, examples: query, layout: layout)
    }
    return books[app]?.didYouMean(text, language: language)
  }

  /// The list the terminal reports end with (headed in the language most of its steps are
  /// written in), or nothing when no step is undefined.
  var text: String {
    guard !entries.isEmpty else { return "" }
    var out = PhrasebookWords(language: StepPhrasebook.majority(entries.map(\.language))).undefinedHeading + "\n"
    for entry in entries {
      out += "  \(entry.place) # \(entry.step)\n"
      if let suggestion = entry.suggestion { out += "      \(suggestion)\n" }
    }
    return TerminalText.visible(out) + "\n"
  }
}
