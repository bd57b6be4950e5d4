import CucumberMessages
import Foundation
import Gherkin
import Testing

@Suite("specrun gherkin parses files side by side and prints them as one file after the other would")
struct GherkinCommandSideBySideTests {
  struct MissingFile: Error {}

  /// What one run over `files` prints when they are parsed one after the other with one id
  /// generator, as `specrun gherkin` did before it parsed them side by side.
  static func oneAfterTheOther(_ files: [(path: String, text: String)]) -> String {
    let ids = IdGenerator(.incrementing)
    var json = JSONWriter()
    for file in files {
      let source = Messages.Source(uri: file.path, data: file.text, mediaType: MediaType(path: file.path))
      for envelope in Gherkin.messages(for: source, ids: ids) {
        json.write(envelope)
        json.newline()
      }
    }
    return json.text
  }

  static func run(_ files: [(path: String, text: String)], extraArguments: [String] = []) -> GherkinCommand.Output {
    let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
    return GherkinCommand.run(arguments: ["--predictable-ids"] + extraArguments + files.map(\.path)) { path in
      guard let text = texts[path] else { throw MissingFile() }
      return Data(text.utf8)
    }
  }

  /// Files of different sizes, so that the threads finish them out of order.
  static let files: [(path: String, text: String)] = (0..<40).map { index in
    var text = "@file\(index)\nFeature: File \(index)\n  Background:\n    Given a shop\n"
    for scenario in 0..<(index % 7 == 0 ? 60 : 1 + index % 5) {
      text += "\n  @tagged\n  Scenario Outline: buying <item> \(scenario)\n    When I buy <item>\n"
      text += "      | cell |\n      | \(scenario) |\n    Then I own it\n"
      text += "\n    Examples:\n      | item |\n      | apple |\n      | pear |\n"
    }
    return (path: "file\(index).feature", text: text)
  }

  @Test("forty files of different sizes come out byte for byte as one after the other, ids numbered on across files")
  func manyFiles() {
    let output = Self.run(Self.files)
    #expect(output.exitCode == 0)
    #expect(output.stderr == "")
    #expect(output.stdout == Self.oneAfterTheOther(Self.files))
    #expect(output.stdout.contains(#""id":"1000""#), "the ids should run on past the first files' ranges")
  }

  @Test("a file with errors in the middle uses ids as it did one after the other, and the run exits 1")
  func badFileInTheMiddle() {
    var files = Self.files
    files.insert((path: "bad.feature", text: "Feature: F\n  Scenario: S\n    Given a\n  nonsense\n"), at: 11)
    let output = Self.run(files)
    #expect(output.exitCode == 1)
    #expect(output.stdout == Self.oneAfterTheOther(files))
  }

  @Test("files that cannot be read or are not UTF-8 are reported on stderr in the order given, and the run exits 2")
  func unreadableFilesInOrder() {
    let latin1 = Data("Feature: F\n  Scenario: S\n    Given caf".utf8) + Data([0xE9, 0x0A])
    let paths = Self.files.map(\.path)
    var arguments = ["--predictable-ids"] + paths
    arguments.insert("missing.feature", at: 5)
    arguments.insert("latin1.feature", at: 30)
    let texts = Dictionary(uniqueKeysWithValues: Self.files.map { ($0.path, $0.text) })
    let output = GherkinCommand.run(arguments: arguments) { path in
      if path == "latin1.feature" { return latin1 }
      guard let text = texts[path] else { throw MissingFile() }
      return Data(text.utf8)
    }
    #expect(output.exitCode == 2)
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("specrun gherkin: cannot read 'missing.feature': there is no such file.") == true)
    #expect(
      lines.last
        == "specrun gherkin: 'latin1.feature' is not UTF-8 text: the bytes at line 3, column 14 are not UTF-8. Save it as UTF-8."
    )
    #expect(output.stdout == Self.oneAfterTheOther(Self.files))
  }

  @Test("every official good and bad file at once prints what parsing them one after the other prints")
  func officialFilesAtOnce() throws {
    let files = try (ConformanceFiles.good.map { ("good", $0) } + ConformanceFiles.bad.map { ("bad", $0) }).map {
      folder, name in (path: "\(folder)/\(name)", text: try ConformanceFiles.text(folder, name))
    }
    try #require(files.count == 67, "the official good and bad files should all be there")
    let output = Self.run(files)
    #expect(output.exitCode == 1)
    #expect(output.stdout == Self.oneAfterTheOther(files))
  }

  @Test("the bytes handed on are the text the string pieces carry")
  func bytesAndText() {
    var bytes: [UInt8] = []
    let texts = Dictionary(uniqueKeysWithValues: Self.files.map { ($0.path, $0.text) })
    let outcome = GherkinCommand.run(
      arguments: ["--predictable-ids"] + Self.files.map(\.path), readFile: { Data(texts[$0]!.utf8) },
      writeBytes: { bytes += $0 })
    #expect(outcome.exitCode == 0)
    #expect(String(decoding: bytes, as: UTF8.self) == Self.oneAfterTheOther(Self.files))
  }

  @Test("without --predictable-ids every id of a run over many files is a different UUID")
  func uuidsAcrossFiles() throws {
    let texts = Dictionary(uniqueKeysWithValues: Self.files.map { ($0.path, $0.text) })
    let output = GherkinCommand.run(arguments: Self.files.map(\.path)) { Data(texts[$0]!.utf8) }
    let pattern = try Regex(#""id":"([0-9a-f-]{36})""#)
    let ids = output.stdout.matches(of: pattern).map { String(output.stdout[$0.range]) }
    #expect(ids.count > 1_000)
    #expect(Set(ids).count == ids.count)
  }
}

@Suite("Ids moved up for a file written on its own")
struct IdOffsetTests {
  @Test("a writer's id offset moves up every predictable id and leaves every other text alone")
  func offset() {
    var json = JSONWriter(idOffset: 100)
    json.write(
      Messages.Envelope(
        Messages.Pickle(
          id: "7", uri: "9.feature", location: nil, name: "3", language: "en",
          steps: [Messages.Pickle.Step(astNodeIds: ["0", "12"], id: "13", text: "4 apples")],
          tags: [Messages.Pickle.Tag(name: "@1", astNodeId: "0f8fad5b-d9cb-469f-a165-70867728950e")],
          astNodeIds: ["5", "07"])))
    #expect(
      json.text
        == #"{"pickle":{"id":"107","uri":"9.feature","name":"3","language":"en","steps":[{"astNodeIds":["100","112"],"id":"113","text":"4 apples"}],"tags":[{"name":"@1","astNodeId":"0f8fad5b-d9cb-469f-a165-70867728950e"}],"astNodeIds":["105","07"]}}"#
    )
  }

  @Test("ids of up to 18 digits move up; 19 digits, a sign, a leading zero, a letter or nothing stay as they are")
  func offsetAtTheEdges() {
    var json = JSONWriter(idOffset: 5)
    let ids = [
      "0", "9", "99999", "12345678", "123456789", "999999999999999999", "1000000000000000000", "-1", "+1", "00",
      "1a", "a1", "", "١٢",
    ]
    json.write(Messages.Pickle.Step(astNodeIds: ids, id: "x", text: "t"))
    #expect(
      json.text
        == #"{"astNodeIds":["5","14","100004","12345683","123456794","1000000000000000004","1000000000000000000","-1","+1","00","1a","a1","","١٢"],"id":"x","text":"t"}"#
    )
  }

  @Test("an id generator counts the ids it made: a step, its scenario, the pickle step and the pickle")
  func count() {
    let ids = IdGenerator(.incrementing)
    _ = Gherkin.parse("Feature: F\n  Scenario: S\n    Given a\n", uri: "f.feature", ids: ids)
    #expect(ids.count == 4)
    #expect(ids.newId() == "4")
    let uuids = IdGenerator(.uuid)
    _ = uuids.newId()
    #expect(uuids.count == 1)
  }
}
