/// One app's step definitions and hooks as a run announced them, each with its message id: from
/// an entry to the id its messages carry, and from a hook's id back to the hook, so a `testCase`
/// message can be turned back into what it runs
/// (``TestCasePlan/init(_:pickle:matches:glue:query:)``).
///
/// ```swift
/// var glue = AnnouncedGlue(library: library)
/// glue.announce(definition, as: ids.next())
/// let id = glue.definitionIDs[definition.id]       // "12"
/// let hook = glue.hook(messageID: "13")            // a hook announced as "13"
/// ```
struct AnnouncedGlue: Sendable {
  let library: StepLibrary
  /// Message ids by step definition (``StepDefinitionEntry/id``).
  private(set) var definitionIDs: [Int: String] = [:]
  /// Message ids by hook (``HookEntry/id``).
  private(set) var hookIDs: [Int: String] = [:]
  private var hooksByMessageID: [String: HookEntry] = [:]

  init(library: StepLibrary) { self.library = library }

  mutating func announce(_ definition: StepDefinitionEntry, as messageID: String) {
    definitionIDs[definition.id] = messageID
  }

  mutating func announce(_ hook: HookEntry, as messageID: String) {
    hookIDs[hook.id] = messageID
    hooksByMessageID[messageID] = hook
  }

  func hook(messageID: String) -> HookEntry? { hooksByMessageID[messageID] }
}
