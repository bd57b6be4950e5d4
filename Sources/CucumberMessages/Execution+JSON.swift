// The messages a run makes, scenario by scenario (test cases, their attempts and steps, with
// their times and results), write themselves (see `JSONObjectWritable`): members in the order
// their `Encodable` conformances give them. A run of thousands of scenarios writes a dozen of
// them per scenario into its message report.

extension Messages.TestRunStarted: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("timestamp", timestamp)
    json.member("id", id)
  }
}

extension Messages.TestRunFinished: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("message", message)
    json.member("success", success)
    json.member("timestamp", timestamp)
    json.member("exception", exception)
    json.member("testRunStartedId", testRunStartedId)
  }
}

extension Messages.TestCase: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("id", id)
    json.member("pickleId", pickleId)
    json.member("testSteps", testSteps)
    json.member("testRunStartedId", testRunStartedId)
  }
}

extension Messages.TestCase.TestStep: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("hookId", hookId)
    json.member("id", id)
    json.member("pickleStepId", pickleStepId)
    json.member("stepDefinitionIds", stepDefinitionIds)
    json.member("stepMatchArgumentsLists", stepMatchArgumentsLists)
  }
}

extension Messages.TestCase.StepMatchArgumentsList: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("stepMatchArguments", stepMatchArguments)
  }
}

extension Messages.TestCase.StepMatchArgument: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("group", group)
    json.member("parameterTypeName", parameterTypeName)
  }
}

extension Messages.TestCase.Group: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("children", children)
    json.member("start", start)
    json.member("value", value)
  }
}

extension Messages.TestCaseStarted: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("attempt", attempt)
    json.member("id", id)
    json.member("testCaseId", testCaseId)
    json.member("workerId", workerId)
    json.member("timestamp", timestamp)
  }
}

extension Messages.TestCaseFinished: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("testCaseStartedId", testCaseStartedId)
    json.member("timestamp", timestamp)
    json.member("willBeRetried", willBeRetried)
  }
}

extension Messages.TestStepStarted: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("testCaseStartedId", testCaseStartedId)
    json.member("testStepId", testStepId)
    json.member("timestamp", timestamp)
  }
}

extension Messages.TestStepFinished: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("testCaseStartedId", testCaseStartedId)
    json.member("testStepId", testStepId)
    json.member("testStepResult", testStepResult)
    json.member("timestamp", timestamp)
  }
}

extension Messages.TestStepResult: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("duration", duration)
    json.member("message", message)
    json.member("status", status)
    json.member("exception", exception)
  }
}

extension Messages.TestStepResultStatus: JSONWritable {
  func write(to json: inout JSONWriter) { json.string(rawValue) }
}

extension Messages.Attachment: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("body", body)
    json.member("contentEncoding", contentEncoding)
    json.member("fileName", fileName)
    json.member("mediaType", mediaType)
    json.member("source", source)
    json.member("testCaseStartedId", testCaseStartedId)
    json.member("testStepId", testStepId)
    json.member("url", url)
    json.member("testRunStartedId", testRunStartedId)
    json.member("testRunHookStartedId", testRunHookStartedId)
    json.member("timestamp", timestamp)
  }
}

extension Messages.TestRunHookStarted: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("id", id)
    json.member("testRunStartedId", testRunStartedId)
    json.member("hookId", hookId)
    json.member("workerId", workerId)
    json.member("timestamp", timestamp)
  }
}

extension Messages.TestRunHookFinished: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("testRunHookStartedId", testRunHookStartedId)
    json.member("result", result)
    json.member("timestamp", timestamp)
  }
}

extension Messages.Timestamp: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("seconds", seconds)
    json.member("nanos", nanos)
  }
}

extension Messages.MessageDuration: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("seconds", seconds)
    json.member("nanos", nanos)
  }
}

extension Messages.MessageException: JSONObjectWritable {
  func writeMembers(to json: inout JSONWriter) {
    json.member("type", type)
    json.member("message", message)
    json.member("stackTrace", stackTrace)
  }
}
