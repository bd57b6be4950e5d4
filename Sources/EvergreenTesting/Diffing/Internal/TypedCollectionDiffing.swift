// Fast paths for Swift's own collections. Walking an array through `Mirror` boxes every element;
// these compare elements with their own `==` (found once per collection) and only enter the
// elements that differ.

/// Arrays and array slices, compared element by element.
protocol DiffableArray {
  func compareElements(with actual: Any, in differ: inout StructuralDiffer)
}

extension Array: DiffableArray {
  func compareElements(with actual: Any, in differ: inout StructuralDiffer) {
    guard let actual = actual as? Self else { return differ.recordChanged(self, actual) }
    differ.compareSequences(ElementPairs(expected: self, actual: actual))
  }
}

extension ContiguousArray: DiffableArray {
  func compareElements(with actual: Any, in differ: inout StructuralDiffer) {
    guard let actual = actual as? Self else { return differ.recordChanged(self, actual) }
    differ.compareSequences(ElementPairs(expected: self, actual: actual))
  }
}

extension ArraySlice: DiffableArray {
  func compareElements(with actual: Any, in differ: inout StructuralDiffer) {
    guard let actual = actual as? Self else { return differ.recordChanged(self, actual) }
    differ.compareSequences(ElementPairs(expected: self, actual: actual))
  }
}

/// Dictionaries, compared key by key; changes come in the order of the keys' dumps.
protocol DiffableDictionary {
  func compareEntries(with actual: Any, in differ: inout StructuralDiffer)
}

extension Dictionary: DiffableDictionary {
  func compareEntries(with actual: Any, in differ: inout StructuralDiffer) {
    guard let actual = actual as? Self else { return differ.recordChanged(self, actual) }
    let equal = equalityFunction(for: Value.self)
    var differing: [(order: String, key: Key)] = []
    for (key, expectedValue) in self {
      if let actualValue = actual[key] {
        let same = equal?(expectedValue, actualValue) ?? differ.areEqual(expectedValue, actualValue)
        if same { continue }
      }
      differing.append((ValueDumper.singleLine(of: key), key))
    }
    for key in actual.keys where self[key] == nil {
      differing.append((ValueDumper.singleLine(of: key), key))
    }
    for (_, key) in differing.sorted(by: { $0.order < $1.order }) {
      differ.within(.key(key)) { differ in
        switch (self[key], actual[key]) {
        case (let expectedValue?, let actualValue?): differ.compare(expectedValue, actualValue)
        case (let expectedValue?, nil): differ.recordRemoved(expectedValue)
        case (nil, let actualValue?): differ.recordAdded(actualValue)
        case (nil, nil): break
        }
      }
    }
  }
}

/// Sets: members only in one of them are removed or added, in the order of their dumps.
protocol DiffableSet {
  func compareMembers(with actual: Any, in differ: inout StructuralDiffer)
}

extension Set: DiffableSet {
  func compareMembers(with actual: Any, in differ: inout StructuralDiffer) {
    guard let actual = actual as? Self else { return differ.recordChanged(self, actual) }
    // Within one dump, the removed member comes before the added one.
    let removed = subtracting(actual).map { (order: ValueDumper.singleLine(of: $0), side: 0, member: $0) }
    let added = actual.subtracting(self).map { (order: ValueDumper.singleLine(of: $0), side: 1, member: $0) }
    for entry in (removed + added).sorted(by: { ($0.order, $0.side) < ($1.order, $1.side) }) {
      if entry.side == 0 { differ.recordRemoved(entry.member) } else { differ.recordAdded(entry.member) }
    }
  }
}
