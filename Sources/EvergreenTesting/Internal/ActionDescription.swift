/// How failure messages write an action, as a test would: `.incrementTapped`, `.factResponse("42")`.
func describeAction(_ action: some Any) -> String {
  let text = String(describing: action)
  guard let first = text.first, first.isLowercase || first == "_" else { return text }
  return "." + text
}
