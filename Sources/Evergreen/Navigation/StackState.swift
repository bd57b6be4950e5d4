import EvergreenReporting

/// The screens of a navigation stack, bottom first, each with a ``StackElementID``.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<ContactDetail.State>()
/// }
/// …
/// state.path.append(ContactDetail.State(contact: contact))   // pushes screen #0, then #1, …
/// state.path.removeLast()                                    // pops the top screen
/// state.path[id: 0]?.contact.name                             // a screen by id
/// ```
///
/// The ids count 0, 1, 2, … per stack, and are never reused: popping #1 and pushing again gives #2.
/// Two stacks are equal when they hold the same screens under the same ids.
public struct StackState<Element> {
  private var entries: IdentifiedArray<StackElementID, Entry>
  private var nextGeneration = 0

  struct Entry {
    let id: StackElementID
    var element: Element
  }

  /// An empty stack.
  public init() { self.entries = IdentifiedArray(identifiedBy: { $0.id }) }

  /// A stack of `elements`, numbered from 0.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// The ids of the screens, bottom first.
  public var ids: [StackElementID] { entries.ids }

  /// The id the next pushed screen will get.
  public var nextID: StackElementID { StackElementID(generation: nextGeneration) }

  /// The screen with `id`. Setting `nil` removes that screen alone; setting a state replaces it.
  public subscript(id id: StackElementID) -> Element? {
    get { entries[id: id]?.element }
    set {
      guard let newValue else {
        entries.remove(id: id)
        return
      }
      guard let index = entries.index(id: id) else {
        reportIssue(
          """
          StackState has no screen with id \(id), so nothing was stored. Push new screens with \
          append(_:); the ids on the stack are \(ids).
          """)
        return
      }
      entries[index].element = newValue
    }
  }

  /// The screen with `id`, when it is the case `casePath` of a `Path` enum state, as its payload.
  /// Setting it replaces that screen, only while it is that case:
  ///
  /// ```swift
  /// state.path[id: id, case: /Path.State.detail]?.isFavorite = true
  /// ```
  public subscript<Case>(id id: StackElementID, case casePath: CasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(casePath.extract(from:)) }
    set {
      guard let newValue, self[id: id].map(casePath.matches) == true else { return }
      self[id: id] = casePath.embed(newValue)
    }
  }

  /// Pushes `element` with the next id.
  public mutating func append(_ element: Element) {
    entries.append(Entry(id: nextID, element: element))
    nextGeneration += 1
  }

  /// Pushes `element` with `id` (from a `StackAction.push`); returns `false` when the id is in use.
  @discardableResult
  mutating func push(_ element: Element, id: StackElementID) -> Bool {
    guard !entries.contains(id: id) else { return false }
    entries.append(Entry(id: id, element: element))
    nextGeneration = Swift.max(nextGeneration, id.generation + 1)
    return true
  }

  /// Pops the top screen and returns it.
  @discardableResult
  public mutating func removeLast() -> Element { entries.remove(at: entries.count - 1).element }

  /// Pops the top `count` screens.
  public mutating func removeLast(_ count: Int) {
    for _ in 0..<Swift.min(count, entries.count) { removeLast() }
  }

  /// Pops the top screen, if any, and returns it.
  @discardableResult
  public mutating func popLast() -> Element? { entries.isEmpty ? nil : removeLast() }

  /// Pops the screen with `id` and every screen above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = entries.index(id: id) else { return }
    removeLast(entries.count - index)
  }

  /// Pops every screen above the one with `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = entries.index(id: id) else { return }
    removeLast(entries.count - index - 1)
  }

  /// Pops every screen.
  public mutating func removeAll() { entries.removeAll() }
}

extension StackState: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { entries.count }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }

  public subscript(position: Int) -> Element {
    get { entries[position].element }
    set { entries[position].element = newValue }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elementsEqual(rhs)
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    for element in self { hasher.combine(element) }
  }
}

extension StackState: Sendable where Element: Sendable {}
extension StackState.Entry: Sendable where Element: Sendable {}

extension StackState: CustomStringConvertible {
  public var description: String {
    "[" + zip(ids, self).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
  }
}
