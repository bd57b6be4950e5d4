/// Why a data table did not decode into the rows a step asked for: the cell (its row and column,
/// counted from 1 with the header as row 1, and the column's header), what was expected and what
/// the cell holds, followed by the row as written.
///
/// ```
/// The data table's row 3, column 2 (age) does not decode: expected a whole number (Int), found "twelve".
///   | Akira | twelve |
/// ```
public struct DataTableDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The row, from 1; the header is row 1, so the first row of values is row 2.
  public var row: Int
  /// The column, from 1; `nil` when the problem is a column the table lacks.
  public var column: Int?
  /// The column's header cell (the `Decodable` key).
  public var header: String
  /// What the problem is, in a sentence.
  public var problem: String
  /// The row's cells as written.
  public var cells: [String]

  /// The error for the cell at `row` and `column` (both from 1).
  public init(row: Int, column: Int?, header: String, problem: String, cells: [String]) {
    self.row = row
    self.column = column
    self.header = header
    self.problem = problem
    self.cells = cells
  }

  public var description: String {
    let place =
      if let column { "The data table's row \(row), column \(column) (\(header)) does not decode" } else {
        "The data table does not decode"
      }
    return "\(place): \(problem)\n  | " + cells.joined(separator: " | ") + " |"
  }
}
