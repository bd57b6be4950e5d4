import Testing

@testable import SpecRun

@Suite("Each option of specrun is declared once, in CommandLineOption.all")
struct CommandLineOptionTests {
  @Test("--help lists every option of the table with its names, its value's name and its description, in table order")
  func helpComesFromTheTable() {
    var rest = Substring(Usage.text)
    for option in CommandLineOption.all {
      let lines = option.helpLines.joined(separator: "\n")
      #expect(lines.contains(option.flag))
      guard let found = rest.range(of: lines + "\n") else {
        Issue.record(
          "--help does not list \(option.flag) as the table declares it, after the options before it:\n\(lines)")
        continue
      }
      rest = rest[found.upperBound...]
    }
    #expect(
      Usage.text.contains("      --step-timeout SECONDS\n                         fail a step or hook still running"))
    #expect(Usage.text.contains("  -t, --tags EXPR        run scenarios whose tags match"))
  }

  @Test("the parser reads every option of the table: one without its value is answered with the table's example")
  func parserComesFromTheTable() throws {
    for option in CommandLineOption.options(of: .run) {
      switch option.action {
      case .toggle:
        guard case .run = try RunCommand.parse([option.flag]) else {
          Issue.record("\(option.flag) is a switch, but the parser did not read it as part of a run")
          continue
        }
      case .value, .command(placeholder: .some, _):
        #expect(throws: UsageError("specrun: \(option.flag) needs a value. \(option.hint ?? "")")) {
          try RunCommand.parse([option.flag])
        }
      case .command(placeholder: nil, _):
        if case .run = try RunCommand.parse([option.flag]) {
          Issue.record("\(option.flag) is a command, but the parser read a run")
        }
      }
      if let short = option.short {
        #expect(CommandLineOption.named("-\(short)")?.name == option.name)
      }
    }
  }

  @Test("the profile keys are paths and the table's options a profile may hold, in table order, each of the right kind")
  func profileKeysComeFromTheTable() {
    let fromTable = CommandLineOption.options(of: .run).filter(\.inProfiles)
    #expect(ProfileFile.keys == ["paths"] + fromTable.map(\.name))
    #expect(
      ProfileFile.keys == [
        "paths", "tags", "name", "format", "dry-run", "fail-fast", "strict", "watch", "order", "parallel", "shard",
        "step-timeout", "retry", "retry-tag-filter", "fail-on-flaky", "behaviour-tests", "require-actions-specified",
      ])
    for option in fromTable {
      let kind = ProfileOption.named(option.name)?.kind
      switch option.action {
      case .toggle: #expect(kind == .flag, "\(option.flag)")
      case .value(_, let repeatable, _): #expect(kind == (repeatable ? .repeatable : .value), "\(option.flag)")
      case .command: Issue.record("\(option.flag) is a command, which a profile cannot hold")
      }
    }
    #expect(
      ProfileFile.commandLineOnly == ["no-strict", "i18n-languages", "i18n-keywords", "profile", "help", "version"])
  }

  @Test("specrun merge reads its options from the same table, and --help lists them under MERGE OPTIONS")
  func mergeOptionsComeFromTheTable() throws {
    let merge = CommandLineOption.options(of: .merge)
    #expect(merge.map(\.name) == ["format", "keep-last"])
    let section = try #require(Usage.text.range(of: "MERGE OPTIONS (specrun merge):\n"))
    for option in merge {
      #expect(
        Usage.text[section.upperBound...].contains(option.helpLines.joined(separator: "\n")),
        "--help's MERGE OPTIONS do not list \(option.flag) as the table declares it")
    }
    let command = try RunCommand.parse(["merge", "a.ndjson", "--keep-last", "-f", "junit:all.xml", "b.ndjson"])
    #expect(
      command
        == .merge(
          MergeCommand(
            streams: ["a.ndjson", "b.ndjson"], keepLast: true,
            outputs: [RunRequest.Output(format: .junit, path: "all.xml")])))
    #expect(throws: UsageError("specrun: unknown option '--keep-last'. Run 'specrun --help' for the options.")) {
      try RunCommand.parse(["--keep-last"])
    }
  }

  @Test("a switch or a command given a value with = is refused, not read as on")
  func switchWithAValue() {
    #expect(
      throws: UsageError(
        "specrun: --watch takes no value, so '=false' means nothing. Write --watch alone, or leave it out.")
    ) { try RunCommand.parse(["--watch=false"]) }
    #expect(
      throws: UsageError("specrun: --help takes no value, so '=me' means nothing. Write --help alone, or leave it out.")
    ) { try RunCommand.parse(["--help=me"]) }
  }

  @Test("an option with a value takes it after = as well as after a space")
  func inlineValues() throws {
    #expect(
      try RunCommand.parse(["--order=random:3", "--format=junit:r.xml"])
        == RunCommand.parse(["--order", "random:3", "-f", "junit:r.xml"]))
  }
}
