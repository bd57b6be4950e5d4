import CucumberMessages
import Foundation
import SpecRun
import Testing

@Suite("Typed data tables and doc strings")
struct TypedArgumentTests {
  struct Contact: Decodable, Equatable {
    enum Status: String, Decodable, CaseIterable { case active, invited }
    var name: String
    var age: Int?
    var favourite: Bool
    var status: Status
    var rating: Double?
  }

  let contacts = DataTable(raw: [
    ["name", "age", "favourite", "status", "rating", "notes"],
    ["Akira", "12", "true", "active", "4.5", "ignored"],
    ["Emi", "", "false", "invited", "", ""],
  ])

  @Test("rows decode by their header: strings, numbers, true/false, enums, and nil for empty cells")
  func rowsDecode() throws {
    let decoded = try contacts.decode([Contact].self)
    #expect(
      decoded == [
        Contact(name: "Akira", age: 12, favourite: true, status: .active, rating: 4.5),
        Contact(name: "Emi", age: nil, favourite: false, status: .invited, rating: nil),
      ])
  }

  @Test("the step's optional table decodes as written, try context.dataTable.decode([Row].self)")
  func optionalTable() throws {
    let table: DataTable? = contacts
    #expect(try table.decode([Contact].self).map(\.name) == ["Akira", "Emi"])
    let header: DataTable? = DataTable(raw: [["name", "favourite", "status"]])
    #expect(try header.decode([Contact].self).isEmpty)
  }

  @Test("a step without a table is told to add one")
  func noTable() {
    let missing: DataTable? = nil
    #expect(
      throws: StepFailure(
        "This step has no data table, so there are no Contact rows to decode. Add a table under the step in the scenario file (a header row, then one row per Contact)."
      )
    ) { try missing.decode([Contact].self) }
  }

  @Test(
    "a cell that does not decode names its row, column, header, what was expected and what is there",
    arguments: [
      (
        ["Emi", "twelve", "false", "invited"],
        DataTableDecodingError(
          row: 3, column: 2, header: "age", problem: "expected a whole number (Int), found \"twelve\".",
          cells: ["Emi", "twelve", "false", "invited"])
      ),
      (
        ["Emi", "", "yes", "invited"],
        DataTableDecodingError(
          row: 3, column: 3, header: "favourite", problem: "expected true or false (Bool), found \"yes\".",
          cells: ["Emi", "", "yes", "invited"])
      ),
      (
        ["Emi", "", "false", "gone"],
        DataTableDecodingError(
          row: 3, column: 4, header: "status", problem: "expected one of active, invited (Status), found \"gone\".",
          cells: ["Emi", "", "false", "gone"])
      ),
      (
        ["Emi", "", "", "invited"],
        DataTableDecodingError(
          row: 3, column: 3, header: "favourite",
          problem:
            "expected true or false (Bool), found an empty cell (make the property optional to allow empty cells).",
          cells: ["Emi", "", "", "invited"])
      ),
    ])
  func badCell(row: [String], expected: DataTableDecodingError) {
    let table = DataTable(raw: [["name", "age", "favourite", "status"], ["Akira", "12", "true", "active"], row])
    #expect(throws: expected) { try table.decode([Contact].self) }
  }

  @Test("the error reads as a sentence followed by the row as written")
  func errorText() {
    let error = DataTableDecodingError(
      row: 3, column: 2, header: "age", problem: "expected a whole number (Int), found \"twelve\".",
      cells: ["Emi", "twelve"])
    #expect(
      error.description
        == "The data table's row 3, column 2 (age) does not decode: expected a whole number (Int), found \"twelve\".\n  | Emi | twelve |"
    )
  }

  @Test("a column the rows need and the table lacks is named with the columns it has")
  func missingColumn() {
    let table = DataTable(raw: [["name", "age", "status"], ["Akira", "12", "active"]])
    #expect(
      throws: DataTableDecodingError(
        row: 1, column: nil, header: "favourite",
        problem:
          "the header has no column 'favourite' (its columns: name, age, status). Add the column, or map the property to one of these headers with CodingKeys.",
        cells: ["name", "age", "status"])
    ) { try table.decode([Contact].self) }
  }

  @Test("Japanese headers map to properties through CodingKeys")
  func japaneseHeaders() throws {
    struct お手伝い: Decodable, Equatable {
      var 名前: String
      var ポイント: Int
      enum CodingKeys: String, CodingKey {
        case 名前 = "タスク"
        case ポイント = "ごほうび"
      }
    }
    let table: DataTable? = DataTable(raw: [["タスク", "ごほうび"], ["おさらあらい", "3"]])
    #expect(try table.decode([お手伝い].self) == [お手伝い(名前: "おさらあらい", ポイント: 3)])
  }

  struct Order: Decodable, Equatable {
    struct Item: Decodable, Equatable {
      var name: String
      var quantity: Int
    }
    var id: String
    var items: [Item]
  }

  @Test("a JSON doc string decodes into the type asked for, try context.docString.decode(T.self)")
  func docString() throws {
    let docString: DocString? = DocString(
      content: #"{"id": "A-1", "items": [{"name": "tea", "quantity": 2}]}"#, mediaType: "json")
    #expect(try docString.decode(Order.self) == Order(id: "A-1", items: [.init(name: "tea", quantity: 2)]))
    #expect(try DocString(content: "[1, 2]").decode([Int].self) == [1, 2])
  }

  @Test(
    "JSON that does not fit names the path, what was expected and what is there",
    arguments: [
      (
        #"{"id": "A-1", "items": [{"name": "tea", "quantity": 2}, {"name": "jam", "quantity": "three"}]}"#,
        DocStringDecodingError(path: "$.items[1].quantity", problem: "expected a whole number (Int), found \"three\".")
      ),
      (
        #"{"id": "A-1", "items": [{"name": "tea"}]}"#,
        DocStringDecodingError(
          path: "$.items[0]",
          problem: "the key \"quantity\" is missing (it has \"name\"). Add it, or make the property optional.")
      ),
      (#"{"id": null, "items": []}"#, DocStringDecodingError(path: "$.id", problem: "expected a string, found null.")),
      (#"[{"id": "A-1"}]"#, DocStringDecodingError(path: "$", problem: "expected an object, found an array.")),
    ])
  func badJSON(json: String, expected: DocStringDecodingError) {
    #expect(throws: expected) { try DocString(content: json, mediaType: "json").decode(Order.self) }
  }

  @Test("a doc string that is not JSON says where it breaks, without Foundation's error domain")
  func notJSON() throws {
    let error = try #require(throws: DocStringDecodingError.self) {
      try DocString(content: "{\"id\": \"A-1\",\n \"items\": [}").decode(Order.self)
    }
    #expect(error.path == "$")
    #expect(error.description.hasPrefix("The doc string's JSON does not decode: it is not valid JSON: "))
    #expect(error.problem.contains(" (line 2, column "), "\(error)")
    #expect(error.problem.hasSuffix(". Check the quotes, commas and brackets there."))
    #expect(!error.description.contains("NSCocoaErrorDomain"))
    #expect(!error.description.contains("3840"))
  }

  @Test("an error at a value inside the JSON names its path")
  func jsonErrorText() throws {
    #expect(
      DocStringDecodingError(path: "$.items[1].quantity", problem: "expected a whole number (Int), found \"three\".")
        .description
        == "The doc string's JSON does not decode at $.items[1].quantity: expected a whole number (Int), found \"three\"."
    )
    struct Day: Decodable { var 名前: String }
    struct Plan: Decodable {
      var days: [Day]
      enum CodingKeys: String, CodingKey { case days = "due date" }
    }
    let json = #"{"due date": [{"名前": "a"}, {"名前": "b"}, {"名前": 3}]}"#
    #expect(
      throws: DocStringDecodingError(path: #"$["due date"][2].名前"#, problem: "expected a string, found 3.")
    ) { try DocString(content: json).decode(Plan.self) }
  }

  @Test("a doc string of another media type, or none at all, is refused with what to do")
  func wrongMediaTypeOrNone() {
    #expect(
      throws: DocStringDecodingError(
        path: "$",
        problem:
          "the doc string is marked as xml, not JSON. Mark it \"\"\"json, or read context.docString?.content yourself.")
    ) { try DocString(content: "<order/>", mediaType: "xml").decode(Order.self) }
    let missing: DocString? = nil
    #expect(
      throws: StepFailure(
        "This step has no doc string, so there is no Order to decode. Add one under the step in the scenario file, between \"\"\"json and \"\"\"."
      )
    ) { try missing.decode(Order.self) }
  }
}

@MainActor
@Suite("Typed arguments in a run")
struct TypedArgumentRunTests {
  struct Price: Decodable {
    var item: String
    var yen: Int
  }

  @Test("a step reads its table as typed rows, and a bad cell fails the step with the cell named")
  func stepDecodesItsTable() async throws {
    let folder = try FeatureFolder([
      "prices.feature": """
      Feature: Prices
        Scenario: Good prices
          Given these prices
            | item | yen |
            | tea  | 300 |
          Then the total is 300 yen

        Scenario: A price in words
          Given these prices
            | item | yen   |
            | jam  | lots  |
      """
    ])
    var library = StepLibrary()
    library.given("these prices") { context in
      context[[Price].self] = try context.dataTable.decode([Price].self)
    }
    library.then("the total is {int} yen") { (context, total: Int) in
      let prices = try context.require([Price].self)
      guard prices.map(\.yen).reduce(0, +) == total else {
        throw StepFailure("the total is \(prices.map(\.yen).reduce(0, +))")
      }
    }
    var options = RunOptions()
    options.selections = [.init(path: folder.path())]
    var envelopes: [Messages.Envelope] = []
    _ = await SpecRunner(library: library, options: options) { envelopes.append($0) }.run()
    let query = MessageQuery(envelopes)
    let results = query.testCasesStarted.flatMap { query.stepsFinished(of: $0) }.filter { $0.step.pickleStepId != nil }
      .map(\.finished.testStepResult)
    #expect(results.map(\.status) == [.passed, .passed, .failed])
    #expect(
      results.last?.message
        == "The data table's row 2, column 2 (yen) does not decode: expected a whole number (Int), found \"lots\".\n  | jam | lots |"
    )
    #expect(results.last?.exception?.type == "DataTableDecodingError")
  }
}
