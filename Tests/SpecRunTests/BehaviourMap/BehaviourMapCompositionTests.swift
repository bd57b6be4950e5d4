import EvergreenTesting
import SpecRun
import Testing

@Suite("The behaviour map through composed features")
struct BehaviourMapCompositionTests {
  static let sources = """
    public struct ContactsFeature: Reducer {
      public enum Action {
        case addTapped
        case destination(PresentationAction<Destination.Action>)
        case path(StackAction<ContactDetailFeature.State, ContactDetailFeature.Action>)
        case rows(IdentifiedActionOf<RowFeature>)
        case counter(CounterFeature.Action)
        public enum Alert { case confirmDeletion(id: Int) }
      }
    }
    extension ContactsFeature {
      public struct Destination: Reducer {
        public enum Action {
          case addContact(AddContactFeature.Action)
          case alert(ContactsFeature.Action.Alert)
        }
      }
    }
    struct AddContactFeature { enum Action { case saveTapped, cancelTapped } }
    struct ContactDetailFeature { enum Action { case deleteTapped } }
    struct RowFeature { enum Action { case toggled } }
    struct CounterFeature { enum Action { case increment } }
    """

  static func use(_ path: [String], _ direction: ActionUse.Direction = .sent) -> ActionUse {
    ActionUse(
      exerciser: .scenario(id: "1", name: "Adding a contact", file: "Specs/Contacts.feature", line: 3),
      actionType: "Contacts.ContactsFeature.Action", casePath: path, direction: direction)
  }

  @Test("a case sent through a parent counts for the child feature whose case it is, and the parent lists its children")
  func childCasesCountForTheChild() throws {
    let app = BehaviourMap.AppSources(
      name: "Contacts", declarations: ActionDeclarationReader.read(Self.sources, file: "Contacts.swift"))
    let map = BehaviourMap(
      apps: [app],
      scenarioUses: [
        Self.use(["destination", "presented", "addContact", "saveTapped"]),
        Self.use(["destination", "presented", "alert", "confirmDeletion"], .received),
        Self.use(["path", "element", "deleteTapped"]),
        Self.use(["rows", "element", "toggled"]),
        Self.use(["counter", "increment"]),
        Self.use(["destination", "dismiss"]),
        Self.use(["removed"]),
      ],
      testUses: [])
    let features = Dictionary(uniqueKeysWithValues: try #require(map.apps.first).features.map { ($0.name, $0) })
    #expect(
      features.keys.sorted() == [
        "AddContactFeature", "ContactDetailFeature", "ContactsFeature", "ContactsFeature.Destination", "CounterFeature",
        "RowFeature",
      ])
    #expect(features["ContactsFeature"]?.cases.map(\.name) == ["addTapped"])
    #expect(
      features["ContactsFeature"]?.composes == [
        "ContactsFeature.Destination", "ContactDetailFeature", "RowFeature", "CounterFeature",
      ])
    #expect(features["ContactsFeature.Destination"]?.cases.map(\.name) == ["alert.confirmDeletion"])
    #expect(features["ContactsFeature.Destination"]?.cases.first?.scenarios.first?.received == true)
    #expect(
      features["AddContactFeature"]?.figure(testsKnown: true)
        == "AddContactFeature: 1/2 actions specified by scenarios, 0/2 by tests")
    for name in ["ContactDetailFeature", "RowFeature", "CounterFeature"] {
      #expect(features[name]?.specifiedByScenarios == 1, "\(name)")
    }
    #expect(map.undeclared == ["Contacts.ContactsFeature.Action.removed"])
  }
}
