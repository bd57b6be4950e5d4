/// An option a profile in `specrun.json` may hold, by its long name without the dashes, and the
/// command-line arguments a value of it stands for:
///
/// ```json
/// {"tags": "not @slow", "format": ["junit:ci.xml"], "parallel": 4, "fail-fast": true, "paths": ["Specs/Macho"]}
/// ```
///
/// reads as `--tags "not @slow" --format junit:ci.xml --parallel 4 --fail-fast`, and the paths
/// `Specs/Macho`. A switch takes `true` or `false` (`false` is its `--no-` form where there is one,
/// and otherwise the same as leaving it out); a value
/// takes a string or a number; a repeatable option (and `paths`) also takes a list of them.
struct ProfileOption: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// `--dry-run`: true or false.
    case flag
    /// `--order random`: one string or number.
    case value
    /// `--tags`, `--format`: one value or a list, each given as its own option.
    case repeatable
    /// The scenario files and folders (`PATH[:LINE]`) to run, as on the command line.
    case paths
  }

  var name: String
  var kind: Kind

  init(_ name: String, _ kind: Kind) {
    self.name = name
    self.kind = kind
  }

  /// Every key a profile may hold: `paths`, then the options of a run in `CommandLineOption.all`
  /// that a profile may hold, in their order.
  static let all: [ProfileOption] =
    [.init("paths", .paths)]
    + CommandLineOption.options(of: .run).compactMap { option -> ProfileOption? in
      guard option.inProfiles else { return nil }
      switch option.action {
      case .toggle: return ProfileOption(option.name, .flag)
      case .value(_, let repeatable, _): return ProfileOption(option.name, repeatable ? .repeatable : .value)
      case .command: return nil
      }
    }

  /// Options of the command line that a profile cannot hold: commands of their own, the choice
  /// of profiles itself, and `--no-` forms (a profile writes `false`).
  static let commandLineOnly = CommandLineOption.options(of: .run).filter { !$0.inProfiles }.map(\.name)

  /// The option named `key`, or nil.
  static func named(_ key: String) -> ProfileOption? { all.first { $0.name == key } }

  /// A value that does not fit the option: where, and what to write instead.
  struct Mismatch: Error {
    var position: PositionedJSON.Position
    var message: String
  }

  /// The values `json` gives this option, each as command-line text (`"4"` for the number 4)
  /// with where it stands; a switch gives `"true"` or `"false"`.
  func values(_ json: PositionedJSON) throws(Mismatch) -> [(text: String, position: PositionedJSON.Position)] {
    switch (kind, json.value) {
    case (.flag, .bool(let on)): return [("\(on)", json.position)]
    case (.flag, _):
      throw Mismatch(
        position: json.position, message: "\"\(name)\" is a switch: write true or false, not \(json.kindDescription).")
    case (.value, _):
      return [(try Self.scalar(json, for: self, expected: "a string or a number"), json.position)]
    case (.repeatable, .array(let elements)), (.paths, .array(let elements)):
      var values: [(text: String, position: PositionedJSON.Position)] = []
      for element in elements {
        values.append((try Self.scalar(element, for: self, expected: "a string or a number"), element.position))
      }
      return values
    case (.repeatable, _), (.paths, _):
      return [(try Self.scalar(json, for: self, expected: "a string, a number, or a list of them"), json.position)]
    }
  }

  /// The arguments that stand for one of this option's values: `["--tags", "not @slow"]`,
  /// `["--dry-run"]`; a path stands for itself. A switch set to false stands for its `--no-`
  /// form when the command line has one, and otherwise for nothing (it is off unless given).
  func arguments(_ value: String) -> [String] {
    switch kind {
    case .flag where value == "false": CommandLineOption.named("--no-\(name)") != nil ? ["--no-\(name)"] : []
    case .flag: ["--\(name)"]
    case .value, .repeatable: ["--\(name)", value]
    case .paths: [value]
    }
  }

  private static func scalar(_ json: PositionedJSON, for option: ProfileOption, expected: String) throws(Mismatch)
    -> String
  {
    switch json.value {
    case .string(let text): return text
    case .number(let text): return text
    default:
      throw Mismatch(
        position: json.position, message: "\"\(option.name)\" takes \(expected), not \(json.kindDescription).")
    }
  }
}
