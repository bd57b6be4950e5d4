@_spi(Harness) import Evergreen

// Evergreen's own containers, diffed and dumped as what they stand for rather than as the stored
// properties that implement them: an identified array is a list whose elements keep their identity
// (a re-order is a move), a navigation stack is its screens by id, and a property wrapper is the
// property the user declared.

extension IdentifiedArray: DiffableArray {
  func compareElements(with actual: Any, in differ: inout StructuralDiffer) {
    guard let actual = actual as? Self else { return differ.recordChanged(self, actual) }
    differ.compareSequences(
      ElementPairs(expected: elements, actual: actual.elements, expectedIDs: ids, actualIDs: actual.ids))
  }
}

extension StackState: DiffableArray {
  func compareElements(with actual: Any, in differ: inout StructuralDiffer) {
    guard let actual = actual as? Self else { return differ.recordChanged(self, actual) }
    differ.compareSequences(
      ElementPairs(expected: Array(self), actual: Array(actual), expectedIDs: ids, actualIDs: actual.ids))
  }
}

/// A value dumped as a bracketed list of its elements, optionally labelled.
protocol DumpedAsElements {
  var dumpedElements: [(label: String?, value: Any)] { get }
}

extension IdentifiedArray: DumpedAsElements {
  var dumpedElements: [(label: String?, value: Any)] { elements.map { (nil, $0) } }
}

extension StackState: DumpedAsElements {
  /// `[0: Detail(…), 1: Detail(…)]`: each screen under the id tests write (`path[id: 1]`).
  var dumpedElements: [(label: String?, value: Any)] { zip(ids, self).map { ("\($0.generation)", $1) } }
}

extension StackElementID: CustomDiffRepresentable {
  /// `0`, as a test writes it: `.element(id: 0, action: …)`, `path[id: 0]`.
  public var diffDescription: String { "\(generation)" }
}

/// A property wrapper shown as the property the user declared: `destination`, not
/// `_destination.wrappedValue`. `asExpected`: as the expected side of a comparison shows it.
protocol DiffedAsWrappedValue {
  func diffedValue(asExpected: Bool) -> Any
  /// The path component of the property `name` this wrapper backs, when an assert closure writes
  /// it otherwise than as a plain field; `nil` (the default) for a plain field.
  func pathComponent(named name: String) -> DiffPathComponent?
}

extension DiffedAsWrappedValue {
  func pathComponent(named name: String) -> DiffPathComponent? { nil }
}

extension PresentationState: DiffedAsWrappedValue {
  func diffedValue(asExpected: Bool) -> Any { wrappedValue as Any }
}

/// A shared value shows as its value: on the expected side, the value the test asserted.
extension Shared: DiffedAsWrappedValue {
  func diffedValue(asExpected: Bool) -> Any { value(asExpected: asExpected) }
  /// Asserted under its lock: `$0.$total.withLock { $0 = 3 }`.
  func pathComponent(named name: String) -> DiffPathComponent? { .shared(name) }
}

extension SharedReader: DiffedAsWrappedValue {
  func diffedValue(asExpected: Bool) -> Any { shared.value(asExpected: asExpected) }
  /// Asserted through the shared value it reads, which has another name.
  func pathComponent(named name: String) -> DiffPathComponent? { .readOnly(name) }
}
