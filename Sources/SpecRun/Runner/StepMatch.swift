import CucumberMessages

/// How a pickle step matched the step library.
///
/// Indirect, so a match is one reference however large its definition: a run copies each step's
/// match into its `testCase` message, its plan and its run, and a copy is then one retain instead
/// of one per field of the definition (its pattern, expression, location and body).
indirect enum StepMatch: Sendable {
  /// Exactly one definition matched, with these arguments, and the arguments as the `testCase`
  /// message lists them (made with the match, so a match kept for many steps makes them once).
  case matched(StepDefinitionEntry, [StepArgument], messages: [Messages.TestCase.StepMatchArgumentsList])
  /// No definition matched.
  case undefined
  /// Several definitions matched, each with the arguments it matched (empty when they could
  /// not be made).
  case ambiguous([(StepDefinitionEntry, [StepArgument])])
  /// One definition matched, but its arguments could not be made (a transformer threw, or the
  /// closure takes a different number of values).
  case broken(StepDefinitionEntry, String)

  /// How `text` matches `definitions` (a library's, or those a test case message names).
  static func find(_ text: String, among definitions: [StepDefinitionEntry]) -> StepMatch {
    // The first match is kept aside: a list is made only when a second definition matches too
    // (an ambiguous step), not for every step. Each entry's expression is asked where it is kept.
    typealias Found = (index: Int, result: Result<[StepArgument], any Error>)
    var first: Found?
    var more: [Found] = []
    for index in definitions.indices {
      let result: Result<[StepArgument], any Error>
      do {
        guard let arguments = try definitions[index].match(text) else { continue }
        result = .success(arguments)
      } catch {
        result = .failure(error)
      }
      if first == nil {
        first = (index, result)
      } else {
        more.append((index, result))
      }
    }
    guard let (index, result) = first else { return .undefined }
    guard more.isEmpty else {
      return .ambiguous(([(index, result)] + more).map { (definitions[$0.index], (try? $0.result.get()) ?? []) })
    }
    let definition = definitions[index]
    switch result {
    case .failure(let error):
      return .broken(
        definition,
        "The step matched \"\(definition.pattern)\" (\(definition.location)), but an argument could not be made: \(error)"
      )
    case .success(let arguments) where arguments.count != definition.arity:
      return .broken(
        definition,
        "The step definition \"\(definition.pattern)\" (\(definition.location)) has \(arguments.count) parameter(s) but its closure takes \(definition.arity) value(s) after the context. Make them agree."
      )
    case .success(let arguments):
      return .matched(definition, arguments, messages: [Self.argumentsList(arguments)])
    }
  }

  /// The message for an ambiguous step: every matching definition and where it is.
  static func ambiguityMessage(_ text: String, _ definitions: [StepDefinitionEntry]) -> String {
    "Several step definitions match \"\(text)\":\n"
      + definitions.map { "  \"\($0.pattern)\" at \($0.location)" }.joined(separator: "\n")
      + "\nMake one of them more specific, or remove one, so each step has exactly one definition."
  }

  var definitionIDs: [Int] {
    switch self {
    case .matched(let definition, _, _), .broken(let definition, _): [definition.id]
    case .ambiguous(let matches): matches.map(\.0.id)
    case .undefined: []
    }
  }

  /// The matched arguments in Cucumber Messages' form: one list per matching definition (so
  /// several for an ambiguous step, none for an undefined one).
  var argumentsList: [Messages.TestCase.StepMatchArgumentsList] {
    switch self {
    case .matched(_, _, let messages): messages
    case .ambiguous(let matches): matches.map { Self.argumentsList($0.1) }
    case .undefined, .broken: []
    }
  }

  /// The `StepMatchArgumentsList` of one definition's arguments.
  private static func argumentsList(_ arguments: [StepArgument]) -> Messages.TestCase.StepMatchArgumentsList {
    .init(
      stepMatchArguments: arguments.map { .init(group: Self.group($0.group), parameterTypeName: $0.parameterTypeName) })
  }

  private static func group(_ group: ArgumentGroup) -> Messages.TestCase.Group {
    Messages.TestCase.Group(
      children: group.children.isEmpty ? nil : group.children.map(Self.group), start: group.start, value: group.value)
  }
}
