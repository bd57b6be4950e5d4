import Foundation

/// What `specrun init` makes: every file of a new package, by its path inside the package folder.
///
/// ```swift
/// let recipe = PackageRecipe(name: try PackageName("MyApp"), language: .en, evergreen: try .builtFrom())
/// recipe.files.map(\.path)   // ["Package.swift", "README.md", …, "Specs/Counter.feature"]
/// try recipe.write(into: URL(fileURLWithPath: "MyApp"))   // refuses if any of them exists
/// ```
struct PackageRecipe: Sendable {
  var name: PackageName
  var language: SampleLanguage
  var evergreen: EvergreenDependency

  /// A file of the package: its path inside the package folder and its text.
  struct File: Equatable, Sendable {
    var path: String
    var text: String
  }

  var files: [File] {
    [
      File(path: "Package.swift", text: ManifestTemplate.text(self)),
      File(path: "README.md", text: ReadmeTemplate.text(self)),
      File(path: ".gitignore", text: GitignoreTemplate.text(self)),
      File(path: "Sources/\(name.text)/Counter/CounterFeature.swift", text: FeatureTemplate.text(self)),
      File(path: "Sources/\(name.text)/Counter/NumberFactClient.swift", text: ClientTemplate.text(self)),
      File(path: "Sources/\(name.specsTarget)/\(name.specsTarget).swift", text: StepsTemplate.text(self)),
      File(path: "Sources/\(name.runnerTarget)/main.swift", text: RunnerTemplate.text(self)),
      File(path: "Tests/\(name.testsTarget)/CounterFeatureTests.swift", text: FeatureTestsTemplate.text(self)),
      File(path: "Tests/\(name.specsTestsTarget)/ScenarioReplayTests.swift", text: ScenarioReplayTemplate.text(self)),
      File(path: "Specs/\(language.words.scenarioFile)", text: ScenarioTemplate.text(self)),
    ]
  }

  /// Writes every file under `folder`, after checking that none of them exists and that every
  /// folder on the way is a folder: either all is written or nothing is.
  func write(into folder: URL) throws(InitProblem) {
    let files = self.files
    let taken = files.map(\.path).filter { Self.exists(folder.appendingPathComponent($0).path) }
    if !taken.isEmpty {
      throw InitProblem(
        "specrun: init: \(folder.path) already has \(taken.joined(separator: ", ")); nothing was written. Hint: choose another folder with --path DIR, or move them away first."
      )
    }
    let folders = Set(files.map { (folder.path + "/" + $0.path as NSString).deletingLastPathComponent })
    for needed in folders.sorted() {
      if let notAFolder = Self.firstNonFolder(on: needed) {
        throw InitProblem(
          "specrun: init: \(notAFolder) exists and is not a folder; nothing was written. Hint: choose another folder with --path DIR."
        )
      }
    }
    for file in files {
      let url = folder.appendingPathComponent(file.path)
      do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
      } catch {
        throw InitProblem(
          "specrun: init: could not write \(url.path): \(error.localizedDescription). Hint: check the folder's permissions and the free space; the files written so far stay."
        )
      }
    }
  }

  /// Whether anything is at `path`, a dangling symbolic link included.
  private static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
      || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
  }

  /// The first part of `path`, from the root down, that exists and is not a folder.
  private static func firstNonFolder(on path: String) -> String? {
    var current = ""
    for part in path.split(separator: "/") {
      current += "/" + part
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: current, isDirectory: &isFolder) {
        if !isFolder.boolValue { return current }
      } else if exists(current) {
        return current
      } else {
        return nil
      }
    }
    return nil
  }
}
