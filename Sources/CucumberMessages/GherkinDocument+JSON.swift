// The gherkinDocument message and its parts write themselves (see `JSONWritable`): members in the
// order their `Encodable` conformances give them.

extension Messages.GherkinDocument: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("uri", uri)
    json.member("feature", feature)
    json.member("comments", comments)
    json.endObject()
  }
}

extension Messages.GherkinDocument.Comment: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("text", text)
    json.endObject()
  }
}

extension Messages.GherkinDocument.Tag: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("name", name)
    json.idMember("id", id)
    json.endObject()
  }
}

extension Messages.GherkinDocument.Feature: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("tags", tags)
    json.member("language", language)
    json.member("keyword", keyword)
    json.member("name", name)
    json.member("description", description)
    json.member("children", children)
    json.endObject()
  }
}

extension Messages.GherkinDocument.Rule: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("tags", tags)
    json.member("keyword", keyword)
    json.member("name", name)
    json.member("description", description)
    json.member("children", children)
    json.idMember("id", id)
    json.endObject()
  }
}

extension Messages.GherkinDocument.Background: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("keyword", keyword)
    json.member("name", name)
    json.member("description", description)
    json.member("steps", steps)
    json.idMember("id", id)
    json.endObject()
  }
}

extension Messages.GherkinDocument.Scenario: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("tags", tags)
    json.member("keyword", keyword)
    json.member("name", name)
    json.member("description", description)
    json.member("steps", steps)
    json.member("examples", examples)
    json.idMember("id", id)
    json.endObject()
  }
}

extension Messages.GherkinDocument.Examples: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("tags", tags)
    json.member("keyword", keyword)
    json.member("name", name)
    json.member("description", description)
    json.member("tableHeader", tableHeader)
    json.member("tableBody", tableBody)
    json.idMember("id", id)
    json.endObject()
  }
}

extension Messages.GherkinDocument.Step: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("keyword", keyword)
    json.member("keywordType", keywordType)
    json.member("text", text)
    json.member("docString", docString)
    json.member("dataTable", dataTable)
    json.idMember("id", id)
    json.endObject()
  }
}

extension Messages.GherkinDocument.DocString: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("mediaType", mediaType)
    json.member("content", content)
    json.member("delimiter", delimiter)
    json.endObject()
  }
}

extension Messages.GherkinDocument.DataTable: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("rows", rows)
    json.endObject()
  }
}

extension Messages.GherkinDocument.TableRow: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("cells", cells)
    json.idMember("id", id)
    json.endObject()
  }
}

extension Messages.GherkinDocument.TableCell: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("location", location)
    json.member("value", value)
    json.endObject()
  }
}
