// The pickle message and its parts write themselves (see `JSONWritable`): members in the order
// their `Encodable` conformances give them.

extension Messages.Pickle: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.idMember("id", id)
    json.member("uri", uri)
    json.member("location", location)
    json.member("name", name)
    json.member("language", language)
    json.member("steps", steps)
    json.member("tags", tags)
    json.idsMember("astNodeIds", astNodeIds)
    json.endObject()
  }
}

extension Messages.Pickle.Step: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("argument", argument)
    json.idsMember("astNodeIds", astNodeIds)
    json.idMember("id", id)
    json.member("type", type)
    json.member("text", text)
    json.endObject()
  }
}

extension Messages.Pickle.Argument: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("docString", docString)
    json.member("dataTable", dataTable)
    json.endObject()
  }
}

extension Messages.Pickle.DocString: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("mediaType", mediaType)
    json.member("content", content)
    json.member("argumentIndex", argumentIndex)
    json.endObject()
  }
}

extension Messages.Pickle.Table: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("rows", rows)
    json.member("argumentIndex", argumentIndex)
    json.endObject()
  }
}

extension Messages.Pickle.Row: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("cells", cells)
    json.endObject()
  }
}

extension Messages.Pickle.Cell: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("value", value)
    json.endObject()
  }
}

extension Messages.Pickle.Tag: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("name", name)
    json.idMember("astNodeId", astNodeId)
    json.endObject()
  }
}
