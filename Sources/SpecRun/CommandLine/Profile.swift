/// One profile of `specrun.json`, read into the command-line arguments it stands for. A profile
/// `"ci": {"tags": "not @slow", "format": ["junit:ci.xml"]}` is the entries `--tags "not @slow"`
/// and `--format junit:ci.xml`, in file order, and no paths.
struct Profile: Sendable, Equatable {
  /// One value of one option, and where the file gives it.
  struct Entry: Sendable, Equatable {
    var option: ProfileOption
    var value: String
    var position: PositionedJSON.Position

    var arguments: [String] { option.arguments(value) }

    /// Whether this is the report on standard output (`"format": "progress"`), which a later
    /// profile's or the command line's replaces.
    var writesToStandardOutput: Bool {
      option.name == "format" && (try? OptionValue.output(value))?.path == nil
    }
  }

  var name: String
  /// The options, paths excepted.
  var entries: [Entry]
  /// The scenario files and folders the profile runs when the command line names none.
  var paths: [RunOptions.Selection]

  /// The profile's options as arguments, in file order.
  var arguments: [String] { entries.flatMap(\.arguments) }
}
