extension DataTable {
  /// The rows below the header as values of `Row`: each header cell is a key of `Row`'s
  /// `Decodable` conformance, each cell below it the value.
  ///
  /// ```gherkin
  /// Given these contacts
  ///   | name  | age | favourite | status  |
  ///   | Akira | 12  | true      | active  |
  ///   | Emi   |     | false     | invited |
  /// ```
  /// ```swift
  /// struct Contact: Decodable {
  ///   enum Status: String, Decodable { case active, invited }
  ///   var name: String
  ///   var age: Int?          // an empty cell is nil
  ///   var favourite: Bool    // true or false
  ///   var status: Status     // one of its raw values
  /// }
  /// steps.given("these contacts") { context in
  ///   let contacts = try context.dataTable.decode([Contact].self)
  /// }
  /// ```
  ///
  /// Cells decode to `String`, the integer types, `Double`, `Float`, `Bool` (`true`/`false`),
  /// enums with raw values, and any `Decodable` type made from a single value (`URL`); an optional
  /// property is `nil` for an empty cell or a missing column. Headers in the product's language
  /// map to properties with `CodingKeys` (`case name = "名前"`); columns `Row` does not read are
  /// ignored. A cell that does not decode throws a ``DataTableDecodingError`` naming its row and
  /// column (counted from 1, the header being row 1), its header, what was expected and what it
  /// holds.
  public func decode<Row: Decodable>(_ type: [Row].Type = [Row].self) throws -> [Row] {
    guard let header = raw.first else { return [] }
    return try raw.dropFirst().enumerated().map { offset, cells in
      try Row(from: TableRowDecoder(header: header, cells: cells, row: offset + 2))
    }
  }
}

extension DataTable? {
  /// The step's data table decoded as ``DataTable/decode(_:)`` does, so that
  /// `try context.dataTable.decode([Contact].self)` reads as it is said; a step without a data
  /// table throws a ``StepFailure`` saying to add one.
  public func decode<Row: Decodable>(_ type: [Row].Type = [Row].self) throws -> [Row] {
    guard let table = self else {
      throw StepFailure(
        "This step has no data table, so there are no \(Row.self) rows to decode. Add a table under the step in the scenario file (a header row, then one row per \(Row.self))."
      )
    }
    return try table.decode(type)
  }
}
