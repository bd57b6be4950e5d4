import CucumberMessages
import Synchronization

/// Matches step texts against one library, keeping each text's match so that a text written in
/// many scenarios (a `Background`, a `Given` every scenario starts with, thousands of generated
/// scenarios) runs the library's expressions once per run instead of once per step.
///
/// ```swift
/// let memo = StepMatchMemo(library)
/// let matches = TestCasePlan.matches(pickle.steps, in: memo)  // one StepMatch per pickle step
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
  private let known = Mutex<[String: StepMatch]>([:])

  /// A memo for `library`'s definitions, with room for `texts` different texts made at once (a
  /// run gives the number of its steps: a run of new texts then never grows the table).
  init(_ library: StepLibrary, texts: Int = 0) {
    self.library = library
    known.withLock { $0.reserveCapacity(texts) }
  }

  /// How each of `steps` matches the library, in order: as ``StepMatch/find(_:among:)`` says,
  /// found once per text. The memo is read once for all of them and written once for the texts
  /// new to it (two lock rounds per pickle, not one or two per step: the lock's atomic
  /// instructions were most of what a known text cost).
  ///
  /// ```swift
  /// let matches = pickle.steps.withUnsafeBufferPointer { memo.matches(of: $0) }
  /// ```
  func matches(of steps: UnsafeBufferPointer<Messages.Pickle.Step>) -> [StepMatch] {
    // Which steps the memo did not know, as bits: a pickle with more steps than bits asks for
    // the rest one by one.
    let batch = min(steps.count, UInt64.bitWidth)
    var matches: [StepMatch] = []
    matches.reserveCapacity(steps.count)
    var unknown: UInt64 = 0
    known.withLock { known in
      for step in 0..<batch {
        if let match = known[steps[step].text] {
          matches.append(match)
        } else {
          matches.append(.undefined)
          unknown |= 1 << step
        }
      }
    }
    var learned: UInt64 = 0
    for step in 0..<batch where unknown & (1 << step) != 0 {
      let text = steps[step].text
      // A text written twice in the pickle is found once, as when the memo knows it.
      if let earlier = (0..<step).first(where: { learned & (1 << $0) != 0 && steps[$0].text == text }) {
        matches[step] = matches[earlier]
        continue
      }
      matches[step] = StepMatch.find(text, among: library.definitions)
      if Self.isShareable(matches[step]) { learned |= 1 << step }
    }
    if learned != 0 {
      known.withLock { known in
        for step in 0..<batch where learned & (1 << step) != 0 { known[steps[step].text] = matches[step] }
      }
    }
    for step in batch..<steps.count { matches.append(match(steps[step].text)) }
    return matches
  }

  /// How `text` matches the library: as ``StepMatch/find(_:among:)`` says, found once per text.
  func match(_ text: String) -> StepMatch {
    if let match = known.withLock({ $0[text] }) { return match }
    let match = StepMatch.find(text, among: library.definitions)
    if Self.isShareable(match) { known.withLock { $0[text] = match } }
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
