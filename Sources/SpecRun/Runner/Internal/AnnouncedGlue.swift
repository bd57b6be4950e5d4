/// One app's step definitions and hooks as a run announced them, each with its message id: from
/// an entry to the id its messages carry, and from a hook's id back to the hook, so a `testCase`
/// message can be turned back into what it runs
/// (``TestCasePlan/init(_:pickle:matches:glue:query:)``).
///
/// ```swift
/// var glue = AnnouncedGlue(library: library)
/// glue.announce(definition, as: ids.next())
/// let ids = glue.messageIDs(of: match)             // ["12"]: the ids a test step lists for a match
/// let hook = glue.hook(messageID: "13")            // a hook announced as "13"
/// ```
struct AnnouncedGlue: Sendable {
  let library: StepLibrary
  /// Each definition's message id as the one-element list a test step of a matched step names,
  /// by ``StepDefinitionEntry/id`` (its position in the library, so found without hashing): made
  /// once per definition, so every step that matches it shares the list instead of making one.
  private var definitionIDLists: [[String]] = []
  /// Message ids by hook (``HookEntry/id``).
  private(set) var hookIDs: [Int: String] = [:]
  /// Hooks by message id: a run's ids are numbers, found without hashing.
  private var hooksByMessageID = MessageIDTable<HookEntry>()

  init(library: StepLibrary) { self.library = library }

  mutating func announce(_ definition: StepDefinitionEntry, as messageID: String) {
    while definitionIDLists.count <= definition.id { definitionIDLists.append([]) }
    definitionIDLists[definition.id] = [messageID]
  }

  /// The message ids of the definitions `match` names, as its test step lists them
  /// (`stepDefinitionIds`): one for a matched or broken step, each of an ambiguous one's, none for
  /// an undefined one.
  func messageIDs(of match: StepMatch) -> [String] {
    switch match {
    case .matched(let definition, _, _), .broken(let definition, _): idList(of: definition.id)
    case .ambiguous, .undefined: match.definitionIDs.flatMap(idList(of:))
    }
  }

  /// The one-element list of the message id of definition `id`, or none when it was not announced.
  private func idList(of id: Int) -> [String] {
    definitionIDLists.indices.contains(id) ? definitionIDLists[id] : []
  }

  mutating func announce(_ hook: HookEntry, as messageID: String) {
    hookIDs[hook.id] = messageID
    hooksByMessageID.set(hook, for: messageID)
  }

  /// The hook announced as `messageID` (a copy is one retain: the entry shares its fields).
  func hook(messageID: String) -> HookEntry? { hooksByMessageID[messageID] }
}
