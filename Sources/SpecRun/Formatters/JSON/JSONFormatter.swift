import CucumberMessages
import Foundation

/// The legacy Cucumber JSON report that CI dashboards (cucumber-reporting, Jenkins, Xray) still
/// read, as cucumber-js writes it: an array of features (`uri`, `id`, `keyword`, `name`, `line`,
/// `description`, `tags`), each with its `elements`, the scenarios as they ran (`type`
/// `scenario`, one per example of an outline), each with its `steps`: `keyword`, `name`, `line`,
/// `match.location`, `result.status`, `result.duration` in nanoseconds, `error_message`, doc
/// strings and tables as `arguments`, attachments as `embeddings` (base64). Hooks are steps with
/// the keyword `Before` or `After` and `hidden: true`.
///
/// ```sh
/// swift run specrun --format json:cucumber.json
/// ```
public struct JSONFormatter: ReportFormatter {
  /// The Cucumber JSON formatter; it has no options.
  public init() {}

  /// The features as `JSONEncoder` writes them with `.prettyPrinted`, `.sortedKeys`,
  /// `.withoutEscapingSlashes` and snake_case keys, byte for byte, written member by member
  /// (`IndentedJSON`): the encoder took four times as long as the run of a large suite.
  public func format(_ query: MessageQuery) -> String {
    var json = IndentedJSON()
    json.array(features(query)) { json, feature in feature.write(to: &json) }
    json.newline()
    return json.text
  }

  /// The features that had test cases, in file order, each with its test cases in file order.
  func features(_ query: MessageQuery) -> [CucumberJSON.Feature] {
    let byURI = Dictionary(grouping: query.testCasesStartedInFileOrder) { query.pickle(of: $0)?.uri ?? "" }
    // Each definition's place, written once: every step that matches it names it.
    let places = Dictionary(
      query.stepDefinitions.map { ($0.id, $0.sourceReference.fileAndLine) }, uniquingKeysWith: { first, _ in first })
    return query.documents.compactMap { document in
      guard let uri = document.uri, let feature = document.feature, let started = byURI[uri] else { return nil }
      let id = Self.id(feature.name)
      return CucumberJSON.Feature(
        description: feature.description, elements: started.compactMap { element($0, featureID: id, places, query) },
        id: id,
        keyword: feature.keyword ?? "Feature", line: feature.location.line, name: feature.name,
        tags: feature.tags.map { CucumberJSON.Tag(name: $0.name, line: $0.location.line) }, uri: uri)
    }
  }

  private func element(
    _ started: Messages.TestCaseStarted, featureID: String, _ places: [String: String], _ query: MessageQuery
  ) -> CucumberJSON.Element? {
    guard let pickle = query.pickle(of: started) else { return nil }
    let lineage = query.lineage(of: pickle)
    let tagLines = Dictionary(
      [lineage?.feature?.tags, lineage?.rule?.tags, lineage?.scenario?.tags, lineage?.examples?.tags].compactMap { $0 }
        .joined()
        .map { ($0.id, $0.location.line) }, uniquingKeysWith: { first, _ in first })
    var seenBefore = false
    let steps = query.stepsFinished(of: started).map { finished, step -> CucumberJSON.Step in
      if step.pickleStepId != nil { seenBefore = true }
      return self.step(finished, step, started, isAfter: seenBefore, lineage, places, query)
    }
    return CucumberJSON.Element(
      description: lineage?.scenario?.description ?? "", id: featureID + ";" + Self.id(pickle.name),
      keyword: lineage?.scenario?.keyword ?? "Scenario",
      line: pickle.location?.line ?? lineage?.scenario?.location.line ?? 0,
      name: pickle.name, steps: steps,
      tags: pickle.tags.map { CucumberJSON.Tag(name: $0.name, line: tagLines[$0.astNodeId]) })
  }

  private func step(
    _ finished: Messages.TestStepFinished, _ step: Messages.TestCase.TestStep, _ started: Messages.TestCaseStarted,
    isAfter: Bool, _ lineage: MessageQuery.Lineage?, _ places: [String: String], _ query: MessageQuery
  ) -> CucumberJSON.Step {
    let result = finished.testStepResult
    let embeddings = query.attachments(of: started, step: step).map { attachment in
      CucumberJSON.Embedding(
        data: attachment.contentEncoding == "BASE64"
          ? attachment.body : Data(attachment.body.utf8).base64EncodedString(),
        mimeType: attachment.mediaType, name: attachment.fileName)
    }
    let message = result.status == .passed ? nil : (result.message ?? result.exception?.message)
    let jsonResult = CucumberJSON.Result(
      duration: result.duration.totalNanoseconds, errorMessage: message, status: result.status.lowercaseName)
    guard let pickleStep = query.pickleStep(of: step) else {
      let hook = step.hookId.flatMap { query.hooks[$0] }
      let isAfter = hook?.type.map { $0.hasPrefix("AFTER") } ?? isAfter
      return CucumberJSON.Step(
        embeddings: embeddings.isEmpty ? nil : embeddings, hidden: true, keyword: isAfter ? "After" : "Before",
        match: hook.map { CucumberJSON.Match(location: $0.sourceReference.fileAndLine) }, name: hook?.name,
        result: jsonResult)
    }
    let gherkinStep = query.gherkinStep(of: pickleStep, in: lineage)
    let place = step.stepDefinitionIds.flatMap { $0.count == 1 ? places[$0[0]] : nil }
    return CucumberJSON.Step(
      arguments: argument(pickleStep.argument, gherkinStep), embeddings: embeddings.isEmpty ? nil : embeddings,
      keyword: gherkinStep?.keyword ?? "", line: gherkinStep?.location.line,
      match: place.map { CucumberJSON.Match(location: $0) }, name: pickleStep.text,
      result: jsonResult)
  }

  private func argument(_ argument: Messages.Pickle.Argument?, _ gherkinStep: Messages.GherkinDocument.Step?)
    -> [CucumberJSON.Argument]?
  {
    if let doc = argument?.docString {
      return [
        CucumberJSON.Argument(
          docString: CucumberJSON.DocString(
            content: doc.content, contentType: doc.mediaType, line: gherkinStep?.docString?.location.line))
      ]
    }
    if let table = argument?.dataTable {
      return [CucumberJSON.Argument(rows: table.rows.map { CucumberJSON.Row(cells: $0.cells.map(\.value)) })]
    }
    return nil
  }

  /// Cucumber's ids: the name in lower case with spaces as dashes (`Counting up` → `counting-up`).
  static func id(_ name: String) -> String {
    var id = String.UnicodeScalarView()
    id.append(contentsOf: name.lowercased().unicodeScalars.lazy.map { $0 == " " ? "-" : $0 })
    return String(id)
  }
}
