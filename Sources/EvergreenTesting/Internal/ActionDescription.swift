import Evergreen

/// How failure messages write an action, as a test would: `.incrementTapped`, `.factResponse("42")`,
/// without module names (`.searchResponse(Result<Array<UUID>, SearchFailure>.success([…]))`).
func describeAction(_ action: some Any) -> String {
  let text = readableDescription(of: action)
  guard let first = text.first, first.isLowercase || first == "_" else { return text }
  return "." + text
}

/// How a failure message lists an action: as ``describeAction(_:)`` when that fits on one line of
/// 80 columns, otherwise as the action's multi-line dump (never a line of hundreds of columns).
func describeActionForList(_ action: some Any) -> String {
  let line = describeAction(action)
  guard line.count > DumpNode.lineWidth || line.contains("\n") else { return line }
  return dumpValue(action)
}
