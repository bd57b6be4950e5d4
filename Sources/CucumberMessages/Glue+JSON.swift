// The messages that describe a run's glue and setting (step definitions, hooks, parameter types,
// suggestions, meta) write themselves (see `JSONObjectWritable`): members in the order their
// `Encodable` conformances give them.

extension Messages.StepDefinition: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("id", id)
    json.member("pattern", pattern)
    json.member("sourceReference", sourceReference)
  }
}

extension Messages.StepDefinition.Pattern: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("source", source)
    json.member("type", type)
  }
}

extension Messages.Hook: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("id", id)
    json.member("name", name)
    json.member("sourceReference", sourceReference)
    json.member("tagExpression", tagExpression)
    json.member("type", type)
  }
}

extension Messages.ParameterTypeMessage: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("name", name)
    json.member("regularExpressions", regularExpressions)
    json.member("preferForRegularExpressionMatch", preferForRegularExpressionMatch)
    json.member("useForSnippets", useForSnippets)
    json.member("id", id)
    json.member("sourceReference", sourceReference)
  }
}

extension Messages.UndefinedParameterType: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("expression", expression)
    json.member("name", name)
  }
}

extension Messages.Suggestion: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("id", id)
    json.member("pickleStepId", pickleStepId)
    json.member("snippets", snippets)
  }
}

extension Messages.Suggestion.Snippet: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("language", language)
    json.member("code", code)
  }
}

extension Messages.Meta: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("protocolVersion", protocolVersion)
    json.member("implementation", implementation)
    json.member("runtime", runtime)
    json.member("os", os)
    json.member("cpu", cpu)
    json.member("ci", ci)
  }
}

extension Messages.Meta.Product: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("name", name)
    json.member("version", version)
  }
}

extension Messages.Meta.CI: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("name", name)
    json.member("url", url)
    json.member("buildNumber", buildNumber)
    json.member("git", git)
  }
}

extension Messages.Meta.Git: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("remote", remote)
    json.member("revision", revision)
    json.member("branch", branch)
    json.member("tag", tag)
  }
}
