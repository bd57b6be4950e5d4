/// How an element of the expected sequence relates to one of the actual sequence.
enum AlignmentStep: Equatable {
  /// The two elements stand for each other; they may still differ inside.
  case paired(expected: Int, actual: Int)
  case removed(expected: Int)
  case added(actual: Int)
  /// The same element (by identity) at another place relative to the others; it may also differ
  /// inside.
  case moved(expected: Int, actual: Int)
}

/// Aligns two sequences cheaply so that an insertion shows as one added
/// element rather than a cascade of changes: the common prefix and suffix are skipped, then the
/// middle is matched by element identity when every element has a unique `id`, by a longest
/// common subsequence when it is small, and by position otherwise. Equal elements produce no step.
struct SequenceAlignment {
  var expectedCount: Int
  var actualCount: Int
  var areEqual: (_ expected: Int, _ actual: Int) -> Bool
  var expectedID: ((Int) -> AnyHashable?)?
  var actualID: ((Int) -> AnyHashable?)?

  /// Largest middle (expected × actual elements) matched by longest common subsequence.
  static let subsequenceLimit = 40_000

  /// The steps, and whether the middle was matched by identity.
  func steps() -> (steps: [AlignmentStep], byIdentity: Bool) {
    var prefix = 0
    while prefix < min(expectedCount, actualCount), areEqual(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < min(expectedCount, actualCount) - prefix,
      areEqual(expectedCount - 1 - suffix, actualCount - 1 - suffix)
    {
      suffix += 1
    }
    let expected = prefix..<(expectedCount - suffix)
    let actual = prefix..<(actualCount - suffix)
    if expected.isEmpty || actual.isEmpty {
      return (expected.map { .removed(expected: $0) } + actual.map { .added(actual: $0) }, false)
    }
    if let steps = matchedByIdentity(expected, actual) { return (steps, true) }
    if expected.count * actual.count <= Self.subsequenceLimit {
      return (matchedBySubsequence(expected, actual), false)
    }
    return (pairedInOrder(Array(expected), Array(actual)), false)
  }

  private func matchedByIdentity(_ expected: Range<Int>, _ actual: Range<Int>) -> [AlignmentStep]? {
    guard let expectedID, let actualID else { return nil }
    var actualPositions: [AnyHashable: Int] = [:]
    for position in actual {
      guard let id = actualID(position), actualPositions.updateValue(position, forKey: id) == nil else {
        return nil
      }
    }
    var seen: Set<AnyHashable> = []
    var matchOf: [Int?] = []  // per expected position in the middle: its actual position
    for position in expected {
      guard let id = expectedID(position), seen.insert(id).inserted else { return nil }
      matchOf.append(actualPositions[id])
    }
    let matched = matchOf.compactMap { $0 }
    let stayed = Self.longestIncreasingRun(matched)
    var steps: [AlignmentStep] = []
    var matchIndex = 0
    for (offset, match) in matchOf.enumerated() {
      let position = expected.lowerBound + offset
      guard let match else {
        steps.append(.removed(expected: position))
        continue
      }
      defer { matchIndex += 1 }
      if !stayed.contains(matchIndex) {
        steps.append(.moved(expected: position, actual: match))
      } else if !areEqual(position, match) {
        steps.append(.paired(expected: position, actual: match))
      }
    }
    for position in actual where !seen.contains(actualID(position)!) {
      steps.append(.added(actual: position))
    }
    return steps
  }

  /// The indices of a longest increasing subsequence of `values` (distinct numbers): the elements
  /// that kept their order; the others moved.
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // index into `values` of the smallest tail of each run length
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: Set<Int> = []
    var index = tails.last ?? -1
    while index >= 0 {
      run.insert(index)
      index = previous[index]
    }
    return run
  }

  private func matchedBySubsequence(_ expected: Range<Int>, _ actual: Range<Int>) -> [AlignmentStep] {
    let rows = expected.count
    let columns = actual.count
    // lengths[i][j]: longest common subsequence of expected[i...] and actual[j...].
    var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
    func at(_ row: Int, _ column: Int) -> Int { row * (columns + 1) + column }
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        lengths[at(row, column)] =
          areEqual(expected.lowerBound + row, actual.lowerBound + column)
          ? lengths[at(row + 1, column + 1)] + 1
          : max(lengths[at(row + 1, column)], lengths[at(row, column + 1)])
      }
    }
    var steps: [AlignmentStep] = []
    var unmatchedExpected: [Int] = []
    var unmatchedActual: [Int] = []
    var row = 0
    var column = 0
    while row < rows || column < columns {
      if row < rows, column < columns,
        lengths[at(row, column)] == lengths[at(row + 1, column + 1)] + 1,
        areEqual(expected.lowerBound + row, actual.lowerBound + column)
      {
        steps += pairedInOrder(unmatchedExpected, unmatchedActual)
        unmatchedExpected = []
        unmatchedActual = []
        row += 1
        column += 1
      } else if column == columns || (row < rows && lengths[at(row + 1, column)] >= lengths[at(row, column + 1)]) {
        unmatchedExpected.append(expected.lowerBound + row)
        row += 1
      } else {
        unmatchedActual.append(actual.lowerBound + column)
        column += 1
      }
    }
    return steps + pairedInOrder(unmatchedExpected, unmatchedActual)
  }

  /// Pairs elements position by position; the longer side's rest is added or removed.
  private func pairedInOrder(_ expected: [Int], _ actual: [Int]) -> [AlignmentStep] {
    let paired = min(expected.count, actual.count)
    return (0..<paired).map { .paired(expected: expected[$0], actual: actual[$0]) }
      + expected.dropFirst(paired).map { .removed(expected: $0) }
      + actual.dropFirst(paired).map { .added(actual: $0) }
  }
}
