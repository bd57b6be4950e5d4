import CucumberMessages
import Gherkin
import Testing

/// A table row of plain ASCII without `\` is cut at its pipes, each column its byte's offset;
/// any other row is read byte by byte (escapes undone, columns counted in scalars). These tests
/// put a `\` or a non-ASCII character before, inside and after the first eight bytes of the row
/// (which are checked a word at a time) and check the cells, their columns and their escapes.
@Suite("A table row's cells")
struct TableRowCellsTests {
  /// The cells of the one data table row `row` (indented four spaces), as column and value.
  static func cells(of row: String) throws -> [String] {
    let parsed = Fixture.parse("Feature: F\n  Scenario: S\n    Given a table\n    \(row)\n")
    #expect(parsed.errors.isEmpty)
    let table = try #require(Fixture.steps(parsed).first?.dataTable)
    return try #require(table.rows.first).cells.map { "\($0.location.column ?? 0):\($0.value)" }
  }

  @Test("a plain row: each cell trimmed, at the column of its first character, text outside the pipes ignored")
  func plainRow() throws {
    #expect(try Self.cells(of: "| a-100 |  4 |x|   |") == ["7:a-100", "16:4", "19:x", "24:"])
    #expect(try Self.cells(of: "|a|b|") == ["6:a", "8:b"])
    #expect(
      try Self.cells(of: "| one | two | three | four | five |  # after") == [
        "7:one", "13:two", "19:three", "27:four", "34:five",
      ])
  }

  @Test(
    "an escape is undone wherever it stands in the row",
    arguments: [
      ("|\\|a|b|", ["6:|a", "10:b"]),
      ("| abc\\|d | e |", ["7:abc|d", "16:e"]),
      ("| abcdefgh | ij\\nk |", ["7:abcdefgh", "18:ij\nk"]),
      ("| abcdefghijklmnop | q\\\\r |", ["7:abcdefghijklmnop", "26:q\\r"]),
    ])
  func escapes(row: String, expected: [String]) throws {
    #expect(try Self.cells(of: row) == expected)
  }

  @Test(
    "a non-ASCII character moves the columns after it by scalars, wherever it stands in the row",
    arguments: [
      ("|é|b|", ["6:é", "8:b"]),
      ("| abcdé | f |", ["7:abcdé", "15:f"]),
      ("| abcdefgh | 日本 | k |", ["7:abcdefgh", "18:日本", "23:k"]),
      ("| abcdefghijklmnop | q | ü | r |", ["7:abcdefghijklmnop", "26:q", "30:ü", "34:r"]),
    ])
  func nonASCII(row: String, expected: [String]) throws {
    #expect(try Self.cells(of: row) == expected)
  }
}
