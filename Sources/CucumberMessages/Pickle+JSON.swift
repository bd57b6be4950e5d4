// The pickle message and its parts write themselves (see `JSONObjectWritable`): members in the order
// their `Encodable` conformances give them.

extension Messages.Pickle: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.idMember("id", id)
    json.member("uri", uri)
    json.member("location", location)
    json.member("name", name)
    json.member("language", language)
    json.member("steps", steps)
    json.member("tags", tags)
    json.idsMember("astNodeIds", storedAstNodeIds)
  }
}

extension Messages.Pickle.Step: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("argument", argument)
    json.idsMember("astNodeIds", storedAstNodeIds)
    json.idMember("id", id)
    json.member("type", type)
    json.member("text", text)
  }
}

extension Messages.Pickle.Argument: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("docString", docString)
    json.member("dataTable", dataTable)
  }
}

extension Messages.Pickle.DocString: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("mediaType", mediaType)
    json.member("content", content)
    json.member("argumentIndex", argumentIndex)
  }
}

extension Messages.Pickle.Table: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("rows", rows)
    json.member("argumentIndex", argumentIndex)
  }
}

extension Messages.Pickle.Row: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("cells", cells)
  }
}

extension Messages.Pickle.Cell: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("value", value)
  }
}

extension Messages.Pickle.Tag: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("name", name)
    json.idMember("astNodeId", astNodeId)
  }
}
