import Foundation
import SpecRun
import Testing

/// Every error path a user can reach, and the shape of what each says (``MessageShape``): the
/// project's own words, the place once, no doubled full stop, a hint at the end.
@MainActor
@Suite("every message a user can get is in specrun's own words, with a hint")
struct UserMessageShapeTests {
  static let files: [String: String] = [
    "ok.feature": SpecRunnerTests.shopping,
    "L.feature": "# language: xx\nFeature: F\n",
    "syntax.feature": "Feature: F\n  Scenario: S\n    Given an empty basket\n  oops\n",
    "table.feature": "Feature: F\n  Scenario: S\n    Given an empty basket\n      | a | b |\n      | c |\n",
    "end.feature": "Feature: F\n  Scenario: S\n    Given an empty basket\n      \"\"\"\n      open\n",
    "tag.feature": "@a b\nFeature: F\n",
    "dir.feature/inner.txt": "",
  ]

  /// Argument lists that each end in an error message.
  /// Argument lists that each end in an error message; `F/` stands for the test's folder.
  nonisolated static let failingArguments: [[String]] = [
    ["F/nope.feature"], ["F/L.feature"], ["F/bad.feature"], ["F/syntax.feature"], ["F/table.feature"],
    ["F/end.feature"], ["F/tag.feature"], ["F/ok.feature:2"], ["F/ok.feature:0"], ["F/ok.feature:x"], ["F/:3"],
    ["F/notes.txt"],
    ["--bogus"], ["--tagz", "@a"], ["--tags"], ["--order", "x"], ["--parallel", "0"], ["--step-timeout", "1e-300"],
    ["--shard", "3/2"], ["--format", "nope"], ["--format", "junit:"], ["--i18n-keywords", "zz"],
    ["-f", "junit", "-f", "html"], ["-f", "junit:F/a.xml", "-f", "html:F/a.xml"], ["--tags", "@a and"],
    ["--tags", "@a,@b"],
    ["--name", "("], ["@F/nope.txt"], ["--watch", "--shard", "1/2"], ["format"], ["format", "nope"],
    ["gherkin"], ["gherkin", "F/nope.feature"], ["gherkin", "F/dir.feature"], ["gherkin", "--bogus"],
    ["gherkin", "F/bad.feature"],
  ]

  func folder() throws -> FeatureFolder {
    let folder = try FeatureFolder(Self.files)
    try Data([0x46, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: folder.path("bad.feature")))
    try "notes".write(toFile: folder.path("notes.txt"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test(
    "each wrong argument, path or file is said in specrun's words, with the place once and a hint",
    arguments: failingArguments)
  func failingArgument(arguments: [String]) async throws {
    let folder = try folder()
    let captured = UserIO()
    let code = await SpecRunMain.run(
      arguments: arguments.map { $0.replacingOccurrences(of: "F/", with: folder.path() + "/") },
      library: BasketSteps.library,
      io: captured.io)
    #expect(code != 0)
    #expect(!captured.error.isEmpty)
    #expect(MessageShape.problems(in: captured.error) == [], "\(arguments)")
  }

  @Test(
    "a failing report file, a closed or full standard output and a bad message stream are said with a hint that fits the cause",
    arguments: [
      (["--format", "junit:r.xml", "ok.feature:3"], UserIO(file: EACCES), "You may not write"),
      (["--format", "junit:r.xml", "ok.feature:3"], UserIO(file: ENOSPC), "Free some space"),
      (["--format", "junit:r.xml", "ok.feature:3"], UserIO(file: EISDIR), "That is a folder"),
      (["--format", "junit:r.xml", "ok.feature:3"], UserIO(file: ENXIO), "Nobody reads it"),
      (["--version"], UserIO(out: EBADF), "Standard output is closed"),
      (["--version"], UserIO(out: EINVAL), "Standard output is closed"),
      (["--version"], UserIO(out: ENOSPC), "Free some space"),
      (["format", "junit"], UserIO(), "standard input is empty"),
      (["format", "junit"], UserIO(input: Data("{\"x\":\n".utf8)), "column"),
      (["format", "junit"], UserIO(input: Data("[1]\n".utf8)), "expected an object"),
      (["format", "junit"], UserIO(input: Data("{\"meta\": 3}\n".utf8)), "at meta"),
      (["format", "junit"], UserIO(input: Data(String(repeating: "[", count: 100_000).utf8)), "512 levels"),
    ])
  func failingOutput(arguments: [String], captured: UserIO, expected: String) async throws {
    let folder = try folder()
    let code = await SpecRunMain.run(
      arguments: arguments.map { $0.hasPrefix("ok.") ? folder.path($0) : $0 }, library: BasketSteps.library,
      io: captured.io)
    #expect(code == 2)
    #expect(captured.error.contains(expected), Comment(rawValue: captured.error))
    #expect(MessageShape.problems(in: captured.error) == [])
  }

  @Test(
    "each wrong specrun.json is said with its place and a hint",
    arguments: [
      "{", "[]", #"{"profiles": 3}"#, #"{"profiles": {"ci": {"tagz": "@a"}}}"#,
      #"{"profiles": {"ci": {"parallel": 0}}}"#,
      #"{"profiles": {"ci": {"tags": "@a and"}}}"#, #"{"profiles": {"ci": {"fail-fast": "yes"}}}"#,
      #"{"a": 1, "a": 2}"#,
      "{\"profiles\": " + String(repeating: "[", count: 100_000),
    ])
  func badProfile(text: String) async throws {
    let folder = try FeatureFolder(["specrun.json": text])
    let captured = UserIO(profileFolder: folder.path())
    let code = await SpecRunMain.run(arguments: ["--profile", "ci"], library: BasketSteps.library, io: captured.io)
    #expect(code == 2)
    #expect(captured.error.contains("specrun.json"))
    #expect(MessageShape.problems(in: captured.error) == [])
  }

  @Test("an unknown profile, with specrun.json and without, is said with a hint")
  func unknownProfile() async throws {
    for files in [[:], ["specrun.json": #"{"profiles": {"ci": {}}}"#]] {
      let folder = try FeatureFolder(files)
      let captured = UserIO(profileFolder: folder.path())
      #expect(
        await SpecRunMain.run(arguments: ["--profile", "cj"], library: BasketSteps.library, io: captured.io) == 2)
      #expect(MessageShape.problems(in: captured.error) == [])
    }
  }

  @Test(
    "an unreadable scenario file and an unwritable report, as an unprivileged user, are said with a hint",
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)),
    .enabled(if: ReportPathFolder.canDropPrivileges, Comment(rawValue: ReportPathFolder.whyNotUnprivileged)))
  func unprivileged() async throws {
    let folder = try ReportPathFolder()
    try folder.write("Feature: Hidden\n", to: "Specs/Macho/hidden.feature", mode: 0o000)
    try folder.write("kept", to: "locked.xml", mode: 0o444)
    chmod(folder.path("Specs"), 0o777)
    chmod(folder.path("Specs/Macho"), 0o777)
    let run = try await SpecRunProcess.shell(
      "\(ReportPathFolder.asNobody) \"$SPECRUN\" --format summary --format junit:locked.xml; echo \"exit $?\"",
      in: folder.path)
    #expect(run.stdout.hasSuffix("exit 2\n"))
    #expect(
      run.stderr.contains(
        "hidden.feature:1:1: permission denied: you may not read it. Give yourself read access (chmod u+r '"))
    #expect(run.stderr.contains("locked.xml: Permission denied. You may not write"))
    #expect(MessageShape.problems(in: run.stderr) == [])

    let gherkin = try await SpecRunProcess.shell(
      "\(ReportPathFolder.asNobody) \"$SPECRUN\" gherkin Specs/Macho/hidden.feature", in: folder.path)
    #expect(
      gherkin.stderr.contains(
        "cannot read 'Specs/Macho/hidden.feature': permission denied: you may not read it. Give yourself read access"))
    #expect(MessageShape.problems(in: gherkin.stderr) == [])

    try folder.write(#"{"profiles": {}}"#, to: "specrun.json", mode: 0o000)
    let profiled = try await SpecRunProcess.shell(
      "\(ReportPathFolder.asNobody) \"$SPECRUN\" --format summary; echo \"exit $?\"", in: folder.path)
    #expect(profiled.stdout.hasSuffix("exit 2\n"))
    #expect(profiled.stderr.contains("specrun: specrun.json: permission denied: you may not read it."))
    #expect(MessageShape.problems(in: profiled.stderr) == [])
  }

  @Test("the shape rules catch what they are for")
  func shapeRulesCanFail() {
    #expect(
      MessageShape.problems(
        ofLine:
          "specrun gherkin: cannot read 'd': The operation could not be completed. (NSCocoaErrorDomain error 256.). Check the path."
      ).count >= 2)
    #expect(
      MessageShape.problems(ofLine: "specrun: x: The file doesn’t exist.. Check the path.") == [
        "has a doubled full stop"
      ])
    #expect(
      MessageShape.problems(ofLine: "L.feature:1:1: (1:1): Language not supported: xx.") == ["says its place twice"])
    #expect(
      MessageShape.problems(ofLine: "oops, no place") == [
        "does not start with specrun: or path:line:column:", "does not end with a hint and a full stop",
      ])
    #expect(MessageShape.problems(ofLine: "specrun: ../shared/x.feature:1:1: fine, see ../shared.") == [])
  }
}
