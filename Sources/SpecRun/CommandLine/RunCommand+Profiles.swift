import Foundation

extension RunCommand {
  /// Parses `specrun`'s arguments with the profiles of `specrun.json` (`file`; nil when there is
  /// none) put before them:
  ///
  /// ```swift
  /// try RunCommand.parse(["--profile", "ci", "--tags", "@smoke"], profiles: try ProfileFile.load(inFolder: "."))
  /// // the profile's options, then the command line's: --tags "not @slow" --format junit:ci.xml --tags @smoke
  /// ```
  ///
  /// `default` applies when no `--profile` is given; `--profile` is repeatable, and the profiles
  /// apply in the order given. Options then add up as on one command line: a repeatable option
  /// (`--tags`, `--name`, `--format` to a file) adds to the profiles', a single one (`--order`,
  /// `--parallel`, `--shard`) overrides them, and a switch is on if anything turns it on. Two
  /// things are single although repeatable: the report on standard output (the command line's
  /// replaces a profile's, a later profile's an earlier one's) and the paths (the command line's
  /// replace the profiles', which add up).
  public static func parse(_ arguments: [String], profiles file: ProfileFile?) throws(UsageError) -> RunCommand {
    let command = try parse(arguments)
    guard case .run(let given) = command else { return command }
    guard let file else {
      guard let name = given.profiles.first else { return command }
      throw UsageError(
        "specrun: --profile \(name): there is no \(ProfileFile.fileName) in \(FileManager.default.currentDirectoryPath). Write one there, e.g. {\"profiles\": {\"\(name)\": {\"tags\": \"not @slow\"}}}."
      )
    }
    let chosen = try file.profiles(named: given.profiles)
    if chosen.isEmpty { return command }
    var profileArguments: [String] = []
    var standardOutput: Profile.Entry?
    for entry in chosen.flatMap(\.entries) {
      if entry.writesToStandardOutput {
        standardOutput = entry
      } else {
        profileArguments += entry.arguments
      }
    }
    if let standardOutput, !given.outputs.contains(where: { $0.path == nil }) {
      profileArguments += standardOutput.arguments
    }
    var merged: RunRequest
    do {
      guard case .run(let request) = try parse(profileArguments + arguments) else { return command }
      merged = request
    } catch {
      let names = chosen.map { "'\($0.name)'" }.joined(separator: " and ")
      throw UsageError(
        "\(error.message) (The profile\(chosen.count > 1 ? "s" : "") \(names) of \(file.path) gave some of these options.)"
      )
    }
    if merged.options.selections.isEmpty { merged.options.selections = chosen.flatMap(\.paths) }
    return .run(merged)
  }
}

extension RunCommand {
  /// Parses `specrun`'s arguments with the profiles of `specrun.json` in `folder` (the package
  /// root), which is only read for a run (`--help` still answers when the file is broken).
  public static func parse(_ arguments: [String], profilesInFolder folder: String) throws(UsageError) -> RunCommand {
    let command = try parse(arguments)
    guard case .run = command else { return command }
    return try parse(arguments, profiles: try ProfileFile.load(inFolder: folder))
  }
}
