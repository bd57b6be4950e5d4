/// Encodes envelopes as Cucumber Messages JSON, with the official field names (keys sorted).
///
/// ```swift
/// var json = JSONWriter()
/// json.write(.pickle(pickle))
/// json.text   // {"pickle":{"astNodeIds":["4","2"],"id":"6",…}}
/// ```
extension JSONWriter {
  public mutating func write(_ envelope: Envelope) {
    object { json in
      switch envelope {
      case .source(let source):
        json.key("source")
        json.object { json in
          json.field("data", source.data)
          json.field("mediaType", source.mediaType.rawValue)
          json.field("uri", source.uri)
        }
      case .gherkinDocument(let document):
        json.key("gherkinDocument")
        json.write(document)
      case .pickle(let pickle):
        json.key("pickle")
        json.write(pickle)
      case .parseError(let uri, let error):
        json.key("parseError")
        json.object { json in
          json.field("message", error.description)
          json.key("source")
          json.object { json in
            json.key("location")
            json.write(error.location)
            json.field("uri", uri)
          }
        }
      }
    }
  }

  mutating func write(_ location: Location) {
    object { json in
      if let column = location.column { json.field("column", column) }
      json.field("line", location.line)
    }
  }

  mutating func write(_ document: GherkinDocument) {
    object { json in
      json.key("comments")
      json.array(document.comments) { json, comment in
        json.object { json in
          json.key("location")
          json.write(comment.location)
          json.field("text", comment.text)
        }
      }
      if let feature = document.feature {
        json.key("feature")
        json.write(feature)
      }
      if let uri = document.uri { json.field("uri", uri) }
    }
  }

  mutating func write(_ feature: Feature) {
    object { json in
      json.key("children")
      json.array(feature.children) { json, child in
        json.object { json in
          switch child {
          case .background(let background):
            json.key("background")
            json.write(background)
          case .rule(let rule):
            json.key("rule")
            json.write(rule)
          case .scenario(let scenario):
            json.key("scenario")
            json.write(scenario)
          }
        }
      }
      json.field("description", feature.description)
      if let keyword = feature.keyword { json.field("keyword", keyword) }
      json.field("language", feature.language)
      json.key("location")
      json.write(feature.location)
      json.field("name", feature.name)
      json.write(tags: feature.tags)
    }
  }

  mutating func write(_ rule: Rule) {
    object { json in
      json.key("children")
      json.array(rule.children) { json, child in
        json.object { json in
          switch child {
          case .background(let background):
            json.key("background")
            json.write(background)
          case .scenario(let scenario):
            json.key("scenario")
            json.write(scenario)
          }
        }
      }
      json.field("description", rule.description)
      json.field("id", rule.id)
      json.field("keyword", rule.keyword)
      json.key("location")
      json.write(rule.location)
      json.field("name", rule.name)
      json.write(tags: rule.tags)
    }
  }

  mutating func write(_ background: Background) {
    object { json in
      json.field("description", background.description)
      json.field("id", background.id)
      json.field("keyword", background.keyword)
      json.key("location")
      json.write(background.location)
      json.field("name", background.name)
      json.key("steps")
      json.array(background.steps) { $0.write($1) }
    }
  }

  mutating func write(_ scenario: Scenario) {
    object { json in
      json.field("description", scenario.description)
      json.key("examples")
      json.array(scenario.examples) { $0.write($1) }
      json.field("id", scenario.id)
      json.field("keyword", scenario.keyword)
      json.key("location")
      json.write(scenario.location)
      json.field("name", scenario.name)
      json.key("steps")
      json.array(scenario.steps) { $0.write($1) }
      json.write(tags: scenario.tags)
    }
  }

  mutating func write(_ examples: Examples) {
    object { json in
      json.field("description", examples.description)
      json.field("id", examples.id)
      json.field("keyword", examples.keyword)
      json.key("location")
      json.write(examples.location)
      json.field("name", examples.name)
      json.key("tableBody")
      json.array(examples.tableBody) { $0.write($1) }
      if let header = examples.tableHeader {
        json.key("tableHeader")
        json.write(header)
      }
      json.write(tags: examples.tags)
    }
  }

  mutating func write(_ step: Step) {
    object { json in
      if let table = step.dataTable {
        json.key("dataTable")
        json.object { json in
          json.key("location")
          json.write(table.location)
          json.key("rows")
          json.array(table.rows) { $0.write($1) }
        }
      }
      if let doc = step.docString {
        json.key("docString")
        json.object { json in
          json.field("content", doc.content)
          json.field("delimiter", doc.delimiter)
          json.key("location")
          json.write(doc.location)
          if let mediaType = doc.mediaType { json.field("mediaType", mediaType) }
        }
      }
      json.field("id", step.id)
      json.field("keyword", step.keyword)
      if let type = step.keywordType { json.field("keywordType", type.rawValue) }
      json.key("location")
      json.write(step.location)
      json.field("text", step.text)
    }
  }

  mutating func write(_ row: TableRow) {
    object { json in
      json.key("cells")
      json.array(row.cells) { json, cell in
        json.object { json in
          json.key("location")
          json.write(cell.location)
          json.field("value", cell.value)
        }
      }
      json.field("id", row.id)
      json.key("location")
      json.write(row.location)
    }
  }

  mutating func write(tags: [Tag]) {
    key("tags")
    array(tags) { json, tag in
      json.object { json in
        json.field("id", tag.id)
        json.key("location")
        json.write(tag.location)
        json.field("name", tag.name)
      }
    }
  }

  mutating func write(_ pickle: Pickle) {
    object { json in
      json.field("astNodeIds", pickle.astNodeIds)
      json.field("id", pickle.id)
      json.field("language", pickle.language)
      json.key("location")
      json.write(pickle.location)
      json.field("name", pickle.name)
      json.key("steps")
      json.array(pickle.steps) { json, step in
        json.object { json in
          if let argument = step.argument {
            json.key("argument")
            json.write(argument)
          }
          json.field("astNodeIds", step.astNodeIds)
          json.field("id", step.id)
          json.field("text", step.text)
          if let type = step.type { json.field("type", type.rawValue) }
        }
      }
      json.key("tags")
      json.array(pickle.tags) { json, tag in
        json.object { json in
          json.field("astNodeId", tag.astNodeId)
          json.field("name", tag.name)
        }
      }
      json.field("uri", pickle.uri)
    }
  }

  mutating func write(_ argument: PickleStepArgument) {
    object { json in
      if let table = argument.dataTable {
        json.key("dataTable")
        json.object { json in
          if let index = table.argumentIndex { json.field("argumentIndex", index) }
          json.key("rows")
          json.array(table.rows) { json, row in
            json.object { json in
              json.key("cells")
              json.array(row) { json, value in
                json.object { json in json.field("value", value) }
              }
            }
          }
        }
      }
      if let doc = argument.docString {
        json.key("docString")
        json.object { json in
          if let index = doc.argumentIndex { json.field("argumentIndex", index) }
          json.field("content", doc.content)
          if let mediaType = doc.mediaType { json.field("mediaType", mediaType) }
        }
      }
    }
  }
}
