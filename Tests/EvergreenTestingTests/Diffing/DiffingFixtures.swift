import EvergreenTesting

// Small value types that stand in for app state in the diffing tests.

struct Todo: Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
  var isDone = false
}

struct Profile: Equatable, Sendable {
  var name: String
  var age: Int
}

struct Account: Equatable, Sendable {
  var owner: Profile
  var nickname: String?
}

enum Loading: Equatable, Sendable {
  case idle
  case loading(progress: Double, label: String)
  case loaded([String])
}

/// Its description hides the case name; the diff must still name the case.
enum Shouting: Equatable, CustomStringConvertible, Sendable {
  case quiet, loud
  var description: String { "SHOUTING" }
}

struct TodosState: Equatable, Sendable {
  var items: [Todo] = []
  var selected: Todo?
  var status: Loading = .idle
  var scores: [String: Int] = [:]
  var tags: Set<String> = []
  var notes = ""
  var point = (x: 0, y: 0)

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.items == rhs.items && lhs.selected == rhs.selected && lhs.status == rhs.status
      && lhs.scores == rhs.scores && lhs.tags == rhs.tags && lhs.notes == rhs.notes
      && lhs.point == rhs.point
  }
}

/// A node that can point at itself: comparing and dumping must still end.
final class Node {
  var value: Int
  var next: Node?
  init(value: Int, next: Node? = nil) {
    self.value = value
    self.next = next
  }
}

/// Not `Equatable`: compared purely through `Mirror`.
struct Plain {
  var numbers: [Int]
  var label: String
}

/// An `==` that looks at nothing the mirror can see.
struct AlwaysUnequal: Equatable {
  var value = 1
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

struct Money: Equatable, CustomDiffRepresentable {
  var cents: Int
  var diffDescription: String { "€\(cents / 100).\(String(cents % 100).leftPadded(to: 2))" }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

func todos(_ titles: String...) -> [Todo] {
  titles.enumerated().map { Todo(id: $0.offset + 1, title: $0.element) }
}
