// The source and parseError messages, and the locations every message holds, write themselves
// (see `JSONWritable`): members in the order their `Encodable` conformances give them.

extension Messages.Source: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("uri", uri)
    json.member("data", data)
    json.member("mediaType", mediaType)
    json.endObject()
  }
}

extension Messages.ParseError: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("source", source)
    json.member("message", message)
    json.endObject()
  }
}

extension Messages.SourceReference: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("uri", uri)
    json.member("location", location)
    json.endObject()
  }
}

extension Messages.Location: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("line", line)
    json.member("column", column)
    json.endObject()
  }
}
