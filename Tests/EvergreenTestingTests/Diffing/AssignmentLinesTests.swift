import Evergreen
import EvergreenTesting
import Foundation
import Testing

/// A screen with a part of each kind an assert closure writes, or cannot write.
private struct Screen: Equatable {
  enum Mode: Equatable {
    case idle, loading
    case loaded(String)
  }
  struct Note: Equatable { var title = "a" }

  var mode = Mode.idle
  var ratio = 1.5
  var count: Int?
  var note: Note? = Note()
  var notes = [Note()]
  var stock = ["Pear": 1]
  var pair = (left: 1, right: "r")
  var text = "one\ntwo"
  var loaded = Mode.loaded("x")
  var id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
  var kept = [Note()]
  var tags = ["a", "b"]
  var shelves = ["top": Note()]

  static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.mode == rhs.mode && lhs.ratio == rhs.ratio && lhs.count == rhs.count && lhs.note == rhs.note
      && lhs.notes == rhs.notes && lhs.stock == rhs.stock && lhs.pair == rhs.pair && lhs.text == rhs.text
      && lhs.loaded == rhs.loaded && lhs.id == rhs.id && lhs.kept == rhs.kept && lhs.tags == rhs.tags
      && lhs.shelves == rhs.shelves
  }
}

@Suite("A difference writes the assert closure's lines that make the actual value")
struct AssignmentLinesTests {
  @Test("each changed place as Swift writes it: through optionals, elements, dictionary entries and tuples")
  func linesForEveryWritablePlace() throws {
    var after = Screen()
    after.mode = .loading
    after.ratio = 2
    after.count = 3
    after.note?.title = "b \"quoted\""
    after.notes[0].title = "c"
    after.stock["Apple"] = 2
    after.stock["Pear"] = nil
    after.pair.right = "s"
    after.loaded = .idle
    after.shelves["top"]?.title = "d"
    let difference = try #require(structuralDifference(Screen(), after))
    #expect(
      difference.assignments == [
        "$0.mode = .loading",
        "$0.ratio = 2.0",
        "$0.count = 3",
        #"$0.note?.title = "b \"quoted\"""#,
        #"$0.notes[0].title = "c""#,
        #"$0.stock["Apple"] = 2"#,
        #"$0.stock["Pear"] = nil"#,
        #"$0.pair.right = "s""#,
        "$0.loaded = .idle",
        #"$0.shelves["top"]?.title = "d""#,
      ])
    // The same lines, pasted into an assert closure as a developer would: they compile, and they
    // make the state the difference was taken of.
    let pasted: (inout Screen) -> Void = {
      $0.mode = .loading
      $0.ratio = 2.0
      $0.count = 3
      $0.note?.title = "b \"quoted\""
      $0.notes[0].title = "c"
      $0.stock["Apple"] = 2
      $0.stock["Pear"] = nil
      $0.pair.right = "s"
      $0.loaded = .idle
      $0.shelves["top"]?.title = "d"
    }
    var made = Screen()
    pasted(&made)
    #expect(made == after)
  }

  @Test("no lines when one change cannot be written so, though the others can")
  func noLinesForAPlaceSwiftCannotWrite() {
    func assignments(_ change: (inout Screen) -> Void) -> [String]? {
      var after = Screen()
      after.count = 1
      change(&after)
      return structuralDifference(Screen(), after)?.assignments
    }
    #expect(assignments { _ in } == ["$0.count = 1"])
    #expect(assignments { $0.kept.append(.init()) } == nil, "a struct added to a list")
    #expect(assignments { $0.kept.insert(.init(title: "z"), at: 0) } == nil, "a list of structs set whole")
    #expect(assignments { $0.note = nil } == ["$0.count = 1", "$0.note = nil"])
    #expect(assignments { $0.note = Screen.Note(title: "z") } == ["$0.count = 1", #"$0.note?.title = "z""#])
    var empty = Screen()
    empty.note = nil
    #expect(structuralDifference(empty, Screen())?.assignments == nil, "a struct's dump names its type")
  }

  @Test(
    "a change that cannot be written where it lies is made by setting the nearest place Swift can write whole, a UUID as a test writes it"
  )
  func linesSettingAnEnclosingPlaceWhole() throws {
    var after = Screen()
    after.count = 1
    after.loaded = .loaded("y")
    after.text = "one\nthree"
    after.tags = ["A", "z", "b"]
    after.stock["Pear"] = 4
    after.id = UUID(2)
    let difference = try #require(structuralDifference(Screen(), after))
    // The tags' two changes (one element changed, one added inside the list) share one line.
    #expect(difference.changes.count == 7)
    #expect(
      difference.assignments == [
        "$0.count = 1",
        #"$0.stock["Pear"] = 4"#,
        #"$0.text = "one\nthree""#,
        #"$0.loaded = .loaded("y")"#,
        "$0.id = UUID(2)",
        #"$0.tags = ["A", "z", "b"]"#,
      ])
    let pasted: (inout Screen) -> Void = {
      $0.count = 1
      $0.stock["Pear"] = 4
      $0.text = "one\nthree"
      $0.loaded = .loaded("y")
      $0.id = UUID(2)
      $0.tags = ["A", "z", "b"]
    }
    var made = Screen()
    pasted(&made)
    #expect(made == after)
  }

  @Test("an enum case's payload inside an optional, a dictionary's entry or a list's element is set with its case")
  func payloadsSetWithTheirCase() throws {
    struct Board: Equatable {
      enum Cell: Equatable {
        case empty
        case marked(by: String, turn: Int)
      }
      var last: Cell? = .marked(by: "o", turn: 1)
      var named = ["centre": Cell.marked(by: "x", turn: 2)]
      var cells: [Cell] = [.empty, .marked(by: "x", turn: 2)]
    }
    var after = Board()
    after.last = .marked(by: "x", turn: 3)
    after.named["centre"] = .marked(by: "x", turn: 4)
    after.cells[1] = .marked(by: "o", turn: 5)
    let difference = try #require(structuralDifference(Board(), after))
    #expect(
      difference.assignments == [
        #"$0.last = .marked(by: "x", turn: 3)"#,
        #"$0.named["centre"] = .marked(by: "x", turn: 4)"#,
        #"$0.cells[1] = .marked(by: "o", turn: 5)"#,
      ])
    let pasted: (inout Board) -> Void = {
      $0.last = .marked(by: "x", turn: 3)
      $0.named["centre"] = .marked(by: "x", turn: 4)
      $0.cells[1] = .marked(by: "o", turn: 5)
    }
    var made = Board()
    pasted(&made)
    #expect(made == after)
    // Each change is still shown where it lies.
    #expect(difference.changes.map(\.path).contains("last.marked.by"))
  }

  @Test("an element of an identified collection is reached by its id, and one gone is set to nil")
  func linesThroughIdentifiedCollections() throws {
    // Chores by UUID, the diffing fixtures' to-dos by number, their profiles by name.
    struct Chore: Equatable, Identifiable {
      let id: UUID
      var title: String
      var isComplete = false
    }
    struct Lists: Equatable {
      var todos: IdentifiedArrayOf<Chore> = [
        Chore(id: UUID(0), title: "Milk"), Chore(id: UUID(1), title: "Eggs"),
        Chore(id: UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!, title: "Tea"),
      ]
      var rows: IdentifiedArrayOf<Todo> = [Todo(id: 7, title: "a")]
      var people = IdentifiedArray(uniqueElements: [Profile(name: "Ada", age: 36)], id: \.name)
      var path = StackState<Todo>([Todo(id: 1, title: "top")])
    }
    var after = Lists()
    after.todos[id: UUID(0)]?.isComplete = true
    after.todos[id: UUID(1)] = nil
    after.todos[id: UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!]?.title = "Green tea"
    after.rows[id: 7]?.title = "b"
    after.people[id: "Ada"]?.age = 37
    after.path[id: 0]?.title = "root"
    let difference = try #require(structuralDifference(Lists(), after))
    #expect(
      difference.assignments == [
        "$0.todos[id: UUID(0)]?.isComplete = true",
        "$0.todos[id: UUID(1)] = nil",
        #"$0.todos[id: UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!]?.title = "Green tea""#,
        #"$0.rows[id: 7]?.title = "b""#,
        #"$0.people[id: "Ada"]?.age = 37"#,
        #"$0.path[id: 0]?.title = "root""#,
      ])
    let pasted: (inout Lists) -> Void = {
      $0.todos[id: UUID(0)]?.isComplete = true
      $0.todos[id: UUID(1)] = nil
      $0.todos[id: UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!]?.title = "Green tea"
      $0.rows[id: 7]?.title = "b"
      $0.people[id: "Ada"]?.age = 37
      $0.path[id: 0]?.title = "root"
    }
    var made = Lists()
    pasted(&made)
    #expect(made == after)
    // A plain list's elements matched by their ids have no such subscript: no lines.
    var plain = [Chore(id: UUID(0), title: "Milk")]
    let before = plain
    plain[0].isComplete = true
    plain.append(Chore(id: UUID(1), title: "Eggs"))
    #expect(structuralDifference(before, plain).map { $0.changes.isEmpty } == false)
    #expect(structuralDifference(before, plain)?.assignments == nil)
  }

  @Test("elements added at a list's end are appended, and those gone from its end removed, in order")
  func linesAtAListsEnd() {
    var grown = Screen()
    grown.tags += ["c", "d"]
    grown.tags[0] = "A"
    #expect(
      structuralDifference(Screen(), grown)?.assignments == [
        #"$0.tags[0] = "A""#, #"$0.tags.append("c")"#, #"$0.tags.append("d")"#,
      ])
    var shrunk = Screen()
    shrunk.tags = []
    #expect(structuralDifference(Screen(), shrunk)?.assignments == ["$0.tags.removeLast()", "$0.tags.removeLast()"])
    // Pasted, in order, they make both states.
    var made = Screen()
    let grow: (inout Screen) -> Void = {
      $0.tags[0] = "A"
      $0.tags.append("c")
      $0.tags.append("d")
    }
    grow(&made)
    #expect(made == grown)
    made = Screen()
    let shrink: (inout Screen) -> Void = {
      $0.tags.removeLast()
      $0.tags.removeLast()
    }
    shrink(&made)
    #expect(made == shrunk)
  }

  @Test("a dump is taken as Swift only when it names no type")
  func literalDumps() {
    for dump in [
      "3", "-2.5", "1e+20", "true", "nil", #""a, \"b\" (c)""#, ".idle", #".loaded("x")"#, "[1, 2]", "[:]",
      #"["a": 1]"#, "(1, \"two\")", ".moved(from: 1, to: 2)", "UUID(3)", ".todo(UUID(12))",
      #"UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!"#,
    ] {
      #expect(isLiteralDump(dump), "\(dump)")
    }
    for dump in [
      "Item(title: \"a\")", "UUID(00000000-0000-0000-0000-000000000001)", "inf", "-nan", "Date(2026)", "",
      "[\n  1\n]", #""open"#, ".loaded(Note(title: \"a\"))", "UUID(x)", "UUID()", "3!", "UUID(uuidString: x)!",
      ".paid(00000000-0000-0000-0000-000000000000)", "1.2.3",
    ] {
      #expect(!isLiteralDump(dump), "\(dump)")
    }
  }
}
