import Evergreen

/// Walks two values of the same type side by side and records what differs, without dumping
/// what is equal. `Equatable` parts are compared with `==` first and only entered when unequal;
/// arrays, dictionaries and sets of any element type take typed fast paths (see
/// `TypedCollectionDiffing.swift`); everything else is walked with `Mirror`.
struct StructuralDiffer {
  private(set) var changes: [ValueDifference.Change] = []
  private var path: [DiffPathComponent] = []
  private let rootName: String
  /// A probe only answers "equal or not", stops at the first difference and dumps nothing.
  private let isProbe: Bool
  private var foundDifference = false
  /// Pairs of objects being compared further up, so that cycles end.
  private var objectsBeingCompared: Set<ObjectPair>
  /// When set, only the parts within these paths, and those on the way to them, are entered.
  private let scope: [String]?
  /// How many parts the scope kept the walk out of.
  private var partsLeftOut = 0
  /// Whether each change gets its place as an assert closure writes it (``AssignmentTarget``).
  private let writesAssignments: Bool

  private struct ObjectPair: Hashable {
    var expected: ObjectIdentifier
    var actual: ObjectIdentifier
  }

  /// A differ of values whose type `rootName` names; with a `scope`, it walks only the parts
  /// within those paths and the parts on the way to them.
  init(rootName: String, scope: [String]? = nil, writesAssignments: Bool = false) {
    self.rootName = rootName
    self.isProbe = false
    self.writesAssignments = writesAssignments
    self.objectsBeingCompared = []
    // The root's own path is written as its type's name, which no part's path begins with: a
    // scope naming it takes in everything.
    self.scope = scope?.contains(rootName) == true ? nil : scope
  }

  private init(probeSharing objects: Set<ObjectPair>) {
    self.rootName = ""
    self.isProbe = true
    self.objectsBeingCompared = objects
    self.scope = nil
    self.writesAssignments = false
  }

  private var isDone: Bool { isProbe && foundDifference }

  // MARK: Walking

  mutating func compare(_ expected: Any, _ actual: Any) {
    if isDone { return }
    let firstChange = changes.count
    defer { if writesAssignments { writeWholeWhereNeeded(actual, since: firstChange) } }
    guard type(of: expected) == type(of: actual) else {
      recordChanged(expected, actual)
      return
    }
    switch equalIfEquatable(expected, actual) {
    case true?:
      return
    case false?:
      if isProbe {
        foundDifference = true
        return
      }
      let before = (changes.count, partsLeftOut)
      compareParts(expected, actual)
      // Unequal with no change inside: the change is the value as a whole. A part the scope left
      // out may hold it, and then this value lies outside the scope (it is only on the way to it).
      if !isProbe && (changes.count, partsLeftOut) == before { recordChanged(expected, actual) }
      foundDifference = true
    case nil:
      compareParts(expected, actual)
    }
  }

  /// Whether two values are equal, structurally when they are not `Equatable`.
  func areEqual(_ expected: Any, _ actual: Any) -> Bool {
    if let equal = equalIfEquatable(expected, actual) { return equal }
    var probe = StructuralDiffer(probeSharing: objectsBeingCompared)
    probe.compare(expected, actual)
    return !probe.foundDifference
  }

  private mutating func compareParts(_ expected: Any, _ actual: Any) {
    // A struct or enum with none of the traits below goes straight to its mirror.
    if let traits = DiffedTypeTraits.of(expected), !traits.mayBeShownWhole, !traits.hasDiffDescription,
      !traits.isText, !traits.isTypedCollection
    {
      return compareReflected(expected, actual)
    }
    if !(expected is String || expected is Substring), let expectedText = atomicDescription(of: expected) {
      if expectedText != atomicDescription(of: actual) { recordChanged(expected, actual) }
      return
    }
    if let expected = expected as? any CustomDiffRepresentable,
      let actual = actual as? any CustomDiffRepresentable
    {
      return compareText(expected.diffDescription, actual.diffDescription, asString: false)
    }
    if let expected = expected as? String, let actual = actual as? String {
      return compareText(expected, actual, asString: true)
    }
    if let expected = expected as? Substring, let actual = actual as? Substring {
      return compareText(String(expected), String(actual), asString: true)
    }
    if let array = expected as? any DiffableArray { return array.compareElements(with: actual, in: &self) }
    if let dictionary = expected as? any DiffableDictionary {
      return dictionary.compareEntries(with: actual, in: &self)
    }
    if let set = expected as? any DiffableSet { return set.compareMembers(with: actual, in: &self) }
    compareReflected(expected, actual)
  }

  /// Compares two values of one type through their mirrors (a plain struct's stored properties
  /// through its layout, ``StoredFields``, as its mirror would show them).
  private mutating func compareReflected(_ expected: Any, _ actual: Any) {
    if let fields = StoredFields.children(of: expected, and: actual) {
      return compareChildren(
        expected, actual, diffedChildren(fields.expected, asExpected: true),
        diffedChildren(fields.actual, asExpected: false),
        wrappers: writesAssignments ? wrapperComponents(of: fields.expected) : [:])
    }
    let expectedMirror = Mirror(reflecting: expected)
    let actualMirror = Mirror(reflecting: actual)
    switch expectedMirror.displayStyle {
    case .optional:
      switch (expectedMirror.children.first, actualMirror.children.first) {
      case (nil, nil): return
      case (let expectedWrapped?, let actualWrapped?):
        within(.unwrapped) { $0.compare(expectedWrapped.value, actualWrapped.value) }
      default: recordChanged(expected, actual)
      }
    case .enum:
      let expectedCase = EnumReflection.caseName(of: expected, mirror: expectedMirror) ?? ""
      guard expectedCase == EnumReflection.caseName(of: actual, mirror: actualMirror) else {
        return recordChanged(expected, actual)
      }
      guard let expectedPayload = expectedMirror.children.first?.value,
        let actualPayload = actualMirror.children.first?.value
      else { return }
      within(.payload(expectedCase)) { $0.compare(expectedPayload, actualPayload) }
    case .collection:
      compareSequences(
        ElementPairs(
          expected: expectedMirror.children.map(\.value), actual: actualMirror.children.map(\.value)))
    case .dictionary, .set:
      // Only custom mirrors get here (Swift's own dictionaries and sets take the typed path).
      if ValueDumper.text(of: expected) != ValueDumper.text(of: actual) { recordChanged(expected, actual) }
    case .class:
      compareObjects(expected, actual, expectedMirror, actualMirror)
    default:
      compareFields(expected, actual, expectedMirror, actualMirror)
    }
  }

  private mutating func compareObjects(_ expected: Any, _ actual: Any, _ expectedMirror: Mirror, _ actualMirror: Mirror)
  {
    guard let expectedObject = classInstance(expected), let actualObject = classInstance(actual) else {
      return compareFields(expected, actual, expectedMirror, actualMirror)
    }
    if expectedObject === actualObject { return }
    let pair = ObjectPair(expected: ObjectIdentifier(expectedObject), actual: ObjectIdentifier(actualObject))
    guard objectsBeingCompared.insert(pair).inserted else { return }
    defer { objectsBeingCompared.remove(pair) }
    compareFields(expected, actual, expectedMirror, actualMirror)
  }

  private mutating func compareFields(_ expected: Any, _ actual: Any, _ expectedMirror: Mirror, _ actualMirror: Mirror)
  {
    compareChildren(
      expected, actual, reflectedChildren(of: expectedMirror, asExpected: true), reflectedChildren(of: actualMirror),
      wrappers: writesAssignments ? wrapperComponents(of: expectedMirror.children) : [:])
  }

  /// Compares two values' children label by label; `wrappers` gives the path component of a
  /// property whose wrapper is not written as a plain field (a shared value), by its name.
  private mutating func compareChildren(
    _ expected: Any, _ actual: Any, _ expectedChildren: [Mirror.Child], _ actualChildren: [Mirror.Child],
    wrappers: [String: DiffPathComponent]
  ) {
    guard !expectedChildren.isEmpty || !actualChildren.isEmpty else {
      // A leaf such as a number: equal when it prints the same (`Equatable` leaves never get here
      // unless `==` already said they differ, and then the caller records the change).
      if String(describing: expected) != String(describing: actual) { recordChanged(expected, actual) }
      return
    }
    guard expectedChildren.map(\.label) == actualChildren.map(\.label) else {
      return recordChanged(expected, actual)
    }
    for (position, (expectedChild, actualChild)) in zip(expectedChildren, actualChildren).enumerated() {
      if isDone { return }
      let label = expectedChild.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(position)"
      within(wrappers.isEmpty ? .field(label) : wrappers[label] ?? .field(label)) {
        $0.compare(expectedChild.value, actualChild.value)
      }
    }
  }

  // MARK: Sequences

  /// Compares two ordered sequences element by element. When their lengths differ, or elements
  /// at the same position have different ids, elements are first aligned (see
  /// ``SequenceAlignment``) so that insertions and removals show as such.
  mutating func compareSequences(_ pairs: ElementPairs) {
    if pairs.expectedCount == pairs.actualCount {
      let candidates = (0..<pairs.expectedCount).filter { pairs.knownEqual($0, $0) != true }
      // A collection's own ids are cheap to compare everywhere; elements' ids only where they differ.
      let moved = (pairs.hasOwnIDs ? Array(0..<pairs.expectedCount) : candidates).contains { position in
        guard let expectedID = pairs.expectedID(position), let actualID = pairs.actualID(position)
        else { return false }
        return expectedID != actualID
      }
      if !moved || isProbe {
        for position in candidates {
          if isDone { return }
          within(place(position, pairs, actual: true, byIdentity: pairs.hasOwnIDs)) {
            $0.compare(pairs.expected(position), pairs.actual(position))
          }
        }
        return
      }
    }
    if isProbe {
      foundDifference = true
      return
    }
    let alignment = SequenceAlignment(
      expectedCount: pairs.expectedCount, actualCount: pairs.actualCount,
      areEqual: { [self] in
        (!pairs.hasOwnIDs || pairs.expectedID($0) == pairs.actualID($1))
          && (pairs.knownEqual($0, $1) ?? areEqual(pairs.expected($0), pairs.actual($1)))
      },
      expectedID: pairs.expectedID, actualID: pairs.actualID)
    let (steps, matchedByIdentity) = alignment.steps()
    let byIdentity = matchedByIdentity || pairs.hasOwnIDs
    for step in steps {
      switch step {
      case .paired(let expected, let actual):
        within(place(actual, pairs, actual: true, byIdentity: byIdentity)) {
          $0.compare(pairs.expected(expected), pairs.actual(actual))
        }
      case .moved(let expected, let actual):
        within(place(actual, pairs, actual: true, byIdentity: true)) {
          $0.recordChange(expected: "position \(expected)", actual: "position \(actual)", kind: .moved)
          $0.compare(pairs.expected(expected), pairs.actual(actual))
        }
      case .removed(let expected):
        within(place(expected, pairs, actual: false, byIdentity: byIdentity, endingAt: pairs.actualCount)) {
          $0.recordRemoved(pairs.expected(expected))
        }
      case .added(let actual):
        within(place(actual, pairs, actual: true, byIdentity: byIdentity, endingAt: pairs.expectedCount)) {
          $0.recordAdded(pairs.actual(actual))
        }
      }
    }
  }

  /// `[id: 7]` when elements are told apart by identity (and this one has an id), else `[3]`;
  /// with `endingAt` (the other side's count), a position at or past it is the list's end.
  private func place(
    _ position: Int, _ pairs: ElementPairs, actual: Bool, byIdentity: Bool, endingAt otherCount: Int? = nil
  ) -> DiffPathComponent {
    guard byIdentity, let id = actual ? pairs.actualID(position) : pairs.expectedID(position) else {
      if let otherCount, position >= otherCount { return .end(position) }
      return .index(position)
    }
    return pairs.hasOwnIDs ? .ownID(id) : .id(id)
  }

  /// Text compares as a whole when it is one line, and line by line otherwise.
  private mutating func compareText(_ expected: String, _ actual: String, asString: Bool) {
    if expected == actual { return }
    let show: (Substring) -> String = { asString ? String($0).debugDescription : String($0) }
    guard expected.contains("\n") || actual.contains("\n") else {
      return recordChange(expected: show(expected[...]), actual: show(actual[...]), kind: .changed)
    }
    if isProbe {
      foundDifference = true
      return
    }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let alignment = SequenceAlignment(
      expectedCount: expectedLines.count, actualCount: actualLines.count,
      areEqual: { expectedLines[$0] == actualLines[$1] })
    let steps =
      expectedLines.count == actualLines.count
      ? expectedLines.indices.filter { expectedLines[$0] != actualLines[$0] }.map {
        AlignmentStep.paired(expected: $0, actual: $0)
      }
      : alignment.steps().steps
    for step in steps {
      switch step {
      // Lines have no identity, so none is ever found moved.
      case .paired(let expectedLine, let actualLine), .moved(let expectedLine, let actualLine):
        within(.line(actualLine + 1)) {
          $0.recordChange(
            expected: show(expectedLines[expectedLine]), actual: show(actualLines[actualLine]), kind: .changed)
        }
      case .removed(let expectedLine):
        within(.line(expectedLine + 1)) {
          $0.recordChange(expected: show(expectedLines[expectedLine]), actual: "", kind: .removed)
        }
      case .added(let actualLine):
        within(.line(actualLine + 1)) {
          $0.recordChange(expected: "", actual: show(actualLines[actualLine]), kind: .added)
        }
      }
    }
  }

  // MARK: Recording

  mutating func within(_ component: DiffPathComponent, _ body: (inout StructuralDiffer) -> Void) {
    path.append(component)
    defer { path.removeLast() }
    if let scope {
      // A change below this part has this part's path as its beginning, so it can lie within a
      // scope path only when that path is within this part, or this part within it.
      let here = renderPath(path, rootName: rootName)
      guard scope.contains(where: { diffPath(here, overlaps: $0) }) else {
        partsLeftOut += 1
        return
      }
    }
    body(&self)
  }

  /// `within` each of `fields` in turn, outermost first: `within(["tasks", "isLoading"][...])`.
  mutating func within(_ fields: ArraySlice<String>, _ body: (inout StructuralDiffer) -> Void) {
    guard let field = fields.first else { return body(&self) }
    within(.field(field)) { $0.within(fields.dropFirst(), body) }
  }

  mutating func recordChanged(_ expected: Any, _ actual: Any) {
    guard !isProbe else {
      foundDifference = true
      return
    }
    recordChange(
      expected: ValueDumper.text(of: expected, asExpected: true), actual: ValueDumper.text(of: actual), kind: .changed)
  }

  mutating func recordAdded(_ actual: Any) {
    guard !isProbe else {
      foundDifference = true
      return
    }
    recordChange(expected: "", actual: ValueDumper.text(of: actual), kind: .added)
  }

  mutating func recordRemoved(_ expected: Any) {
    guard !isProbe else {
      foundDifference = true
      return
    }
    recordChange(expected: ValueDumper.text(of: expected, asExpected: true), actual: "", kind: .removed)
  }

  /// When a change inside this place cannot be written where it lies (an enum case's payload, an
  /// element added inside a list, a line of a text), one line that writes the place's whole actual
  /// value stands for every change inside it, if Swift can write that value
  /// (`$0.mode = .loaded("y")`, `$0.tags = ["z", "a"]`); else an enclosing place tries.
  private mutating func writeWholeWhereNeeded(_ actual: Any, since firstChange: Int) {
    guard changes.count > firstChange, changes[firstChange...].contains(where: { $0.target == nil }),
      let whole = AssignmentTarget(path: path, kind: .changed)?.settingWhole(to: ValueDumper.swiftLiteral(of: actual))
    else { return }
    changes[firstChange].target = whole
    for index in changes.indices.dropFirst(firstChange + 1) { changes[index].target = whole.writtenByEarlierLine }
  }

  mutating func recordChange(expected: String, actual: String, kind: ValueDifference.Change.Kind) {
    foundDifference = true
    guard !isProbe else { return }
    var change = ValueDifference.Change(
      path: renderPath(path, rootName: rootName), expected: expected, actual: actual, kind: kind)
    // A place whose line cannot be written keeps no target: an enclosing place may be set whole.
    if writesAssignments, let target = AssignmentTarget(path: path, kind: kind), target.line(setting: actual) != nil {
      change.target = target
    }
    changes.append(change)
  }
}

/// Two ordered sequences seen through their positions, with `==` for their elements when known.
struct ElementPairs {
  var expectedCount: Int
  var actualCount: Int
  var expected: (Int) -> Any
  var actual: (Int) -> Any
  /// `==` on the elements at two positions, or `nil` when the elements are not `Equatable`.
  var knownEqual: (_ expected: Int, _ actual: Int) -> Bool?
  /// The identity of the elements at a position: their `id`, or the collection's own ids.
  var expectedID: (Int) -> AnyHashable?
  var actualID: (Int) -> AnyHashable?
  /// Whether the ids are the collection's own (an `IdentifiedArray`'s, a `StackState`'s): changes
  /// are then always placed by id, and an element under another id is another element.
  var hasOwnIDs = false

  init<Elements: RandomAccessCollection>(expected: Elements, actual: Elements) where Elements.Index == Int {
    expectedCount = expected.count
    actualCount = actual.count
    let expectedAt = { (position: Int) in expected[expected.startIndex + position] }
    let actualAt = { (position: Int) in actual[actual.startIndex + position] }
    self.expected = expectedAt
    self.actual = actualAt
    if let equal = equalityFunction(for: Elements.Element.self) {
      knownEqual = { equal(expectedAt($0), actualAt($1)) }
    } else {
      knownEqual = { _, _ in nil }
    }
    expectedID = { elementID(of: expectedAt($0)) }
    actualID = { elementID(of: actualAt($0)) }
  }

  /// Elements identified by the collection's own ids (an `IdentifiedArray`, a `StackState`).
  init<Elements: RandomAccessCollection, ID: Hashable>(
    expected: Elements, actual: Elements, expectedIDs: [ID], actualIDs: [ID]
  ) where Elements.Index == Int {
    self.init(expected: expected, actual: actual)
    expectedID = { AnyHashable(expectedIDs[$0]) }
    actualID = { AnyHashable(actualIDs[$0]) }
    hasOwnIDs = true
  }

  init(expected: [Any], actual: [Any]) {
    expectedCount = expected.count
    actualCount = actual.count
    self.expected = { expected[$0] }
    self.actual = { actual[$0] }
    knownEqual = { equalIfEquatable(expected[$0], actual[$1]) }
    expectedID = { elementID(of: expected[$0]) }
    actualID = { elementID(of: actual[$0]) }
  }
}
