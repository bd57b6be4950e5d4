import CucumberMessages
import Synchronization

/// Matches step texts against one library, keeping each text's match so that a text written in
/// many scenarios (a `Background`, a `Given` every scenario starts with, thousands of generated
/// scenarios) runs the library's expressions once per run instead of once per step.
///
/// ```swift
/// let memo = StepMatchMemo(library)
/// let matches = TestCasePlan.matches(pickle, in: memo)  // one StepMatch per pickle step
/// ```
///
/// Only a match whose arguments are all made by built-in parameter types (`{int}`, `{string}`,
/// …, and a regular expression's plain text captures) is kept: those transformers make the same
/// plain value from the same text. A custom parameter type's transformer runs for every step, as
/// before, so an object it makes is never shared between scenarios. Safe to use from the
/// threads `--parallel` matches on.
final class StepMatchMemo: Sendable {
  /// The library whose definitions every text is matched against.
  let library: StepLibrary
  /// Each text's match, found by its hash, computed once per step outside the lock.
  private let known = Mutex(StepMatchTable())

  /// A memo for `library`'s definitions, with room for `texts` different texts made at once (a
  /// run gives the number of its steps: a run of new texts then never grows the table).
  init(_ library: StepLibrary, texts: Int = 0) {
    self.library = library
    known.withLock { $0.reserve(texts) }
  }

  /// How `text` matches the library: as ``StepMatch/find(_:among:)`` says, found once per text.
  func match(_ text: String) -> StepMatch {
    let hash = text.hashValue
    if let match = known.withLock({ $0.match(of: text, hash: hash) }) { return match }
    let match = StepMatch.find(text, among: library.definitions)
    if Self.isShareable(match) { known.withLock { $0.set(match, of: text, hash: hash) } }
    return match
  }

  /// Whether `match` may stand for every step with the same text: each argument is a built-in
  /// type's value (or a regular expression's text), never a custom transformer's.
  private static func isShareable(_ match: StepMatch) -> Bool {
    switch match {
    case .matched(let definition, let arguments, _):
      definition.makesBuiltInValuesOnly
        || arguments.allSatisfy { argument in
          argument.parameterTypeName.map(BuiltInParameterTypes.names.contains) ?? true
        }
    case .undefined: true
    case .ambiguous, .broken: false
    }
  }
}
