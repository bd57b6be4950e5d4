import Foundation
import Gherkin

/// `specrun format-feature [--check] [PATH...]`: formats `.feature` files in place with
/// ``FeatureFileFormatter`` (folders are searched; the default is `Specs/`). A file is written
/// only when it changes, through the same path as the reports (whole or not at all). With
/// `--check` nothing is written: the files that would change are listed and the exit code is 1.
/// A file that does not parse is left as it is, its errors printed with file, line and column,
/// and the exit code is 2.
///
/// ```
/// $ specrun format-feature --check Specs
/// Specs/Macho/Counter.feature would be formatted
/// ```
enum FeatureFormatCommand {
  static let usage = "USAGE: specrun format-feature [--check] [PATH...]   (default PATH: Specs/)"

  static func run(arguments: [String], io: CommandIO, terminal: Terminal) -> Int32 {
    var check = false
    var paths: [String] = []
    var onlyPaths = false
    for argument in arguments {
      if !onlyPaths, argument == "--" {
        onlyPaths = true
        continue
      }
      if !onlyPaths, argument == "--check" {
        check = true
        continue
      }
      if !onlyPaths, argument == "-h" || argument == "--help" {
        terminal.out(usage + "\n")
        return 0
      }
      if !onlyPaths, argument.hasPrefix("-") {
        terminal.error("specrun format-feature: unknown option \(argument). \(usage)\n")
        return 2
      }
      paths.append(argument)
    }
    var files: [String] = []
    var code: Int32 = 0
    for path in paths.isEmpty ? ["Specs"] : paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        terminal.error(
          "specrun format-feature: \(path) does not exist. Give .feature files or folders that hold them.\n")
        code = 2
        continue
      }
      if isFolder.boolValue {
        files += featureFiles(in: path)
      } else if path.hasSuffix(".feature") {
        files.append(path)
      } else {
        terminal.error("specrun format-feature: \(path) is not a .feature file; only .feature files are formatted.\n")
        code = 2
      }
    }
    for file in files {
      code = max(code, format(file, check: check, io: io, terminal: terminal))
    }
    return code
  }

  /// The `.feature` files under `folder`, sorted.
  static func featureFiles(in folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".feature") { files.append((folder as NSString).appendingPathComponent(path)) }
    }
    return files.sorted()
  }

  private static func format(_ file: String, check: Bool, io: CommandIO, terminal: Terminal) -> Int32 {
    guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
      terminal.error("specrun format-feature: could not read \(file) as UTF-8 text; it was left as it is.\n")
      return 2
    }
    switch FeatureFileFormatter.format(text, uri: file) {
    case .failure(let failure):
      for error in failure.errors {
        terminal.error(
          "\(file):\(error.location.line):\(error.location.column ?? 0): \(ParseErrorText.withoutPlace(error.message)). "
            + "It does not parse, so it was not formatted; fix it and format again.\n")
      }
      return 2
    case .success(let formatted):
      guard formatted != text else { return 0 }
      if check {
        terminal.out("\(file) would be formatted\n")
        return 1
      }
      do {
        try io.writeFile(file, formatted)
        terminal.out("formatted \(file)\n")
        return 0
      } catch {
        terminal.error(
          "specrun format-feature: could not write \(file): \(error). Check its permissions and the free space.\n")
        return 2
      }
    }
  }
}
