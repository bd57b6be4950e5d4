// The gherkinDocument message and its parts write themselves (see `JSONObjectWritable`): members in the
// order their `Encodable` conformances give them.

extension Messages.GherkinDocument: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("uri", uri)
    json.member("feature", feature)
    json.member("comments", comments)
  }
}

extension Messages.GherkinDocument.Comment: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("text", text)
  }
}

extension Messages.GherkinDocument.Tag: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("name", name)
    json.idMember("id", id)
  }
}

extension Messages.GherkinDocument.Feature: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("tags", tags)
    json.member("language", language)
    json.member("keyword", keyword)
    json.member("name", name)
    json.member("description", description)
    json.member("children", children)
  }
}

extension Messages.GherkinDocument.Rule: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("tags", tags)
    json.member("keyword", keyword)
    json.member("name", name)
    json.member("description", description)
    json.member("children", children)
    json.idMember("id", id)
  }
}

extension Messages.GherkinDocument.Background: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("keyword", keyword)
    json.member("name", name)
    json.member("description", description)
    json.member("steps", steps)
    json.idMember("id", id)
  }
}

extension Messages.GherkinDocument.Scenario: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("tags", tags)
    json.member("keyword", keyword)
    json.member("name", name)
    json.member("description", description)
    json.member("steps", steps)
    json.member("examples", examples)
    json.idMember("id", id)
  }
}

extension Messages.GherkinDocument.Examples: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("tags", tags)
    json.member("keyword", keyword)
    json.member("name", name)
    json.member("description", description)
    json.member("tableHeader", tableHeader)
    json.member("tableBody", tableBody)
    json.idMember("id", id)
  }
}

extension Messages.GherkinDocument.Step: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("keyword", keyword)
    json.member("keywordType", keywordType)
    json.member("text", text)
    json.member("docString", docString)
    json.member("dataTable", dataTable)
    json.idMember("id", id)
  }
}

extension Messages.GherkinDocument.DocString: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("mediaType", mediaType)
    json.member("content", content)
    json.member("delimiter", delimiter)
  }
}

extension Messages.GherkinDocument.DataTable: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("rows", rows)
  }
}

extension Messages.GherkinDocument.TableRow: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("cells", cells)
    json.idMember("id", id)
  }
}

extension Messages.GherkinDocument.TableCell: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("location", location)
    json.member("value", value)
  }
}
