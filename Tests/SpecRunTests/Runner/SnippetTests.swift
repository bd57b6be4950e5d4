import CucumberMessages
import Foundation
import SpecRun
import Testing

@MainActor
@Suite("Snippets for undefined steps")
struct SnippetTests {
  /// Runs `feature` against `library`; returns the snippet of each undefined step, by its text.
  func snippets(_ feature: String, _ library: StepLibrary = StepLibrary()) async throws -> (
    byText: [String: String], query: MessageQuery
  ) {
    let folder = try FeatureFolder(["f.feature": feature])
    var options = RunOptions()
    options.selections = [.init(path: folder.path())]
    var envelopes: [Messages.Envelope] = []
    _ = await SpecRunner(library: library, options: options) { envelopes.append($0) }.run()
    let query = MessageQuery(envelopes)
    var byText: [String: String] = [:]
    for suggestion in query.suggestions {
      let text =
        query.pickle(ofStep: suggestion.pickleStepId)?.steps.first { $0.id == suggestion.pickleStepId }?.text ?? "?"
      #expect(suggestion.snippets.count == 1)
      byText[text] = suggestion.snippets.first?.code
    }
    return (byText, query)
  }

  /// The expression of a snippet's live first line, as it would be pasted.
  static func livePattern(_ code: String) -> String? {
    guard let line = code.split(separator: "\n").first, let open = line.firstIndex(of: "\""),
      let close = line.range(of: "\") {", options: .backwards)
    else { return nil }
    return String(line[line.index(after: open)..<close.lowerBound])
      .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
  }

  @Test("the same text used with Given and Then gets one snippet, registered with steps.step, alternatives as comments")
  func oneSnippetForSeveralKeywords() async throws {
    let (byText, query) = try await snippets(
      "Feature: F\n  Scenario: A\n    Given I have 3 cukes\n  Scenario: B\n    Then I have 3 cukes\n")
    #expect(query.suggestions.count == 2)
    #expect(
      byText["I have 3 cukes"] == """
        steps.step("I have {int} cukes") { (context, int: Int) in
        // steps.step("I have {float} cukes") { (context, float: Double) in
          throw PendingStep()
        }
        """)
    #expect(Set(query.suggestions.flatMap(\.snippets).map(\.code)).count == 1)
  }

  @Test("texts that make the same expression share one snippet with their keyword")
  func sameExpression() async throws {
    let (byText, _) = try await snippets(
      "Feature: F\n  Scenario: A\n    Given I have 3 cukes\n    And I have 5 cukes\n    When I eat 1 cuke\n")
    #expect(byText["I have 3 cukes"] == byText["I have 5 cukes"])
    #expect(
      byText["I have 3 cukes"]?.hasPrefix("steps.given(\"I have {int} cukes\") { (context, int: Int) in\n") == true)
    #expect(byText["I eat 1 cuke"]?.hasPrefix("steps.when(\"I eat {int} cuke\")") == true)
  }

  @Test("a whole number and a decimal in the same place share the {float} snippet, which matches both")
  func integerAndDecimal() async throws {
    let (byText, _) = try await snippets(
      "Feature: F\n  Scenario: A\n    Then the tank holds 3 litres\n    Then the tank holds 2.5 litres\n")
    let expected = """
      steps.then("the tank holds {float} litres") { (context, float: Double) in
        throw PendingStep()
      }
      """
    #expect(byText["the tank holds 3 litres"] == expected)
    #expect(byText["the tank holds 2.5 litres"] == expected)
  }

  @Test("Japanese steps get {カギ括弧} for 「…」 and {int} for numbers next to kanji")
  func japanese() async throws {
    let (byText, _) = try await snippets(
      "# language: ja\n機能: 買い物\n  シナリオ: 入れる\n    前提 「りんご」を3個かごに入れる\n    もし 1秒経つ\n")
    #expect(
      byText["「りんご」を3個かごに入れる"] == """
        steps.given("{カギ括弧}を{int}個かごに入れる") { (context, カギ括弧: String, int: Int) in
        // steps.given("{カギ括弧}を{float}個かごに入れる") { (context, カギ括弧: String, float: Double) in
          throw PendingStep()
        }
        """)
    #expect(byText["1秒経つ"]?.hasPrefix("steps.when(\"{int}秒経つ\") { (context, int: Int) in\n") == true)
  }

  @Test(
    "a snippet uses the library's own parameter types, and a type without a Swift name takes its transformer's type")
  func libraryTypes() async throws {
    struct Temperature: Sendable { var degrees: Int }
    var library = StepLibrary()
    library.parameterType("color", regexp: "red|blue") { $0 }
    try library.parameterTypes.define(
      ParameterType(name: "celsius", regexps: [#"-?\d+°C"#]) { values in
        Temperature(degrees: Int(values[0]!.dropLast(2)) ?? 0)
      })
    let feature = "Feature: F\n  Scenario: A\n    Given a red ball\n    When it is 20°C\n"
    let (byText, _) = try await snippets(feature, library)
    #expect(byText["a red ball"]?.hasPrefix("steps.given(\"a {color} ball\") { (context, color: String) in\n") == true)
    #expect(
      byText["it is 20°C"]?.hasPrefix("steps.when(\"it is {celsius}\") { (context, celsius: Temperature) in\n") == true)
    let (plain, _) = try await snippets(feature)
    #expect(plain["a red ball"]?.hasPrefix("steps.given(\"a red ball\") { context in\n") == true)
  }

  @Test("a step with a table or a doc string gets a comment saying how to read it")
  func arguments() async throws {
    let (byText, _) = try await snippets(
      "Feature: F\n  Scenario: A\n    Given these cukes\n      | name |\n      | Kirby |\n    When the order arrives\n      \"\"\"json\n      {}\n      \"\"\"\n"
    )
    #expect(
      byText["these cukes"] == """
        steps.given("these cukes") { context in
          // its data table: try context.dataTable.decode([Row].self), Row being Decodable with a property per header cell
          throw PendingStep()
        }
        """)
    #expect(
      byText["the order arrives"]?.contains(
        "  // its doc string: try context.docString.decode(T.self), T being Decodable\n") == true)
  }

  @Test("pasting every snippet of a run defines each undefined step exactly once")
  func pastedSnippetsAreNeverAmbiguous() async throws {
    let feature = """
      Feature: F
        Scenario: A
          Given I have 3 cukes
          And I have 2.5 cukes
          When I eat 3 "green" cukes
          Then I have 3 cukes
          * the basket (wicker) holds 1/2 of them
          And ^ marks the 2 places I pay 5$
      """
    let (byText, _) = try await snippets(feature)
    #expect(byText.count == 5)
    #expect(
      byText["^ marks the 2 places I pay 5$"]?.hasPrefix(
        #"steps.step("^\\^ marks the 2 places I pay 5\\$$") { context in"#) == true, "\(byText)")
    var pasted = StepLibrary()
    for pattern in Set(byText.values.compactMap(Self.livePattern)) { pasted.step(pattern) { _ in } }
    #expect(pasted.definitionErrors.isEmpty, "\(pasted.definitionErrors)")
    let (_, query) = try await snippets(feature, pasted)
    // The pickle steps only: hooks (the end-of-scenario check among them) match no definition.
    let testSteps = query.testCasesStarted.compactMap { query.testCase(of: $0) }.flatMap(\.testSteps).filter {
      $0.pickleStepId != nil
    }
    #expect(testSteps.map(\.stepDefinitionIds?.count) == [1, 1, 1, 1, 1, 1])
  }

  @Test("with several apps the report lists each app's snippets under its name")
  func severalApps() async throws {
    let folder = try FeatureFolder([
      "Specs/Shop/a.feature": "Feature: A\n  Scenario: A\n    Given a new step\n",
      "Specs/Admin/b.feature": "Feature: B\n  Scenario: B\n    Given a new step\n",
    ])
    let catalog = SpecCatalog(
      title: "Two", specsFolder: folder.path("Specs"),
      apps: [SpecApp("Shop", steps: StepLibrary()), SpecApp("Admin", steps: StepLibrary())])
    let io = CapturedIO()
    _ = await SpecRunMain.run(arguments: [], catalog: catalog, io: io.io)
    let snippet = "  steps.given(\"a new step\") { context in\n    throw PendingStep()\n  }\n\n"
    #expect(
      io.out.contains(
        "Some steps are undefined. Paste these step definitions and fill them in:\n\nIn Shop's steps:\n\n\(snippet)In Admin's steps:\n\n\(snippet)"
      )
        || io.out.contains(
          "Some steps are undefined. Paste these step definitions and fill them in:\n\nIn Admin's steps:\n\n\(snippet)In Shop's steps:\n\n\(snippet)"
        ),
      "\(io.out)")
  }
}

extension SnippetTests {
  @Test(
    "a step with a control character gets a snippet that keeps it, escaped in the Swift literal, never the visible stand-in"
  )
  func controlCharacter() async throws {
    let (byText, _) = try await snippets("Feature: F\n  Scenario: A\n    Given a bell\u{1} rings\n")
    let code = try #require(byText.values.first)
    #expect(code.hasPrefix(#"steps.given("a bell\u{1} rings") { context in"#), "\(code)")
    #expect(!code.contains("\u{2401}"))
  }
}
