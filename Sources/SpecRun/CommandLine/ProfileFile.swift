import Foundation
import Gherkin

/// `specrun.json` at the package root (the folder `specrun` runs in): named sets of command-line
/// options, as cucumber.yml profiles are.
///
/// ```json
/// {"profiles": {
///   "default": {"format": "progress"},
///   "ci": {"tags": "not @slow", "format": ["junit:ci.xml"], "fail-fast": true}
/// }}
/// ```
///
/// Each profile holds options by their long names without dashes (`ProfileOption`). The file
/// is read strictly: a JSON mistake (with its line and column), an unknown key, a value of the
/// wrong type or one the option refuses is a ``UsageError`` naming the file and the place.
///
/// ```swift
/// let file = try ProfileFile.load(inFolder: ".")       // nil when there is no specrun.json
/// try RunCommand.parse(["--profile", "ci"], profiles: file)
/// ```
public struct ProfileFile: Sendable, Equatable {
  /// The file's name, at the package root.
  public static let fileName = "specrun.json"

  /// The keys a profile may hold: the long names of the options, and `paths`.
  public static let keys = ProfileOption.all.map(\.name)
  /// The options of the command line a profile cannot hold (`help`, `version`, `profile`).
  public static let commandLineOnly = ProfileOption.commandLineOnly

  /// The file as messages name it.
  public let path: String
  let profiles: [Profile]

  /// The profiles' names, in file order.
  public var names: [String] { profiles.map(\.name) }

  /// Reads the text of a configuration file; `path` is how messages name it.
  public init(parsing text: String, path: String = ProfileFile.fileName) throws(UsageError) {
    self.path = path
    let root: PositionedJSON
    if let deep = JSONNesting.tooDeep(text.utf8) {
      throw Self.problem(path, .init(line: deep.line, column: deep.column), deep.problem)
    }
    do {
      root = try PositionedJSON.parse(text)
    } catch {
      throw Self.problem(path, error.position, "\(error.message). The file must be JSON, e.g. " + Self.example)
    }
    guard let members = root.members else {
      throw Self.problem(
        path, root.position, "expected an object, found \(root.kindDescription). Write e.g. " + Self.example)
    }
    if let unknown = members.first(where: { $0.key != "profiles" }) {
      throw Self.problem(
        path, unknown.keyPosition,
        "unknown key '\(unknown.key)'.\(Usage.suggestion(for: unknown.key, among: ["profiles"])) The file holds one key, \"profiles\": "
          + Self.example)
    }
    guard let value = members.first?.value else {
      profiles = []
      return
    }
    guard let named = value.members else {
      throw Self.problem(
        path, value.position,
        "\"profiles\" holds profiles by name, not \(value.kindDescription). Write e.g. " + Self.example)
    }
    var profiles: [Profile] = []
    for member in named { profiles.append(try Self.profile(member, in: path)) }
    self.profiles = profiles
  }

  /// `specrun.json` in `folder`, or nil when there is none. It is read as any file named on the
  /// command line is (`Gherkin.NamedFile`): a FIFO is read to its end; a folder, a socket or a file you
  /// may not read is a ``UsageError`` that says why.
  public static func load(inFolder folder: String) throws(UsageError) -> ProfileFile? {
    let path = folder == "." ? fileName : (folder as NSString).appendingPathComponent(fileName)
    let data: Data
    do {
      data = try NamedFile.read(path)
    } catch {
      if error.reason == .missing { return nil }
      throw UsageError("specrun: \(path): \(error)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw UsageError("specrun: \(path) is not UTF-8 text. Save it as UTF-8.")
    }
    return try ProfileFile(parsing: text, path: path)
  }

  /// The profiles `--profile` names, in that order; `default` (when the file has one) if none.
  func profiles(named names: [String]) throws(UsageError) -> [Profile] {
    if names.isEmpty { return profiles.filter { $0.name == "default" } }
    var chosen: [Profile] = []
    for name in names {
      guard let profile = profiles.first(where: { $0.name == name }) else {
        let known = self.names.isEmpty ? "none yet; add one under \"profiles\"" : self.names.joined(separator: ", ")
        throw UsageError(
          "specrun: --profile \(name): \(path) has no profile '\(name)'.\(Usage.suggestion(for: name, among: self.names)) Its profiles: \(known)."
        )
      }
      chosen.append(profile)
    }
    return chosen
  }

  /// A whole file, as the end of a message that says what to write (hence its full stop).
  private static let example = #"{"profiles": {"ci": {"tags": "not @slow", "format": ["junit:ci.xml"]}}}."#

  private static func problem(_ path: String, _ position: PositionedJSON.Position, _ message: String) -> UsageError {
    UsageError("specrun: \(path):\(position): \(message)")
  }

  /// One profile, each value checked by the command line's own parser.
  private static func profile(_ member: PositionedJSON.Member, in path: String) throws(UsageError) -> Profile {
    let name = member.key
    func problem(_ position: PositionedJSON.Position, _ message: String) -> UsageError {
      Self.problem(path, position, "profile '\(name)': \(message)")
    }
    guard let options = member.value.members else {
      throw problem(
        member.value.position,
        "a profile holds options by name, not \(member.value.kindDescription). Write e.g. {\"tags\": \"not @slow\"}.")
    }
    var profile = Profile(name: name, entries: [], paths: [])
    for option in options {
      if option.key == "profile" {
        throw problem(
          option.keyPosition,
          "a profile cannot include other profiles. Name several on the command line instead: --profile \(name) --profile OTHER."
        )
      }
      guard let known = ProfileOption.named(option.key) else {
        let keys = Self.keys
        throw problem(
          option.keyPosition,
          "unknown key '\(option.key)'.\(Usage.suggestion(for: option.key, among: keys)) A profile holds options by their long names without dashes: "
            + keys.joined(separator: ", ") + ".")
      }
      let values: [(text: String, position: PositionedJSON.Position)]
      do {
        values = try known.values(option.value)
      } catch {
        throw problem(error.position, error.message)
      }
      for value in values {
        if known.kind == .paths {
          do {
            profile.paths.append(try RunCommand.selection(value.text))
          } catch {
            throw problem(value.position, Self.withoutCommandName(error.message))
          }
          continue
        }
        let entry = Profile.Entry(option: known, value: value.text, position: value.position)
        do throws(UsageError) {
          // The parser checks the value's form; a tag expression or pattern is compiled too.
          // Options that only contradict each other may be completed by the command line.
          if case .run(let request) = try RunCommand.parse(entry.arguments),
            let valueProblem = request.options.valueProblem
          {
            throw UsageError(valueProblem)
          }
        } catch {
          throw problem(entry.position, Self.withoutCommandName(error.message))
        }
        profile.entries.append(entry)
      }
    }
    do {
      _ = try RunCommand.parse(profile.arguments)
    } catch {
      throw problem(member.keyPosition, Self.withoutCommandName(error.message))
    }
    return profile
  }

  private static func withoutCommandName(_ message: String) -> String {
    message.hasPrefix("specrun: ") ? String(message.dropFirst("specrun: ".count)) : message
  }
}
