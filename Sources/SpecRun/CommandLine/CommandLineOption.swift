import Foundation

/// One option of `specrun`'s command line, declared once: its names, what it does to the
/// ``RunRequest`` (or which command it is), whether a profile of `specrun.json` may hold it, its
/// lines in `--help` and the example a mistake is answered with. The parser
/// (``RunCommand/parse(_:)``), the profile keys (``ProfileOption``), `--help` (``Usage/text``) and
/// the did-you-mean of an unknown option are all made from ``all``, for `specrun` and for
/// `specrun merge` alike (``commands`` says which take it).
///
/// Adding an option is one entry in ``all`` (in the order `--help` lists it):
///
/// ```swift
/// .value(
///   "parallel", "N", help: ["run N scenarios at a time, each with its own store (at most one per core)"],
///   hint: "Example: --parallel 4."
/// ) { text, request throws(UsageError) in request.options.parallel = try OptionValue.positive(text, flag: "--parallel") },
/// ```
struct CommandLineOption: Sendable {
  /// What giving the option does.
  enum Action: Sendable {
    /// A switch (`--dry-run`): it takes no value.
    case toggle(@Sendable (inout RunRequest) -> Void)
    /// An option with a value (`--tags EXPR`), read into the request; a repeatable one adds up.
    case value(placeholder: String, repeatable: Bool, @Sendable (String, inout RunRequest) throws(UsageError) -> Void)
    /// A command of its own (`--help`, `--i18n-keywords LANG`): the rest of the line is not read.
    case command(placeholder: String?, @Sendable (String) throws(UsageError) -> RunCommand)
  }

  /// A command whose options come from ``all``: a run (`specrun [OPTIONS] [PATH...]`) or
  /// `specrun merge`.
  enum Command: Sendable, Hashable {
    case run, merge

    /// How its messages start: `specrun` or `specrun merge`.
    var messagePrefix: String { self == .run ? "specrun" : "specrun merge" }
  }

  /// The long name without its dashes (`step-timeout`), which is also its profile key.
  let name: String
  /// The one-letter name (`t` for `-t`), if any.
  let short: Character?
  /// Other spellings of the long name, read as it is (`behavior-tests`); `--help` says them in
  /// the description.
  var aliases: [String] = []
  let action: Action
  /// Whether a profile of `specrun.json` may hold it (commands and `--profile` itself may not).
  let inProfiles: Bool
  /// Its description in `--help`, one string per line (each about 100 columns at most).
  let help: [String]
  /// What to write instead, said when it is given without a value: `Example: --parallel 4.`
  let hint: String?
  /// The commands that take it: a run's options by default; `--format` for `merge` too.
  var commands: Set<Command> = [.run]

  /// `--tags`.
  var flag: String { "--" + name }

  /// `--behaviour-tests` and `--behavior-tests`: the long name and its aliases.
  var flags: [String] { [flag] + aliases.map { "--" + $0 } }

  /// The value's name in `--help` (`EXPR`), or nil for a switch or a command without a value.
  var placeholder: String? {
    switch action {
    case .toggle: nil
    case .value(let placeholder, _, _): placeholder
    case .command(let placeholder, _): placeholder
    }
  }

  /// A switch: `--dry-run`.
  static func toggle(
    _ name: String, short: Character? = nil, inProfiles: Bool = true, commands: Set<Command> = [.run],
    help: [String], _ apply: @escaping @Sendable (inout RunRequest) -> Void
  ) -> CommandLineOption {
    CommandLineOption(
      name: name, short: short, action: .toggle(apply), inProfiles: inProfiles, help: help, hint: nil,
      commands: commands)
  }

  /// An option with a value: `--order ORDER`; `hint` is how a missing value is answered.
  static func value(
    _ name: String, _ placeholder: String, short: Character? = nil, aliases: [String] = [], repeatable: Bool = false,
    inProfiles: Bool = true, commands: Set<Command> = [.run], help: [String], hint: String,
    _ apply: @escaping @Sendable (String, inout RunRequest) throws(UsageError) -> Void
  ) -> CommandLineOption {
    CommandLineOption(
      name: name, short: short, aliases: aliases,
      action: .value(placeholder: placeholder, repeatable: repeatable, apply),
      inProfiles: inProfiles,
      help: help, hint: hint, commands: commands)
  }

  /// A command of its own, never in a profile: `--help`, `--i18n-keywords LANG`.
  static func command(
    _ name: String, _ placeholder: String? = nil, short: Character? = nil, help: [String], hint: String? = nil,
    _ command: @escaping @Sendable (String) throws(UsageError) -> RunCommand
  ) -> CommandLineOption {
    CommandLineOption(
      name: name, short: short, action: .command(placeholder: placeholder, command), inProfiles: false, help: help,
      hint: hint)
  }

  /// The option `flag` names (`--tags` or `-t`) among `command`'s, or nil.
  static func named(_ flag: String, in command: Command = .run) -> CommandLineOption? {
    options(of: command).first { $0.flags.contains(flag) || $0.short.map { "-\($0)" } == flag }
  }

  /// The options `command` takes, in ``all``'s order.
  static func options(of command: Command) -> [CommandLineOption] { all.filter { $0.commands.contains(command) } }

  /// The option's lines in `--help`: its names and value's name, then its description from the
  /// 26th column (on a line of its own when the names reach that far).
  var helpLines: [String] {
    let names = "  " + (short.map { "-\($0), " } ?? "    ") + flag + (placeholder.map { " " + $0 } ?? "")
    let indent = String(repeating: " ", count: Self.helpColumn)
    let first =
      names.count + 2 <= Self.helpColumn
      ? [names.padding(toLength: Self.helpColumn, withPad: " ", startingAt: 0) + (help.first ?? "")]
      : [names, indent + (help.first ?? "")]
    return first + help.dropFirst().map { indent + $0 }
  }

  private static let helpColumn = 25
}
