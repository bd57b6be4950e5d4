import Foundation
import Gherkin

/// The bridge from the Gherkin target to the message model.
///
/// The message model's fields are the official Cucumber Messages fields, and the Gherkin target
/// writes its official JSON for each message. `envelopes` builds the message values directly from
/// the parser's values (reading a large file's JSON back cost more than running its scenarios);
/// `roundTripped` reads the parser's own JSON back instead, and is the reference the direct path is
/// tested against, file by file, and the fallback for what the direct path cannot represent.
package enum GherkinMessages {
  /// The messages of one scenario file: `source`, `gherkinDocument` and `pickle`s, or `parseError`s.
  package static func envelopes(uri: String, text: String, ids: IdGenerator) -> [Messages.Envelope] {
    var envelopes: [Messages.Envelope] = []
    forEachEnvelope(uri: uri, text: text, ids: ids) { envelopes.append($0) }
    return envelopes
  }

  /// The same messages, in the same order, handed to `body` one by one, made so that the
  /// parser's values and their messages are never all held at once: each pickle is converted as
  /// soon as it is compiled, and the document is converted last, taken apart as it goes, so its
  /// parsed form is let go child by child while its message form is built.
  package static func forEachEnvelope(uri: String, text: String, ids: IdGenerator, _ body: (Messages.Envelope) -> Void) {
    let source = Source(uri: uri, data: text, mediaType: MediaType(path: uri))
    let decoder = JSONDecoder()
    var parsed = Gherkin.parse(text, uri: uri, mediaType: source.mediaType, ids: ids, compilePickles: false)
    guard var document = parsed.document else {
      for error in parsed.errors { body(convert(.parseError(uri: uri, error: error), uri: uri, decoder: decoder)) }
      return
    }
    // The document is held here alone, so taking it apart below lets its parts go.
    parsed.document = nil
    body(convert(.source(source), uri: uri, decoder: decoder))
    var pickles: [Messages.Envelope] = []
    PickleCompiler(ids: ids).compile(document, uri: uri) { pickles.append(convert(.pickle($0), uri: uri, decoder: decoder)) }
    body(consumingDocument(&document) ?? convert(.gherkinDocument(document), uri: uri, decoder: decoder))
    // Handed over from a reversed list, so each leaves the list as it goes.
    pickles.reverse()
    while let pickle = pickles.popLast() { body(pickle) }
  }

  private static func convert(_ message: Envelope, uri: String, decoder: JSONDecoder) -> Messages.Envelope {
    direct(message) ?? roundTripped(message, uri: uri, decoder: decoder)
  }

  /// The document's message, built while `document`'s children are taken out of it one by one
  /// (each let go once converted); `nil`, with `document` untouched, when the message model
  /// cannot hold it.
  private static func consumingDocument(_ document: inout GherkinDocument) -> Messages.Envelope? {
    guard var parsed = document.feature else { return direct(.gherkinDocument(document)) }
    guard let keyword = parsed.keyword else { return nil }
    document.feature = nil
    var children = parsed.children
    parsed.children = []
    children.reverse()
    var converted: [Messages.GherkinDocument.FeatureChild] = []
    converted.reserveCapacity(children.count)
    while let child = children.popLast() { converted.append(self.child(child)) }
    let feature = Messages.GherkinDocument.Feature(
      location: location(parsed.location), tags: tags(parsed.tags), language: parsed.language, keyword: keyword,
      name: parsed.name, description: parsed.description, children: converted)
    return Messages.Envelope(
      Messages.GherkinDocument(
        uri: document.uri, feature: feature,
        comments: document.comments.map { .init(location: location($0.location), text: $0.text) }))
  }

  /// The same messages, each written as JSON by the parser and read back.
  package static func roundTrippedEnvelopes(uri: String, text: String, ids: IdGenerator) -> [Messages.Envelope] {
    let source = Source(uri: uri, data: text, mediaType: MediaType(path: uri))
    let decoder = JSONDecoder()
    return Gherkin.messages(for: source, ids: ids).map { roundTripped($0, uri: uri, decoder: decoder) }
  }

  private static func roundTripped(_ message: Envelope, uri: String, decoder: JSONDecoder) -> Messages.Envelope {
    var json = JSONWriter()
    json.write(message)
    do {
      return try decoder.decode(Messages.Envelope.self, from: Data(json.bytes))
    } catch {
      // The parser's own output not being a valid envelope is a bug in Evergreen, not the file.
      return Messages.Envelope(
        Messages.ParseError(
          source: .init(uri: uri, location: .init(line: 1, column: 1)),
          message: "internal error: the parser's message could not be read back (\(error)). Please report this."))
    }
  }

  /// The message built from the parser's value, or `nil` when the message model cannot hold it
  /// (a Markdown feature without a `# Feature:` heading has no keyword).
  private static func direct(_ message: Envelope) -> Messages.Envelope? {
    switch message {
    case .source(let source):
      return Messages.Envelope(Messages.Source(uri: source.uri, data: source.data, mediaType: source.mediaType.rawValue))
    case .gherkinDocument(let document):
      var feature: Messages.GherkinDocument.Feature?
      if let parsed = document.feature {
        guard let converted = self.feature(parsed) else { return nil }
        feature = converted
      }
      return Messages.Envelope(
        Messages.GherkinDocument(
          uri: document.uri, feature: feature,
          comments: document.comments.map { .init(location: location($0.location), text: $0.text) }))
    case .pickle(let pickle):
      return Messages.Envelope(self.pickle(pickle))
    case .parseError(let uri, let error):
      return Messages.Envelope(Messages.ParseError(source: .init(uri: uri, location: location(error.location)), message: error.description))
    }
  }

  private static func location(_ location: Location) -> Messages.Location {
    Messages.Location(line: location.line, column: location.column)
  }

  private static func tags(_ tags: [Tag]) -> [Messages.GherkinDocument.Tag] {
    tags.map { .init(location: location($0.location), name: $0.name, id: $0.id) }
  }

  private static func feature(_ feature: Feature) -> Messages.GherkinDocument.Feature? {
    guard let keyword = feature.keyword else { return nil }
    return Messages.GherkinDocument.Feature(
      location: location(feature.location), tags: tags(feature.tags), language: feature.language, keyword: keyword,
      name: feature.name, description: feature.description,
      children: feature.children.map(child))
  }

  private static func child(_ child: FeatureChild) -> Messages.GherkinDocument.FeatureChild {
    switch child {
    case .background(let background): .init(background: self.background(background))
    case .scenario(let scenario): .init(scenario: self.scenario(scenario))
    case .rule(let rule): .init(rule: self.rule(rule))
    }
  }

  private static func rule(_ rule: Rule) -> Messages.GherkinDocument.Rule {
    Messages.GherkinDocument.Rule(
      location: location(rule.location), tags: tags(rule.tags), keyword: rule.keyword, name: rule.name,
      description: rule.description,
      children: rule.children.map { child in
        switch child {
        case .background(let background): .init(background: self.background(background))
        case .scenario(let scenario): .init(scenario: self.scenario(scenario))
        }
      },
      id: rule.id)
  }

  private static func background(_ background: Background) -> Messages.GherkinDocument.Background {
    Messages.GherkinDocument.Background(
      location: location(background.location), keyword: background.keyword, name: background.name,
      description: background.description, steps: background.steps.map(step), id: background.id)
  }

  private static func scenario(_ scenario: Scenario) -> Messages.GherkinDocument.Scenario {
    Messages.GherkinDocument.Scenario(
      location: location(scenario.location), tags: tags(scenario.tags), keyword: scenario.keyword, name: scenario.name,
      description: scenario.description, steps: scenario.steps.map(step),
      examples: scenario.examples.map { examples in
        .init(
          location: location(examples.location), tags: tags(examples.tags), keyword: examples.keyword,
          name: examples.name, description: examples.description, tableHeader: examples.tableHeader.map(row),
          tableBody: examples.tableBody.map(row), id: examples.id)
      },
      id: scenario.id)
  }

  private static func step(_ step: Step) -> Messages.GherkinDocument.Step {
    Messages.GherkinDocument.Step(
      location: location(step.location), keyword: step.keyword, keywordType: step.keywordType?.rawValue,
      text: step.text,
      docString: step.docString.map {
        .init(location: location($0.location), mediaType: $0.mediaType, content: $0.content, delimiter: $0.delimiter)
      },
      dataTable: step.dataTable.map { .init(location: location($0.location), rows: $0.rows.map(row)) },
      id: step.id)
  }

  private static func row(_ row: TableRow) -> Messages.GherkinDocument.TableRow {
    Messages.GherkinDocument.TableRow(
      location: location(row.location), cells: row.cells.map { .init(location: location($0.location), value: $0.value) },
      id: row.id)
  }

  private static func pickle(_ pickle: Pickle) -> Messages.Pickle {
    Messages.Pickle(
      id: pickle.id, uri: pickle.uri, location: location(pickle.location), name: pickle.name, language: pickle.language,
      steps: pickle.steps.map { step in
        Messages.Pickle.Step(
          argument: step.argument.map { argument in
            Messages.Pickle.Argument(
              docString: argument.docString.map { .init(mediaType: $0.mediaType, content: $0.content) },
              dataTable: argument.dataTable.map { .init(rows: $0.rows.map { .init(cells: $0.map { .init(value: $0) }) }) })
          },
          astNodeIds: step.astNodeIds, id: step.id, type: step.type?.rawValue, text: step.text)
      },
      tags: pickle.tags.map { .init(name: $0.name, astNodeId: $0.astNodeId) }, astNodeIds: pickle.astNodeIds)
  }
}
