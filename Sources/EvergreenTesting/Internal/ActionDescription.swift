import Evergreen

/// How failure messages write an action, as a test would: `.incrementTapped`, `.factResponse("42")`,
/// without module names (`.searchResponse(Result<Array<UUID>, SearchFailure>.success([…]))`).
func describeAction(_ action: some Any) -> String {
  let text = readableDescription(of: action)
  guard let first = text.first, first.isLowercase || first == "_" else { return text }
  return "." + text
}
