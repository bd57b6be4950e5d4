import Evergreen
import EvergreenReporting
import Synchronization
import Testing

struct Person: Identifiable, Equatable, Hashable, Sendable {
  let id: Int
  var name: String
}

/// An id that counts how often it is compared for equality, to show that a lookup hashes rather
/// than scans.
private struct CountedID: Hashable, Sendable {
  static let comparisons = Mutex(0)
  let value: Int
  static func == (lhs: Self, rhs: Self) -> Bool {
    comparisons.withLock { $0 += 1 }
    return lhs.value == rhs.value
  }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

private struct Tagged: Identifiable, Sendable {
  let id: CountedID
}

@Suite("IdentifiedArray keeps elements in order and finds them by id")
struct IdentifiedArrayTests {
  let alice = Person(id: 1, name: "Alice")
  let bob = Person(id: 2, name: "Bob")
  let carol = Person(id: 3, name: "Carol")

  @Test("elements keep the order they were added in, and are found by id")
  func orderAndLookup() {
    let people: IdentifiedArrayOf<Person> = [alice, bob, carol]
    #expect(people.map(\.name) == ["Alice", "Bob", "Carol"])
    #expect(people.ids == [1, 2, 3])
    #expect(people[id: 2] == bob)
    #expect(people[id: 9] == nil)
    #expect(people.index(id: 3) == 2)
    #expect(people[1] == bob)
  }

  @Test("setting an element by id changes it in place; setting nil removes it")
  func subscriptByID() {
    var people: IdentifiedArrayOf<Person> = [alice, bob, carol]
    people[id: 2]?.name = "Robert"
    #expect(people.map(\.name) == ["Alice", "Robert", "Carol"])
    people[id: 1] = nil
    #expect(people.ids == [2, 3])
    #expect(people.index(id: 3) == 1)
    people[id: 4] = Person(id: 4, name: "Dan")
    #expect(people.ids == [2, 3, 4])
  }

  @Test("storing an element under another element's id is refused and reported")
  func subscriptMismatch() {
    var people: IdentifiedArrayOf<Person> = [alice]
    let issues = IssueCollector.collect { people[id: 1] = bob }
    #expect(people == [alice])
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("has the id 2") == true)
  }

  @Test("appending an element whose id is present keeps the original")
  func appendKeepsUnique() {
    var people: IdentifiedArrayOf<Person> = [alice]
    let result = people.append(Person(id: 1, name: "Impostor"))
    #expect(result.inserted == false)
    #expect(result.index == 0)
    #expect(people == [alice])
  }

  @Test("a literal with a duplicate id reports it and keeps the first")
  func duplicateLiteral() {
    var people: IdentifiedArrayOf<Person> = []
    let issues = IssueCollector.collect { people = [alice, Person(id: 1, name: "Again")] }
    #expect(people.map(\.name) == ["Alice"])
    #expect(issues.map(\.message).first?.contains("two elements with the id 1") == true)
  }

  @Test("insert, remove, move and sort keep every lookup correct")
  func mutationsKeepLookup() {
    var people: IdentifiedArrayOf<Person> = [alice, bob]
    people.insert(carol, at: 0)
    #expect(people.ids == [3, 1, 2])
    #expect(people.remove(id: 1) == alice)
    #expect(people.ids == [3, 2])
    people.append(alice)
    people.move(from: 0, to: 2)
    #expect(people.ids == [2, 1, 3])
    people.move(fromOffsets: [2], toOffset: 0)
    #expect(people.ids == [3, 2, 1])
    people.sort { $0.name < $1.name }
    #expect(people.ids == [1, 2, 3])
    people.swapAt(0, 2)
    #expect(people.ids == [3, 2, 1])
    for person in [alice, bob, carol] {
      #expect(people[id: person.id] == person)
      #expect(people[people.index(id: person.id)!] == person)
    }
    #expect(people.remove(id: 42) == nil)
    people.removeAll { $0.id == 2 }
    #expect(people.ids == [3, 1])
    #expect(people.index(id: 1) == 1)
  }

  @Test("replacing the element at a position with one of another id is refused and reported")
  func positionalReplacementKeepsID() {
    var people: IdentifiedArrayOf<Person> = [alice]
    people[0].name = "Alicia"
    #expect(people[id: 1]?.name == "Alicia")
    let issues = IssueCollector.collect { people[0] = bob }
    #expect(people.ids == [1])
    #expect(issues.count == 1)
  }

  @Test("equal elements in the same order make equal arrays, and equal hashes")
  func equatableHashable() {
    let one: IdentifiedArrayOf<Person> = [alice, bob]
    let same: IdentifiedArrayOf<Person> = [alice, bob]
    let reversed: IdentifiedArrayOf<Person> = [bob, alice]
    #expect(one == same)
    #expect(one != reversed)
    #expect(Set([one, same, reversed]).count == 2)
  }

  @Test("arrays of other elements are identified by the key path given")
  func customID() {
    var words = IdentifiedArray(uniqueElements: ["apple", "banana"], id: \String.first)
    #expect(words[id: "b"] == "banana")
    words.append("avocado")
    #expect(words.count == 2)
  }

  @Test(
    "finding an element by id compares a few ids on average, however long the array", .serialized,
    arguments: [1_000, 50_000])
  func lookupIsHashed(count: Int) {
    let array = IdentifiedArrayOf<Tagged>(
      uniqueElements: (0..<count).map { Tagged(id: CountedID(value: $0)) })
    CountedID.comparisons.withLock { $0 = 0 }
    var found = 0
    for value in 0..<count where array[id: CountedID(value: value)]?.id.value == value {
      found += 1
    }
    let average = Double(CountedID.comparisons.withLock { $0 }) / Double(count)
    #expect(found == count)
    #expect(average < 8, "a scan would compare \(count / 2) ids per lookup on average")
  }
}
