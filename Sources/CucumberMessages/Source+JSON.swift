// The source and parseError messages, and the locations every message holds, write themselves
// (see `JSONObjectWritable`): members in the order their `Encodable` conformances give them.

extension Messages.Source: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("uri", uri)
    json.member("data", data)
    json.member("mediaType", mediaType)
  }
}

extension Messages.ParseError: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("source", source)
    json.member("message", message)
  }
}

extension Messages.SourceReference: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("uri", uri)
    json.member("location", location)
  }
}

extension Messages.Location: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("line", line)
    json.member("column", column)
  }
}
