extension DataTable {
  /// A table of `columns` whose rows are `hashes`, each row's cells in the columns' order (a
  /// missing cell empty): what a `Then` step shows as the screen's table beside its own.
  ///
  /// ```swift
  /// DataTable(columns: ["name", "phone"], hashes: [["name": "Akira", "phone": "090"]]).raw
  /// // [["name", "phone"], ["Akira", "090"]]
  /// ```
  public init(columns: [String], hashes: [[String: String]]) {
    self.init(raw: [columns] + hashes.map { row in columns.map { row[$0] ?? "" } })
  }

  /// This table beside `seen`, row by row as Cucumber's table diff shows them, or nil when they
  /// are equal: a row both have starts with two spaces, a row only this table has with `- `, a
  /// row only `seen` has with `+ `, the columns lined up as a scenario file would write them.
  ///
  /// ```swift
  /// let step = DataTable(raw: [["task", "done"], ["dishes", "yes"]])
  /// step.difference(seen: DataTable(raw: [["task", "done"], ["dishes", "no"]]))
  /// //   | task   | done |
  /// // - | dishes | yes  |
  /// // + | dishes | no   |
  /// ```
  public func difference(seen: DataTable) -> String? {
    guard raw != seen.raw else { return nil }
    let marked = Self.rowsInOrder(raw, seen.raw)
    let lines = FeatureFileTable.lines(cells: marked.map(\.row))
    return zip(marked, lines).map { mark, line in mark.sign + line }.joined(separator: "\n")
  }

  /// Every row of `expected` and `seen` once, in order: the rows they share (a longest common
  /// subsequence) as they are, and between two shared rows first the expected rows then the seen ones.
  private static func rowsInOrder(_ expected: [[String]], _ seen: [[String]]) -> [(sign: String, row: [String])] {
    // shared[i][j]: how many rows expected[i...] and seen[j...] share, in order.
    var shared = Array(repeating: Array(repeating: 0, count: seen.count + 1), count: expected.count + 1)
    for i in expected.indices.reversed() {
      for j in seen.indices.reversed() {
        shared[i][j] = expected[i] == seen[j] ? shared[i + 1][j + 1] + 1 : max(shared[i + 1][j], shared[i][j + 1])
      }
    }
    var result: [(sign: String, row: [String])] = []
    var (i, j) = (0, 0)
    var removed: [[String]] = []
    var added: [[String]] = []
    func flush() {
      result += removed.map { ("- ", $0) } + added.map { ("+ ", $0) }
      removed.removeAll()
      added.removeAll()
    }
    while i < expected.count || j < seen.count {
      if i < expected.count, j < seen.count, expected[i] == seen[j] {
        flush()
        result.append(("  ", expected[i]))
        (i, j) = (i + 1, j + 1)
      } else if j == seen.count || (i < expected.count && shared[i + 1][j] >= shared[i][j + 1]) {
        removed.append(expected[i])
        i += 1
      } else {
        added.append(seen[j])
        j += 1
      }
    }
    flush()
    return result
  }
}

extension DataTable {
  /// `Then` the screen shows this table: when `seen` differs, throws a ``StepFailure`` that leads
  /// with the step's words and line, then this table beside `seen`, row by row. For a step that
  /// reads what the screen shows without describing the store's state (``ScenarioStore/expect(_:seen:_:)``
  /// does both).
  ///
  /// ```swift
  /// let shown = DataTable(raw: [table.raw[0]] + history.prefix(table.rows.count).map { [$0.reason, "\($0.points)"] })
  /// try table.expect(seen: shown)
  /// ```
  public func expect(seen: DataTable) throws {
    guard let difference = difference(seen: seen) else { return }
    throw StepFailure(
      ThenStepWords.lead(ScenarioLine.running, table: self, seen: seen, otherwise: [])
        ?? "The table is not as the screen shows it (- this step, + the screen):\n\(difference)")
  }
}
