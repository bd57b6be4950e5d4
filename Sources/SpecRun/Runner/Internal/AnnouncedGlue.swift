/// One app's step definitions and hooks as a run announced them, each with its message id both
/// ways: from an entry to the id its messages carry, and from that id back to the entry, so a
/// `testCase` message can be turned back into what it runs (``TestCasePlan/init(_:pickle:glue:query:)``).
///
/// ```swift
/// var glue = AnnouncedGlue(library: library)
/// glue.announce(definition, as: ids.next())
/// let id = glue.definitionIDs[definition.id]       // "12"
/// let entry = glue.definition(messageID: "12")     // definition
/// ```
struct AnnouncedGlue: Sendable {
  let library: StepLibrary
  /// Message ids by step definition (``StepDefinitionEntry/id``).
  private(set) var definitionIDs: [Int: String] = [:]
  /// Message ids by hook (``HookEntry/id``).
  private(set) var hookIDs: [Int: String] = [:]
  private var definitionsByMessageID: [String: StepDefinitionEntry] = [:]
  private var hooksByMessageID: [String: HookEntry] = [:]

  init(library: StepLibrary) { self.library = library }

  mutating func announce(_ definition: StepDefinitionEntry, as messageID: String) {
    definitionIDs[definition.id] = messageID
    definitionsByMessageID[messageID] = definition
  }

  mutating func announce(_ hook: HookEntry, as messageID: String) {
    hookIDs[hook.id] = messageID
    hooksByMessageID[messageID] = hook
  }

  func definition(messageID: String) -> StepDefinitionEntry? { definitionsByMessageID[messageID] }
  func hook(messageID: String) -> HookEntry? { hooksByMessageID[messageID] }
}
