import CucumberMessages

/// A saved run's `gherkinDocument` lines: one per file, and the largest line of all (every
/// scenario, step and table of the file), read without the decoder like the lines of the run.
extension RunLineReader.Cursor {
  typealias Document = Messages.GherkinDocument

  mutating func document() -> Document? {
    var uri: String?
    var feature: Document.Feature?
    var comments: [Document.Comment]?
    let read = object { cursor, key in
      switch key {
      case "uri": Self.fill(&uri, with: cursor.string())
      case "feature": Self.fill(&feature, with: cursor.feature())
      case "comments": Self.fill(&comments, with: cursor.array { $0.comment() })
      default: false
      }
    }
    guard read, let comments else { return nil }
    return Document(uri: uri, feature: feature, comments: comments)
  }

  mutating func comment() -> Document.Comment? {
    var location: Messages.Location?
    var text: String?
    let read = object { cursor, key in
      switch key {
      case "location": Self.fill(&location, with: cursor.location())
      case "text": Self.fill(&text, with: cursor.string())
      default: false
      }
    }
    guard read, let location, let text else { return nil }
    return Document.Comment(location: location, text: text)
  }

  mutating func documentTag() -> Document.Tag? {
    var location: Messages.Location?
    var name: String?
    var id: String?
    let read = object { cursor, key in
      switch key {
      case "location": Self.fill(&location, with: cursor.location())
      case "name": Self.fill(&name, with: cursor.string())
      case "id": Self.fill(&id, with: cursor.string())
      default: false
      }
    }
    guard read, let location, let name, let id else { return nil }
    return Document.Tag(location: location, name: name, id: id)
  }

  /// What a feature, rule, background, scenario and examples table begin with: where, tags
  /// (none for a background), keyword, name and description, each read by `read(_:from:)`,
  /// which is false for any other key.
  struct Heading {
    var location: Messages.Location?
    var tags: [Document.Tag]?
    var keyword: String?
    var name: String?
    var description: String?

    mutating func read(_ key: String, from cursor: inout RunLineReader.Cursor) -> Bool {
      switch key {
      case "location": RunLineReader.Cursor.fill(&location, with: cursor.location())
      case "tags": RunLineReader.Cursor.fill(&tags, with: cursor.array { $0.documentTag() })
      case "keyword": RunLineReader.Cursor.fill(&keyword, with: cursor.string())
      case "name": RunLineReader.Cursor.fill(&name, with: cursor.string())
      case "description": RunLineReader.Cursor.fill(&description, with: cursor.string())
      default: false
      }
    }
  }

  mutating func feature() -> Document.Feature? {
    var heading = Heading()
    var language: String?
    var children: [Document.FeatureChild]?
    let read = object { cursor, key in
      switch key {
      case "language": Self.fill(&language, with: cursor.string())
      case "children": Self.fill(&children, with: cursor.array { $0.featureChild() })
      default: heading.read(key, from: &cursor)
      }
    }
    guard read, let location = heading.location, let tags = heading.tags, let language, let name = heading.name,
      let description = heading.description, let children
    else { return nil }
    return Document.Feature(
      location: location, tags: tags, language: language, keyword: heading.keyword, name: name,
      description: description, children: children)
  }

  mutating func featureChild() -> Document.FeatureChild? {
    var rule: Document.Rule?
    var background: Document.Background?
    var scenario: Document.Scenario?
    let read = object { cursor, key in
      switch key {
      case "rule": Self.fill(&rule, with: cursor.rule())
      case "background": Self.fill(&background, with: cursor.background())
      case "scenario": Self.fill(&scenario, with: cursor.scenario())
      default: false
      }
    }
    guard read else { return nil }
    return Document.FeatureChild(rule: rule, background: background, scenario: scenario)
  }

  mutating func rule() -> Document.Rule? {
    var heading = Heading()
    var children: [Document.RuleChild]?
    var id: String?
    let read = object { cursor, key in
      switch key {
      case "children": Self.fill(&children, with: cursor.array { $0.ruleChild() })
      case "id": Self.fill(&id, with: cursor.string())
      default: heading.read(key, from: &cursor)
      }
    }
    guard read, let location = heading.location, let tags = heading.tags, let keyword = heading.keyword,
      let name = heading.name, let description = heading.description, let children, let id
    else { return nil }
    return Document.Rule(
      location: location, tags: tags, keyword: keyword, name: name, description: description, children: children,
      id: id)
  }

  /// A rule's child: a background or a scenario (one that names a rule is the decoder's, which
  /// reads it without).
  mutating func ruleChild() -> Document.RuleChild? {
    var background: Document.Background?
    var scenario: Document.Scenario?
    let read = object { cursor, key in
      switch key {
      case "background": Self.fill(&background, with: cursor.background())
      case "scenario": Self.fill(&scenario, with: cursor.scenario())
      default: false
      }
    }
    guard read else { return nil }
    return Document.RuleChild(background: background, scenario: scenario)
  }

  mutating func background() -> Document.Background? {
    var heading = Heading()
    var steps: [Document.Step]?
    var id: String?
    let read = object { cursor, key in
      switch key {
      case "steps": Self.fill(&steps, with: cursor.array { $0.documentStep() })
      case "id": Self.fill(&id, with: cursor.string())
      case "tags": false
      default: heading.read(key, from: &cursor)
      }
    }
    guard read, let location = heading.location, let keyword = heading.keyword, let name = heading.name,
      let description = heading.description, let steps, let id
    else { return nil }
    return Document.Background(
      location: location, keyword: keyword, name: name, description: description, steps: steps, id: id)
  }

  mutating func scenario() -> Document.Scenario? {
    var heading = Heading()
    var steps: [Document.Step]?
    var examples: [Document.Examples]?
    var id: String?
    let read = object { cursor, key in
      switch key {
      case "steps": Self.fill(&steps, with: cursor.array { $0.documentStep() })
      case "examples": Self.fill(&examples, with: cursor.array { $0.examples() })
      case "id": Self.fill(&id, with: cursor.string())
      default: heading.read(key, from: &cursor)
      }
    }
    guard read, let location = heading.location, let tags = heading.tags, let keyword = heading.keyword,
      let name = heading.name, let description = heading.description, let steps, let examples, let id
    else { return nil }
    return Document.Scenario(
      location: location, tags: tags, keyword: keyword, name: name, description: description, steps: steps,
      examples: examples, id: id)
  }

  mutating func examples() -> Document.Examples? {
    var heading = Heading()
    var header: Document.TableRow?
    var body: [Document.TableRow]?
    var id: String?
    let read = object { cursor, key in
      switch key {
      case "tableHeader": Self.fill(&header, with: cursor.tableRow())
      case "tableBody": Self.fill(&body, with: cursor.array { $0.tableRow() })
      case "id": Self.fill(&id, with: cursor.string())
      default: heading.read(key, from: &cursor)
      }
    }
    guard read, let location = heading.location, let tags = heading.tags, let keyword = heading.keyword,
      let name = heading.name, let description = heading.description, let body, let id
    else { return nil }
    return Document.Examples(
      location: location, tags: tags, keyword: keyword, name: name, description: description, tableHeader: header,
      tableBody: body, id: id)
  }

  mutating func documentStep() -> Document.Step? {
    var location: Messages.Location?
    var keyword: String?
    var keywordType: String?
    var text: String?
    var docString: Document.DocString?
    var dataTable: Document.DataTable?
    var id: String?
    let read = object { cursor, key in
      switch key {
      case "location": Self.fill(&location, with: cursor.location())
      case "keyword": Self.fill(&keyword, with: cursor.string())
      case "keywordType": Self.fill(&keywordType, with: cursor.string())
      case "text": Self.fill(&text, with: cursor.string())
      case "docString": Self.fill(&docString, with: cursor.docString())
      case "dataTable": Self.fill(&dataTable, with: cursor.dataTable())
      case "id": Self.fill(&id, with: cursor.string())
      default: false
      }
    }
    guard read, let location, let keyword, let text, let id else { return nil }
    return Document.Step(
      location: location, keyword: keyword, keywordType: keywordType, text: text, docString: docString,
      dataTable: dataTable, id: id)
  }

  mutating func docString() -> Document.DocString? {
    var location: Messages.Location?
    var mediaType: String?
    var content: String?
    var delimiter: String?
    let read = object { cursor, key in
      switch key {
      case "location": Self.fill(&location, with: cursor.location())
      case "mediaType": Self.fill(&mediaType, with: cursor.string())
      case "content": Self.fill(&content, with: cursor.string())
      case "delimiter": Self.fill(&delimiter, with: cursor.string())
      default: false
      }
    }
    guard read, let location, let content, let delimiter else { return nil }
    return Document.DocString(location: location, mediaType: mediaType, content: content, delimiter: delimiter)
  }

  mutating func dataTable() -> Document.DataTable? {
    var location: Messages.Location?
    var rows: [Document.TableRow]?
    let read = object { cursor, key in
      switch key {
      case "location": Self.fill(&location, with: cursor.location())
      case "rows": Self.fill(&rows, with: cursor.array { $0.tableRow() })
      default: false
      }
    }
    guard read, let location, let rows else { return nil }
    return Document.DataTable(location: location, rows: rows)
  }

  mutating func tableRow() -> Document.TableRow? {
    var location: Messages.Location?
    var cells: [Document.TableCell]?
    var id: String?
    let read = object { cursor, key in
      switch key {
      case "location": Self.fill(&location, with: cursor.location())
      case "cells": Self.fill(&cells, with: cursor.array { $0.tableCell() })
      case "id": Self.fill(&id, with: cursor.string())
      default: false
      }
    }
    guard read, let location, let cells, let id else { return nil }
    return Document.TableRow(location: location, cells: cells, id: id)
  }

  mutating func tableCell() -> Document.TableCell? {
    var location: Messages.Location?
    var value: String?
    let read = object { cursor, key in
      switch key {
      case "location": Self.fill(&location, with: cursor.location())
      case "value": Self.fill(&value, with: cursor.string())
      default: false
      }
    }
    guard read, let location, let value else { return nil }
    return Document.TableCell(location: location, value: value)
  }
}
