import EvergreenReporting

/// An ordered collection of elements, each with a unique identifier, that finds an element by its
/// identifier in constant time. The natural home for a list on screen:
///
/// ```swift
/// var contacts: IdentifiedArrayOf<Contact> = [alice, bob]
/// contacts[id: bob.id]?.name = "Robert"     // read or change one element by id
/// contacts[id: alice.id] = nil              // remove it
/// contacts.append(carol)                    // ignored if an element with that id is already there
/// ```
///
/// Positions keep their meaning (`contacts[0]`, `contacts.first`); identifiers stay unique.
/// A lookup by id hashes the id once (a dictionary from id to position); removing or moving
/// renumbers the positions after the change, like removing from an array.
public struct IdentifiedArray<ID: Hashable, Element> {
  /// The elements, in order.
  public private(set) var elements: [Element]
  /// The identifiers, in order (kept beside the elements, so reading them costs nothing and an
  /// unchanged array's ids compare equal at once).
  public private(set) var ids: [ID]
  /// The position of each element, by id.
  private var positions: [ID: Int]
  // Only ever a pure function of the element (an `id` property); never called concurrently with a
  // mutation of anything it captures.
  nonisolated(unsafe) private let identify: (Element) -> ID

  /// An array of `elements` identified by `id`. When two elements share an id, the first is kept
  /// and the duplicate is reported.
  public init(
    uniqueElements: some Sequence<Element>,
    id: @escaping @Sendable (Element) -> ID,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(identifiedBy: id)
    appendReportingDuplicates(uniqueElements, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private mutating func appendReportingDuplicates(
    _ newElements: some Sequence<Element>,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    for element in newElements where !append(element).inserted {
      reportIssue(
        """
        IdentifiedArray was given two elements with the id \(identify(element)); the second was \
        dropped. Give every element its own id (for example from the uuid dependency).
        """, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// An empty array whose elements are identified by `id`.
  public init(id: @escaping @Sendable (Element) -> ID) {
    self.init(identifiedBy: id)
  }

  init(identifiedBy id: @escaping (Element) -> ID) {
    self.elements = []
    self.ids = []
    self.positions = [:]
    self.identify = id
  }

  /// The element with `id`, or `nil`. Setting `nil` removes it; setting an element replaces the
  /// one with that id in place, or appends it when there is none.
  public subscript(
    id id: ID, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Element? {
    get { positions[id].map { elements[$0] } }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      guard identify(newValue) == id else {
        reportIssue(
          """
          IdentifiedArray: the element stored at id \(id) has the id \(identify(newValue)); nothing \
          was changed. Store an element under its own id.
          """, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      if let position = positions[id] {
        elements[position] = newValue
      } else {
        append(newValue)
      }
    }
  }

  /// The position of the element with `id`, or `nil`.
  public func index(id: ID) -> Int? { positions[id] }

  /// Whether an element with `id` is present.
  public func contains(id: ID) -> Bool { positions[id] != nil }

  /// Appends `element` unless an element with its id is present; returns whether it was inserted
  /// and the element's position.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let id = identify(element)
    if let position = positions[id] { return (false, position) }
    positions[id] = elements.count
    elements.append(element)
    ids.append(id)
    return (true, elements.count - 1)
  }

  /// Appends each element whose id is not yet present.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements { append(element) }
  }

  /// Inserts `element` at `index` unless an element with its id is present; returns whether it was
  /// inserted and the element's position.
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    let id = identify(element)
    if let position = positions[id] { return (false, position) }
    let index = Swift.min(Swift.max(index, 0), elements.count)
    elements.insert(element, at: index)
    ids.insert(id, at: index)
    renumber(from: index)
    return (true, index)
  }

  /// Replaces the element with the same id, returning the old one, or appends `element`.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let id = identify(element)
    if let position = positions[id] {
      defer { elements[position] = element }
      return elements[position]
    }
    append(element)
    return nil
  }

  /// Replaces the element with the same id, returning the old one, or inserts `element` at `index`;
  /// returns the element replaced (if any) and the element's position.
  @discardableResult
  public mutating func updateOrInsert(_ element: Element, at index: Int) -> (originalMember: Element?, index: Int) {
    if let position = positions[identify(element)] {
      defer { elements[position] = element }
      return (elements[position], position)
    }
    return (nil, insert(element, at: index).index)
  }

  /// Removes and returns the element with `id`, or returns `nil` when there is none.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let position = positions[id] else { return nil }
    return remove(at: position)
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let removed = elements.remove(at: index)
    positions[ids.remove(at: index)] = nil
    renumber(from: index)
    return removed
  }

  /// Removes the elements at `offsets` (as a list's swipe to delete gives them, an `IndexSet`).
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    let removing = Set(offsets)
    guard !removing.isEmpty else { return }
    elements = elements.indices.filter { !removing.contains($0) }.map { elements[$0] }
    rebuildIDs()
  }

  /// Removes and returns the first element; the array must not be empty.
  @discardableResult
  public mutating func removeFirst() -> Element { remove(at: 0) }

  /// Removes the first `count` elements.
  public mutating func removeFirst(_ count: Int) {
    elements.removeFirst(count)
    rebuildIDs()
  }

  /// Removes and returns the last element; the array must not be empty.
  @discardableResult
  public mutating func removeLast() -> Element { remove(at: elements.count - 1) }

  /// Removes the last `count` elements.
  public mutating func removeLast(_ count: Int) {
    for _ in 0..<count { removeLast() }
  }

  /// Removes and returns the last element, or `nil` when the array is empty.
  @discardableResult
  public mutating func popLast() -> Element? { isEmpty ? nil : removeLast() }

  /// The elements that satisfy `isIncluded`, still an identified array.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var filtered = self
    try filtered.removeAll { try !isIncluded($0) }
    return filtered
  }

  /// Removes every element that satisfies `shouldBeRemoved`.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try elements.removeAll(where: shouldBeRemoved)
    rebuildIDs()
  }

  /// Removes every element.
  public mutating func removeAll() {
    elements.removeAll()
    ids.removeAll()
    positions.removeAll()
  }

  /// Moves the element at `source` so that it ends up at position `destination`.
  public mutating func move(from source: Int, to destination: Int) {
    guard source != destination else { return }
    let element = elements.remove(at: source)
    elements.insert(element, at: destination)
    ids.insert(ids.remove(at: source), at: destination)
    renumber(from: Swift.min(source, destination))
  }

  /// Moves the elements at `offsets` to just before `destination`, as a list's drag and drop does.
  public mutating func move(fromOffsets offsets: some Sequence<Int>, toOffset destination: Int) {
    let moving = Set(offsets)
    let moved = moving.sorted().map { elements[$0] }
    let before = elements.indices.filter { $0 < destination && !moving.contains($0) }.map { elements[$0] }
    let after = elements.indices.filter { $0 >= destination && !moving.contains($0) }.map { elements[$0] }
    elements = before + moved + after
    rebuildIDs()
  }

  /// Exchanges the elements at `i` and `j`.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    elements.swapAt(i, j)
    ids.swapAt(i, j)
    positions[ids[i]] = i
    positions[ids[j]] = j
  }

  /// Sorts the elements in place.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    try elements.sort(by: areInIncreasingOrder)
    rebuildIDs()
  }

  /// The elements sorted by `areInIncreasingOrder`, still an identified array.
  public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Self {
    var sorted = self
    try sorted.sort(by: areInIncreasingOrder)
    return sorted
  }

  /// Reverses the order of the elements.
  public mutating func reverse() {
    elements.reverse()
    ids.reverse()
    renumber(from: 0)
  }

  private mutating func renumber(from start: Int) {
    for index in start..<ids.count { positions[ids[index]] = index }
  }

  private mutating func rebuildIDs() {
    ids = elements.map(identify)
    positions.removeAll(keepingCapacity: true)
    renumber(from: 0)
  }
}

extension IdentifiedArray: RandomAccessCollection {
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }

  /// The element at `position`. Setting it must keep the element's id; to store another element,
  /// remove and insert instead.
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set {
      let old = ids[position]
      let new = identify(newValue)
      guard old == new else {
        reportIssue(
          """
          IdentifiedArray: replacing the element at position \(position) (id \(old)) with one whose \
          id is \(new) is not allowed; nothing was changed. Use remove(at:) and insert(_:at:).
          """)
        return
      }
      elements[position] = newValue
    }
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in increasing order.
  public mutating func sort() { sort(by: <) }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes an array of elements; two elements with the same id are an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let elements = try container.decode([Element].self)
    self.init(identifiedBy: { $0.id })
    for element in elements where !append(element).inserted {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Two elements have the id \(element.id); ids must be unique.")
    }
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
  public var description: String { elements.description }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// An empty array of identifiable elements.
  public init() { self.init(identifiedBy: { $0.id }) }

  /// An array of identifiable `elements`; a duplicate id is reported and dropped.
  public init(
    uniqueElements: some Sequence<Element>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(identifiedBy: { $0.id })
    appendReportingDuplicates(uniqueElements, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  public init(arrayLiteral elements: Element...) { self.init(uniqueElements: elements) }
}

/// An ``IdentifiedArray`` of `Identifiable` elements: `IdentifiedArrayOf<Contact>`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
