import CucumberMessages

/// A saved run's `pickle` lines, one per scenario, read without the decoder.
extension RunLineReader.Cursor {
  /// A pickle whose steps have no argument (a doc string or a data table is the decoder's).
  mutating func pickle() -> Messages.Pickle? {
    var id: String?
    var uri: String?
    var location: Messages.Location?
    var name: String?
    var language: String?
    var steps: [Messages.Pickle.Step]?
    var tags: [Messages.Pickle.Tag]?
    var nodes: [String]?
    let read = object { cursor, key in
      switch key {
      case "id": Self.fill(&id, with: cursor.string())
      case "uri": Self.fill(&uri, with: cursor.string())
      case "location": Self.fill(&location, with: cursor.location())
      case "name": Self.fill(&name, with: cursor.string())
      case "language": Self.fill(&language, with: cursor.string())
      case "steps": Self.fill(&steps, with: cursor.array { $0.pickleStep() })
      case "tags": Self.fill(&tags, with: cursor.array { $0.tag() })
      case "astNodeIds": Self.fill(&nodes, with: cursor.array { $0.string() })
      default: false
      }
    }
    guard read, let id, let uri, let name, let language, let steps, let tags, let nodes else { return nil }
    return Messages.Pickle(
      id: id, uri: uri, location: location, name: name, language: language, steps: steps, tags: tags,
      astNodeIds: nodes)
  }

  mutating func pickleStep() -> Messages.Pickle.Step? {
    var nodes: [String]?
    var id: String?
    var type: String?
    var text: String?
    let read = object { cursor, key in
      switch key {
      case "astNodeIds": Self.fill(&nodes, with: cursor.array { $0.string() })
      case "id": Self.fill(&id, with: cursor.string())
      case "type": Self.fill(&type, with: cursor.string())
      case "text": Self.fill(&text, with: cursor.string())
      default: false
      }
    }
    guard read, let nodes, let id, let text else { return nil }
    return Messages.Pickle.Step(astNodeIds: nodes, id: id, type: type, text: text)
  }

  mutating func tag() -> Messages.Pickle.Tag? {
    var name: String?
    var node: String?
    let read = object { cursor, key in
      switch key {
      case "name": Self.fill(&name, with: cursor.string())
      case "astNodeId": Self.fill(&node, with: cursor.string())
      default: false
      }
    }
    guard read, let name, let node else { return nil }
    return Messages.Pickle.Tag(name: name, astNodeId: node)
  }
}
