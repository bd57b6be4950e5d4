import SpecRun
import Testing

@Suite("A data table beside the one the screen shows, row by row")
struct DataTableDifferenceTests {
  let expected = DataTable(raw: [["ミッション", "進み具合"], ["アプリを開く", "1/1"], ["アンケートに3件回答する", "0/3"]])

  @Test("the same table has no difference")
  func sameTableHasNoDifference() {
    #expect(expected.difference(seen: DataTable(raw: expected.raw)) == nil)
  }

  @Test("a row that differs shows as the step's row (-) and the screen's (+), the columns lined up by display width")
  func rowThatDiffers() {
    let seen = DataTable(raw: [["ミッション", "進み具合"], ["アプリを開く", "0/1"], ["アンケートに3件回答する", "0/3"]])
    #expect(
      expected.difference(seen: seen) == """
          | ミッション              | 進み具合 |
        - | アプリを開く            | 1/1      |
        + | アプリを開く            | 0/1      |
          | アンケートに3件回答する | 0/3      |
        """)
  }

  @Test("a row only the step has is -, a row only the screen has is +, and the rows around them stay in order")
  func missingAndExtraRows() {
    let table = DataTable(raw: [["name"], ["a"], ["b"], ["c"]])
    #expect(
      table.difference(seen: DataTable(raw: [["name"], ["a"], ["c"]]))
        == "  | name |\n  | a    |\n- | b    |\n  | c    |")
    #expect(
      table.difference(seen: DataTable(raw: [["name"], ["a"], ["b"], ["c"], ["d"]]))
        == "  | name |\n  | a    |\n  | b    |\n  | c    |\n+ | d    |")
    #expect(
      table.difference(seen: DataTable(raw: [["name"], ["x"], ["y"], ["c"]]))
        == "  | name |\n- | a    |\n- | b    |\n+ | x    |\n+ | y    |\n  | c    |")
  }

  @Test("cells are written as a scenario file writes them, a | escaped")
  func cellsAreEscaped() {
    let table = DataTable(raw: [["text"], ["a|b"]])
    #expect(table.difference(seen: DataTable(raw: [["text"], ["a"]])) == "  | text |\n- | a\\|b |\n+ | a    |")
  }

  @Test("a table made from rows keyed by column keeps the columns' order and leaves a missing cell empty")
  func tableFromHashes() {
    let table = DataTable(columns: ["b", "a"], hashes: [["a": "1", "b": "2"], ["a": "3"]])
    #expect(table.raw == [["b", "a"], ["2", "1"], ["", "3"]])
    #expect(table.hashes == [["a": "1", "b": "2"], ["a": "3", "b": ""]])
  }
}
