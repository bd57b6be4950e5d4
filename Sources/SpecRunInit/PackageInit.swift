import Foundation

/// `specrun init NAME [--language en|ja] [--path DIR] [--evergreen PATH_OR_URL]`: makes a package
/// that depends on Evergreen, with a feature, its behaviour specs, a sample scenario, its step glue,
/// a runner of its own and a test that replays the scenarios. Evergreen's `specrun` hands it the
/// arguments after `init`:
///
/// ```swift
/// let result = PackageInit.run(arguments: ["MyApp", "--language", "ja"], currentFolder: FileManager.default.currentDirectoryPath)
/// // result.exitCode 0: ./MyApp written; result.output ends with the next commands.
/// // result.exitCode 2: nothing written; result.error says why and what to do.
/// ```
public enum PackageInit {
  /// What the command printed and its exit code.
  public struct Result: Equatable, Sendable {
    public var exitCode: Int32
    public var output: String
    public var error: String
  }

  /// How to call it, for `specrun init --help` and every usage error.
  public static let usage = """
    usage: specrun init NAME [--language en|ja] [--path DIR] [--evergreen PATH_OR_URL]
      NAME         the package's name, a Swift identifier (MyApp); its runner is `swift run myapp-specs`
      --language   the sample scenario's language: en (default) or ja
      --path DIR   the package's folder (default ./NAME); files already there are never replaced
      --evergreen  an Evergreen checkout's folder or a git URL (default: the checkout this specrun
                   was built from; give one when that checkout is gone)
    """

  /// Runs `specrun init` with the arguments after `init`, relative paths taken from `currentFolder`.
  /// Without `--evergreen`, the package depends on the checkout this `specrun` was built from
  /// (`builtFrom`, when a test names another folder); when that holds no Evergreen, nothing is
  /// written and the error says how to name one.
  public static func run(arguments: [String], currentFolder: String, builtFrom: String? = nil) -> Result {
    if arguments.contains("--help") || arguments.contains("-h") {
      return Result(exitCode: 0, output: usage + "\n", error: "")
    }
    do throws(InitProblem) {
      let (recipe, folder) = try parse(
        arguments, currentFolder: currentFolder, builtFrom: builtFrom ?? EvergreenDependency.builtFromFolder)
      try recipe.write(into: folder)
      return Result(exitCode: 0, output: summary(recipe, folder: folder, currentFolder: currentFolder), error: "")
    } catch {
      return Result(exitCode: 2, output: "", error: error.message + "\n")
    }
  }

  private static func parse(
    _ arguments: [String], currentFolder: String, builtFrom: String
  ) throws(InitProblem) -> (PackageRecipe, URL) {
    var name: String?
    var language = SampleLanguage.en
    var path: String?
    var evergreen: EvergreenDependency?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      func value() throws(InitProblem) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else {
          throw InitProblem("specrun: init: \(argument) needs a value.\n\(usage)")
        }
        return value
      }
      switch argument {
      case "--language":
        let code = try value()
        guard let chosen = SampleLanguage(argument: code) else {
          throw InitProblem(
            "specrun: init: --language \(code) is not offered; choose \(SampleLanguage.allCases.map(\.rawValue).joined(separator: " or ")). Hint: any of Gherkin's languages works in your own scenarios (specrun --i18n-languages)."
          )
        }
        language = chosen
      case "--path": path = try value()
      case "--evergreen": evergreen = try EvergreenDependency(try value(), currentFolder: currentFolder)
      default:
        if argument.hasPrefix("-") {
          throw InitProblem("specrun: init: unknown option \(argument).\n\(usage)")
        }
        if let name {
          throw InitProblem("specrun: init: one package at a time: \(name) and \(argument) were both given.\n\(usage)")
        }
        name = argument
      }
    }
    guard let name else { throw InitProblem("specrun: init needs the package's name.\n\(usage)") }
    let packageName = try PackageName(name)
    let dependency = if let evergreen { evergreen } else { try EvergreenDependency.builtFrom(builtFrom) }
    let recipe = PackageRecipe(name: packageName, language: language, evergreen: dependency)
    let folder = URL(fileURLWithPath: path ?? name, relativeTo: URL(fileURLWithPath: currentFolder, isDirectory: true))
      .standardizedFileURL
    return (recipe, folder)
  }

  private static func summary(_ recipe: PackageRecipe, folder: URL, currentFolder: String) -> String {
    let shown = relative(folder.path, to: currentFolder)
    let files = recipe.files.map { "  \($0.path)\n" }.joined()
    return """
      Created the package \(recipe.name.text) in \(shown), with Evergreen from \(recipe.evergreen.description):
      \(files)
      Next:
        cd \(shown)
        swift run \(recipe.name.runnerProduct)   # replays the scenarios in Specs/
        swift test\(String(repeating: " ", count: recipe.name.runnerProduct.count + 3))# runs the behaviour specs and the scenarios

      """
  }

  /// `path` as typed from `folder` when it lies inside it, else the absolute path.
  private static func relative(_ path: String, to folder: String) -> String {
    let base = URL(fileURLWithPath: folder).standardizedFileURL.path
    if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
    return path
  }
}
