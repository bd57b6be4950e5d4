import Foundation

/// The shape every message a user can read on standard error must have: it starts with
/// `specrun:` (or `specrun gherkin:`, `specrun format:`) or with `path:line:column:`; it is in the
/// project's words (no Foundation error domains or decoding dumps); it has no doubled full stop
/// and does not say its place twice (`x.feature:1:1: (1:1): …`); and it ends with a full stop,
/// after the hint that says what to do.
///
/// ```swift
/// #expect(MessageShape.problems(in: captured.error).isEmpty)
/// ```
enum MessageShape {
  /// What is wrong with each untidy line of `text` (empty lines are skipped), or `[]`.
  static func problems(in text: String) -> [String] {
    text.split(separator: "\n").map(String.init).flatMap { line in problems(ofLine: line).map { "\($0): \(line)" } }
  }

  static func problems(ofLine line: String) -> [String] {
    var problems: [String] = []
    let start = #/^(specrun( gherkin| format)?: |[^\s:][^:]*:\d+:\d+: )/#
    if line.prefixMatch(of: start) == nil { problems.append("does not start with specrun: or path:line:column:") }
    for platform in ["NSCocoaErrorDomain", "Error Domain", "The operation could not be completed", "DecodingError", "Swift.", "Debug description"]
    where line.contains(platform) {
      problems.append("speaks the platform's words (\(platform))")
    }
    if line.contains(#/[^.]\.\.(\s|$)/#) { problems.append("has a doubled full stop") }
    if line.contains(#/:\d+:\d+: \(\d+:\d+\)/#) { problems.append("says its place twice") }
    if !line.hasSuffix(".") { problems.append("does not end with a hint and a full stop") }
    return problems
  }
}
