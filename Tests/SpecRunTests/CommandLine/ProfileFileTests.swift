import Foundation
import SpecRun
import Testing

@Suite("Profiles of specrun.json")
struct ProfileFileTests {
  static let file = """
    {
      "profiles": {
        "default": {"tags": "not @wip", "format": "progress"},
        "ci": {"tags": "not @slow", "format": ["junit:ci.xml", "progress"], "order": "random:7", "parallel": 2, "fail-fast": true},
        "smoke": {"tags": ["@smoke"], "order": "defined", "dry-run": false, "paths": ["Specs/Macho", "Specs/PinNest/アプリ.feature:3"]}
      }
    }
    """

  func request(_ arguments: [String], file text: String = Self.file) throws -> RunRequest {
    guard case .run(let request) = try RunCommand.parse(arguments, profiles: try ProfileFile(parsing: text)) else {
      Issue.record("expected a run")
      return RunRequest()
    }
    return request
  }

  func options(_ arguments: [String], file text: String = Self.file) throws -> RunOptions {
    try request(arguments, file: text).options
  }

  @Test("the default profile applies when no --profile is given, before the command line")
  func defaultProfile() throws {
    let request = try request(["--tags", "@smoke"])
    #expect(request.options.tagExpressions == ["not @wip", "@smoke"])
    #expect(request.outputs == [.init(format: .progress)])
  }

  @Test(
    "--profile NAME applies that profile instead of the default: repeatable options add, single ones the command line overrides"
  )
  func namedProfile() throws {
    let request = try request(["--profile", "ci", "--tags", "@smoke", "--order", "defined"])
    #expect(request.options.tagExpressions == ["not @slow", "@smoke"])
    #expect(request.options.order == .defined)
    #expect(request.options.parallel == 2)
    #expect(request.options.failFast)
    #expect(request.outputs == [.init(format: .junit, path: "ci.xml"), .init(format: .progress)])
    #expect(request.profiles == ["ci"])
  }

  @Test("several profiles apply in the order given, a later single value over an earlier one")
  func severalProfiles() throws {
    let options = try options(["-p", "ci", "--profile=smoke"])
    #expect(options.tagExpressions == ["not @slow", "@smoke"])
    #expect(options.order == .defined)
    #expect(options.parallel == 2)
    #expect(!options.dryRun)
  }

  @Test("the report on standard output is one: the command line's replaces the profile's, files add up")
  func standardOutputReport() throws {
    #expect(try request(["--format", "pretty"]).outputs == [.init(format: .pretty)])
    #expect(
      try request(["-p", "ci", "-f", "html:out/r.html", "-f", "pretty"]).outputs == [
        .init(format: .junit, path: "ci.xml"), .init(format: .html, path: "out/r.html"), .init(format: .pretty),
      ])
  }

  @Test("a profile's paths run when the command line names none; the command line's replace them")
  func paths() throws {
    #expect(
      try options(["-p", "smoke"]).selections == [
        .init(path: "Specs/Macho"), .init(path: "Specs/PinNest/アプリ.feature", lines: [3]),
      ])
    #expect(try options(["-p", "smoke", "Specs/TaskShin"]).selections == [.init(path: "Specs/TaskShin")])
  }

  @Test("without a default profile, or without a file, the command line is taken as it is")
  func noProfile() throws {
    #expect(try options(["--tags", "@a"], file: #"{"profiles": {"ci": {"parallel": 3}}}"#).parallel == 1)
    #expect(try options([], file: "{}") == RunOptions())
    #expect(try RunCommand.parse(["--tags", "@a"], profiles: nil) == RunCommand.parse(["--tags", "@a"]))
  }

  @Test("a profile relaxes strictness with \"strict\": false and sets the step timeout in seconds")
  func strictnessAndTimeout() throws {
    let options = try options([], file: #"{"profiles": {"default": {"strict": false, "step-timeout": 2.5}}}"#)
    #expect(options.strict == false)
    #expect(options.stepTimeout == .milliseconds(2500))
    #expect(try self.options([], file: #"{"profiles": {"default": {"fail-fast": true}}}"#).strict == true)
  }

  @Test("a run reads the profiles of its IO's folder, and an IO without one (a test's) reads none")
  func profilesComeFromTheIOsFolder() async throws {
    let folder = try FeatureFolder([
      "specrun.json": #"{"profiles": {"default": {"tags": "@nothing-has-this"}}}"#,
      "a.feature": "Feature: A\n  Scenario: Fine\n    Given an empty basket\n",
    ])
    let withProfiles = CapturedIO()
    var io = withProfiles.io
    io.profileFolder = folder.path()
    #expect(
      await SpecRunMain.run(
        arguments: ["--format", "summary", folder.path("a.feature")], library: BasketSteps.library, io: io) == 0)
    #expect(withProfiles.out.contains("0 scenarios"))
    let without = CapturedIO()
    #expect(
      await SpecRunMain.run(
        arguments: ["--format", "summary", folder.path("a.feature")], library: BasketSteps.library, io: without.io) == 0
    )
    #expect(without.out.contains("1 scenario (1 passed)"))
  }

  @Test("the options a profile cannot hold are commands of their own; every other option of --help it can")
  func everyOptionHasAKey() {
    let lines = Usage.text.split(separator: "\n", omittingEmptySubsequences: false)
    let section = lines.drop { !$0.hasPrefix("OPTIONS:") }.prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    let options = section.flatMap { $0.split(separator: " ") }.filter { $0.hasPrefix("--") }.map {
      $0.split(separator: ",")[0]
    }
    #expect(options.contains("--watch"))
    for option in options where !option.hasPrefix("--no-") {
      let key = String(option.dropFirst(2))
      #expect(
        ProfileFile.keys.contains(key) || ProfileFile.commandLineOnly.contains(key),
        "\(option) is in --help but is neither a key of specrun.json profiles (ProfileOption.all) nor in ProfileOption.commandLineOnly; add it to one of them."
      )
    }
  }

  @Test(
    "a broken file, an unknown key, a wrong value or profile is refused, naming the file and the place",
    arguments: [
      (
        "{\n  \"profiles\": {\n    \"ci\": {\"tags\": \"x\",}\n  }\n}", ["-p", "ci"],
        "specrun: specrun.json:3:24: expected a key in double quotes, found '}'. The file must be JSON, e.g. {\"profiles\": {\"ci\": {\"tags\": \"not @slow\", \"format\": [\"junit:ci.xml\"]}}}."
      ),
      (
        "{\"profiles\": {\"ci\": {\"tags\": tru}}}", ["-p", "ci"],
        "specrun: specrun.json:1:30: expected true. The file must be JSON, e.g. {\"profiles\": {\"ci\": {\"tags\": \"not @slow\", \"format\": [\"junit:ci.xml\"]}}}."
      ),
      (
        "{\"profiles\": {\"ci\": {}, \"ci\": {}}}", ["-p", "ci"],
        "specrun: specrun.json:1:25: the key \"ci\" appears twice in this object. The file must be JSON, e.g. {\"profiles\": {\"ci\": {\"tags\": \"not @slow\", \"format\": [\"junit:ci.xml\"]}}}."
      ),
      (
        "{\"profile\": {}}", [],
        "specrun: specrun.json:1:2: unknown key 'profile'. Did you mean 'profiles'? The file holds one key, \"profiles\": {\"profiles\": {\"ci\": {\"tags\": \"not @slow\", \"format\": [\"junit:ci.xml\"]}}}."
      ),
      (
        "{\"profiles\": {\"ci\": {\n  \"tagz\": \"not @slow\"}}}", [],
        "specrun: specrun.json:2:3: profile 'ci': unknown key 'tagz'. Did you mean 'tags'? A profile holds options by their long names without dashes: paths, tags, name, format, dry-run, fail-fast, strict, watch, order, parallel, shard, step-timeout, retry, retry-tag-filter, fail-on-flaky, behaviour-tests, require-actions-specified."
      ),
      (
        "{\"profiles\": {\"ci\": {\"profile\": \"smoke\"}}}", [],
        "specrun: specrun.json:1:22: profile 'ci': a profile cannot include other profiles. Name several on the command line instead: --profile ci --profile OTHER."
      ),
      (
        "{\"profiles\": {\"ci\": {\"dry-run\": \"yes\"}}}", [],
        "specrun: specrun.json:1:33: profile 'ci': \"dry-run\" is a switch: write true or false, not a string (\"yes\")."
      ),
      (
        "{\"profiles\": {\"ci\": {\"order\": [\"random\"]}}}", [],
        "specrun: specrun.json:1:31: profile 'ci': \"order\" takes a string or a number, not a list."
      ),
      (
        "{\"profiles\": {\"ci\": {\"format\": [\"junit:r.xml\", true]}}}", [],
        "specrun: specrun.json:1:48: profile 'ci': \"format\" takes a string or a number, not true."
      ),
      (
        "{\"profiles\": {\"ci\": {\"parallel\": 0}}}", [],
        "specrun: specrun.json:1:34: profile 'ci': --parallel takes a whole number of at least 1, not '0'."
      ),
      (
        "{\"profiles\": {\"ci\": {\"tags\": [\"@a\", \"@b and\"]}}}", [],
        "specrun: specrun.json:1:37: profile 'ci': --tags \"@b and\": "
      ),
      (
        "{\"profiles\": {\"ci\": {\"format\": [\"junit\", \"progress\"]}}}", [],
        "specrun: specrun.json:1:15: profile 'ci': --format junit and --format progress would all write to standard output and mix. Give all but one a file: --format NAME:PATH."
      ),
      (
        "{\"profiles\": {\"ci\": \"not @slow\"}}", [],
        "specrun: specrun.json:1:21: profile 'ci': a profile holds options by name, not a string (\"not @slow\"). Write e.g. {\"tags\": \"not @slow\"}."
      ),
      (
        "[\"ci\"]", [],
        "specrun: specrun.json:1:1: expected an object, found a list. Write e.g. {\"profiles\": {\"ci\": {\"tags\": \"not @slow\", \"format\": [\"junit:ci.xml\"]}}}."
      ),
      (
        "{\"profiles\": {\"ci\": {}, \"nightly\": {}}}", ["--profile", "cj"],
        "specrun: --profile cj: specrun.json has no profile 'cj'. Did you mean 'ci'? Its profiles: ci, nightly."
      ),
      (
        "{\"profiles\": {\"ci\": {\"format\": \"junit:r.xml\"}}}", ["-p", "ci", "--format", "html:./r.xml"],
        "specrun: --format junit:r.xml and --format html:./r.xml write to the same file and would overwrite each other. Give each report its own path. (The profile 'ci' of specrun.json gave some of these options.)"
      ),
    ])
  func refused(text: String, arguments: [String], message: String) {
    do {
      _ = try RunCommand.parse(arguments, profiles: try ProfileFile(parsing: text))
      Issue.record("expected the error \(message)")
    } catch {
      // A tag expression's own message follows its quoted text; the rest is specrun's and exact.
      if message.hasSuffix("\": ") {
        #expect(error.message.hasPrefix(message))
      } else {
        #expect(error.message == message)
      }
    }
  }

  @Test("JSON escapes, Japanese text and CRLF line endings are read as written; columns count characters")
  func jsonDetails() throws {
    let text = "{\r\n  \"profiles\": {\"日本\": {\"name\": \"^\\u30ab\\u30a6\\ud83c\\udf4e \\\"x\\\"\\t\"}}}"
    let options = try options(["-p", "日本"], file: text)
    #expect(options.namePatterns == ["^カウ🍎 \"x\"\t"])
    #expect(
      throws: UsageError(
        "specrun: specrun.json:2:35: profile '日本': --parallel takes a whole number of at least 1, not '2e0'.")
    ) {
      try ProfileFile(parsing: "{\r\n  \"profiles\": {\"日本\": {\"parallel\": 2e0}}}")
    }
    #expect(
      throws: UsageError(
        "specrun: specrun.json:2:15: \"profiles\" holds profiles by name, not a number (5). Write e.g. {\"profiles\": {\"ci\": {\"tags\": \"not @slow\", \"format\": [\"junit:ci.xml\"]}}}."
      )
    ) { try ProfileFile(parsing: "{\r\n  \"profiles\": 5}") }
  }

  @Test("--profile without a specrun.json is refused, saying where it was looked for")
  func noFile() {
    #expect(
      throws: UsageError(
        "specrun: --profile ci: there is no specrun.json in \(FileManager.default.currentDirectoryPath). Write one there, e.g. {\"profiles\": {\"ci\": {\"tags\": \"not @slow\"}}}."
      )
    ) { try RunCommand.parse(["--profile", "ci"], profiles: nil) }
  }

  @Test("the file is read from the given folder, and only for a run: --help answers even when it is broken")
  func readFromFolder() throws {
    let folder = try FeatureFolder(["specrun.json": #"{"profiles": {"default": {"parallel": 3}}}"#])
    #expect(try ProfileFile.load(inFolder: folder.path())?.names == ["default"])
    guard case .run(let request) = try RunCommand.parse([], profilesInFolder: folder.path()) else {
      Issue.record("expected a run")
      return
    }
    #expect(request.options.parallel == 3)
    let broken = try FeatureFolder(["specrun.json": "{"])
    #expect(try RunCommand.parse(["--help"], profilesInFolder: broken.path()) == .help)
    #expect(throws: UsageError.self) { try RunCommand.parse([], profilesInFolder: broken.path()) }
    #expect(try ProfileFile.load(inFolder: FeatureFolder([:]).path()) == nil)
  }
}
