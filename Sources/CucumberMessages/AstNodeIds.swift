extension Messages {
  /// The ids of the Gherkin document's nodes a pickle or a pickle step comes from: always one or
  /// two (a scenario or step, then an outline's example row), kept in place without an array (a
  /// pickle step's own array was one allocation per step, made and freed by every parse). Any
  /// other count a message may hold goes in a list.
  ///
  /// ```swift
  /// let ids = Messages.AstNodeIds("12", "15")   // a step of an outline's example row
  /// ids.first                                  // "12"
  /// ids.last                                   // "15"
  /// Array(ids)                                 // ["12", "15"]
  /// ```
  package struct AstNodeIds: Sendable, Hashable, RandomAccessCollection {
    /// The first id; empty when the ids are in `others`.
    private let head: String
    /// The second id of two.
    private let second: String?
    /// Every id, for a count other than one or two (otherwise `nil`).
    private let others: [String]?

    /// One id, and a second one when there is one.
    package init(_ first: String, _ second: String? = nil) {
      self.init(head: first, second: second, others: nil)
    }

    /// The ids of `list`, in place when there are one or two. Each list has one form, so comparing
    /// and hashing forms compares lists.
    package init(_ list: [String]) {
      switch list.count {
      case 1: self.init(list[0])
      case 2: self.init(list[0], list[1])
      default: self.init(head: "", second: nil, others: list)
      }
    }

    private init(head: String, second: String?, others: [String]?) {
      self.head = head
      self.second = second
      self.others = others
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { others?.count ?? (second == nil ? 1 : 2) }

    package subscript(position: Int) -> String {
      if let others { return others[position] }
      precondition(position == 0 || (position == 1 && second != nil), "AST node id index out of range")
      return position == 0 ? head : second.unsafelyUnwrapped
    }

    /// The ids as an array (built when asked: read `first`, `last` or each id where they lie instead).
    package var array: [String] {
      if let others { return others }
      if let second { return [head, second] }
      return [head]
    }
  }
}
