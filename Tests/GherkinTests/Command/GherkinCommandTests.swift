import Foundation
import Gherkin
import Testing

@Suite("specrun gherkin")
struct GherkinCommandTests {
  static let files: [String: String] = [
    "good.feature": "Feature: F\n  Scenario: S\n    Given a\n",
    "bad.feature": "Feature: F\n  Scenario: S\n    Given a\n  nonsense\n    | a |\n    | b | c |\n",
    "doc.feature.md": "# Feature: M\n## Scenario: S\n* Given a\n",
  ]

  struct MissingFile: Error {}

  static func run(_ arguments: [String]) -> GherkinCommand.Output {
    GherkinCommand.run(arguments: arguments) { path in
      guard let text = files[path] else { throw MissingFile() }
      return Data(text.utf8)
    }
  }

  static func messageKinds(_ stdout: String) throws -> [String] {
    try stdout.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?.keys.first ?? "?"
    }
  }

  @Test("a good file prints source, gherkinDocument and pickle lines and exits 0")
  func goodFile() throws {
    let output = Self.run(["--predictable-ids", "good.feature"])
    #expect(output.exitCode == 0)
    #expect(try Self.messageKinds(output.stdout) == ["source", "gherkinDocument", "pickle"])
    #expect(output.stdout.contains(#""uri":"good.feature""#))
    #expect(output.stdout.contains(#""id":"2""#))
  }

  @Test("the --no-… options leave out their messages")
  func options() throws {
    #expect(try Self.messageKinds(Self.run(["--no-source", "--no-ast", "good.feature"]).stdout) == ["pickle"])
    #expect(try Self.messageKinds(Self.run(["--no-pickles", "good.feature"]).stdout) == ["source", "gherkinDocument"])
  }

  @Test("a file with errors prints parseError messages and exits 1")
  func badFile() throws {
    let output = Self.run(["--predictable-ids", "good.feature", "bad.feature"])
    #expect(output.exitCode == 1)
    #expect(
      try Self.messageKinds(output.stdout) == ["source", "gherkinDocument", "pickle", "parseError", "parseError"])
    #expect(output.stdout.contains("(4:3): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine"))
    #expect(output.stdout.contains("(6:5): inconsistent cell count within the table"))
  }

  @Test("ids continue across files, and Markdown files are read as Markdown")
  func severalFiles() throws {
    let output = Self.run(["--predictable-ids", "--no-source", "--no-ast", "good.feature", "doc.feature.md"])
    #expect(output.exitCode == 0)
    #expect(output.stdout.contains(#""id":"7""#))
    #expect(output.stdout.contains(#""name":"S""#))
  }

  @Test(
    "usage errors say what is wrong and what to do in one line on stderr, and exit 2",
    arguments: [[], ["--frobnicate", "good.feature"]])
  func usageErrors(arguments: [String]) {
    let output = Self.run(arguments)
    #expect(output.exitCode == 2)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.hasPrefix("specrun gherkin: "))
    #expect(output.stderr.hasSuffix(".\n"))
    #expect(output.stderr.contains("specrun gherkin") && output.stderr.split(separator: "\n").count == 1)
  }

  @Test("an unreadable path is reported with a hint and exits 2")
  func unreadable() {
    let output = Self.run(["missing.feature"])
    #expect(output.exitCode == 2)
    #expect(
      output.stderr.hasPrefix(
        "specrun gherkin: cannot read 'missing.feature': there is no such file. Check the path (it is relative to "))
  }

  @Test("a file that is not UTF-8 is refused at the line and column of its first bad byte, and exits 2")
  func notUTF8() {
    let output = GherkinCommand.run(arguments: ["--predictable-ids", "good.feature", "latin1.feature"]) { path in
      path == "latin1.feature"
        ? Data("Feature: F\n  Scenario: S\n\n    Given caf".utf8) + Data([0xE9, 0x0A]) : Data(Self.files[path]!.utf8)
    }
    #expect(output.exitCode == 2)
    #expect(
      output.stderr
        == "specrun gherkin: 'latin1.feature' is not UTF-8 text: the bytes at line 4, column 14 are not UTF-8. Save it as UTF-8.\n"
    )
    #expect(output.stdout.contains("\"uri\":\"good.feature\""))
    #expect(!output.stdout.contains("latin1.feature"))
  }

  @Test("without --predictable-ids the ids are UUIDs")
  func uuids() {
    let output = Self.run(["--no-source", "good.feature"])
    #expect(output.stdout.range(of: #""id":"[0-9a-f]{8}-[0-9a-f]{4}-"#, options: .regularExpression) != nil)
  }
}
