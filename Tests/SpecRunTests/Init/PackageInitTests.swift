import Foundation
import Testing

@testable import SpecRunInit

/// `specrun init` in process: what it writes, what it refuses, and that a refusal writes nothing.
/// (`GeneratedPackageTests` builds and runs what it writes.)
@Suite("specrun init")
struct PackageInitTests {
  /// Every file under `folder`, as paths inside it, sorted.
  static func files(in folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
        files.append(path)
      }
    }
    return files.sorted()
  }

  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .standardizedFileURL.path

  @Test("a package is written in a folder of its name, and the next two commands are printed")
  func writesThePackage() throws {
    let folder = try FeatureFolder(["notes.txt": "mine"])

    let result = PackageInit.run(arguments: ["MyApp"], currentFolder: folder.path())

    #expect(result.exitCode == 0, Comment(rawValue: result.error))
    #expect(
      Self.files(in: folder.path("MyApp")) == [
        ".gitignore", "Package.swift", "README.md", "Sources/MyApp/Counter/CounterFeature.swift",
        "Sources/MyApp/Counter/NumberFactClient.swift", "Sources/MyAppSpecRun/main.swift",
        "Sources/MyAppSpecs/MyAppSpecs.swift", "Specs/Counter.feature",
        "Tests/MyAppSpecsTests/ScenarioReplayTests.swift",
        "Tests/MyAppTests/CounterFeatureTests.swift",
      ])
    #expect(
      result.output.hasSuffix(
        "Next:\n  cd MyApp\n  swift run myapp-specs   # replays the scenarios in Specs/\n  swift test              # runs the behaviour specs and the scenarios\n"
      ))
  }

  @Test("--language ja writes the scenario in Japanese and the steps that replay it")
  func japanese() throws {
    let folder = try FeatureFolder(["notes.txt": "mine"])

    let result = PackageInit.run(
      arguments: ["Kazoeru", "--language", "ja", "--path", "app"], currentFolder: folder.path())

    #expect(result.exitCode == 0, Comment(rawValue: result.error))
    let scenario = try String(contentsOfFile: folder.path("app/Specs/カウンター.feature"), encoding: .utf8)
    #expect(scenario.hasPrefix("# language: ja\n機能: カウンター\n"))
    let steps = try String(contentsOfFile: folder.path("app/Sources/KazoeruSpecs/KazoeruSpecs.swift"), encoding: .utf8)
    #expect(steps.contains(#"steps.when("{カギ括弧}を押す")"#))
  }

  @Test("--evergreen names the checkout as a path dependency called Evergreen")
  func evergreenFolder() throws {
    let folder = try FeatureFolder(["notes.txt": "mine"])

    let result = PackageInit.run(arguments: ["MyApp", "--evergreen", Self.checkout], currentFolder: folder.path())

    #expect(result.exitCode == 0, Comment(rawValue: result.error))
    let manifest = try String(contentsOfFile: folder.path("MyApp/Package.swift"), encoding: .utf8)
    #expect(manifest.contains(".package(name: \"Evergreen\", path: \"\(Self.checkout)\")"))
    #expect(manifest.contains(".executable(name: \"myapp-specs\", targets: [\"MyAppSpecRun\"])"))
  }

  @Test(
    "a package that takes Evergreen from a folder says, in its README, how to build again when that folder gains files")
  func readmeOfAPathDependency() throws {
    let folder = try FeatureFolder(["notes.txt": "mine"])

    #expect(
      PackageInit.run(arguments: ["MyApp", "--evergreen", Self.checkout], currentFolder: folder.path()).exitCode == 0)
    let url = "https://example.com/you/Evergreen.git"
    #expect(PackageInit.run(arguments: ["Other", "--evergreen", url], currentFolder: folder.path()).exitCode == 0)

    let readme = try String(contentsOfFile: folder.path("MyApp/README.md"), encoding: .utf8)
    #expect(
      readme.contains(
        "When that folder gains new files (Evergreen updated), SwiftPM may build from its old list of a path dependency's files and stop inside Evergreen with `cannot find '…' in scope`: `touch Package.swift` here, and build again."
      ), "\(readme)")
    let other = try String(contentsOfFile: folder.path("Other/README.md"), encoding: .utf8)
    #expect(!other.contains("touch Package.swift"))
  }

  @Test("without --evergreen, the package depends on the checkout this specrun was built from")
  func builtFromThisCheckout() throws {
    #expect(try EvergreenDependency.builtFrom() == .path(Self.checkout))
  }

  @Test("without --evergreen, a specrun whose checkout is gone refuses, says how to name a copy, and writes nothing")
  func builtFromAFolderThatIsGone() throws {
    let folder = try FeatureFolder(["notes.txt": "mine"])
    let gone = folder.path("gone/Evergreen")

    let result = PackageInit.run(arguments: ["MyApp"], currentFolder: folder.path(), builtFrom: gone)

    #expect(result.exitCode == 2)
    #expect(
      result.error
        == "specrun: init: this specrun was built from \(gone), which no longer holds Evergreen, so it cannot tell where the package should get Evergreen from. Hint: name a copy with --evergreen: the folder of an Evergreen checkout (--evergreen ~/src/Evergreen) or its git URL (--evergreen https://example.com/you/Evergreen.git).\n"
    )
    #expect(result.output == "")
    #expect(Self.files(in: folder.path()) == ["notes.txt"])
  }

  @Test("with --evergreen, a specrun whose checkout is gone writes the package against the copy named")
  func evergreenGivenWhenTheCheckoutIsGone() throws {
    let folder = try FeatureFolder(["notes.txt": "mine"])

    let result = PackageInit.run(
      arguments: ["MyApp", "--evergreen", "https://example.com/you/Evergreen.git"], currentFolder: folder.path(),
      builtFrom: folder.path("gone/Evergreen"))

    #expect(result.exitCode == 0, Comment(rawValue: result.error))
    let manifest = try String(contentsOfFile: folder.path("MyApp/Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#".package(url: "https://example.com/you/Evergreen.git", from: "0.1.0")"#))
  }

  @Test("a git URL is a versioned dependency, referred to by the URL's last part")
  func evergreenURL() throws {
    let dependency = try EvergreenDependency("https://example.com/team/EvergreenKit.git", currentFolder: "/")

    #expect(dependency.manifestLine == #".package(url: "https://example.com/team/EvergreenKit.git", from: "0.1.0")"#)
    #expect(dependency.packageReference == "EvergreenKit")
  }

  @Test("a folder that holds no Evergreen is refused with the folder it looked in, and nothing is written")
  func evergreenFolderWithoutEvergreen() throws {
    let folder = try FeatureFolder(["notes.txt": "mine"])

    let result = PackageInit.run(arguments: ["MyApp", "--evergreen", "."], currentFolder: folder.path())

    #expect(result.exitCode == 2)
    #expect(
      result.error
        == "specrun: init: --evergreen .: \(folder.url.standardizedFileURL.path) holds no Evergreen package (no Package.swift naming \"Evergreen\"). Hint: give the folder of an Evergreen checkout or a git URL.\n"
    )
    #expect(Self.files(in: folder.path()) == ["notes.txt"])
  }

  @Test(
    "a name that is not a Swift identifier, or that a module already has, is refused saying what is wrong",
    arguments: [
      ("my-app", #""my-app" is not a Swift identifier: "-" at column 3 is not a letter, digit or underscore."#),
      ("2048", #""2048" is not a Swift identifier: it must start with a letter (A–Z or a–z), not "2"."#),
      ("カウンター", #""カウンター" is not a Swift identifier: it must start with a letter (A–Z or a–z), not "カ"."#),
      ("class", #""class" is a Swift keyword and cannot name a module."#),
      (
        "Evergreen",
        #""Evergreen" is a module Evergreen or the toolchain already has; a package that uses it cannot have another."#
      ),
      (
        "Testing",
        #""Testing" is a module Evergreen or the toolchain already has; a package that uses it cannot have another."#
      ),
    ])
  func badNames(name: String, problem: String) throws {
    let folder = try FeatureFolder(["notes.txt": "mine"])

    let result = PackageInit.run(arguments: [name], currentFolder: folder.path())

    #expect(result.exitCode == 2)
    #expect(
      result.error
        == "specrun: init: \(problem) Hint: name the package as you would a Swift type, e.g. specrun init MyApp.\n")
    #expect(Self.files(in: folder.path()) == ["notes.txt"])
  }

  @Test("a file that exists is never replaced: every one is named, and nothing is written")
  func refusesToOverwrite() throws {
    let folder = try FeatureFolder(["MyApp/README.md": "mine", "MyApp/Specs/Counter.feature": "Feature: mine\n"])

    let result = PackageInit.run(arguments: ["MyApp"], currentFolder: folder.path())

    #expect(result.exitCode == 2)
    #expect(
      result.error
        == "specrun: init: \(folder.url.standardizedFileURL.path)/MyApp already has README.md, Specs/Counter.feature; nothing was written. Hint: choose another folder with --path DIR, or move them away first.\n"
    )
    #expect(Self.files(in: folder.path()) == ["MyApp/README.md", "MyApp/Specs/Counter.feature"])
    #expect(try String(contentsOfFile: folder.path("MyApp/README.md"), encoding: .utf8) == "mine")
  }

  @Test("a file where one of the package's folders must go is refused, and nothing is written")
  func fileInTheWay() throws {
    let folder = try FeatureFolder(["MyApp/Sources": "a file, not a folder"])

    let result = PackageInit.run(arguments: ["MyApp"], currentFolder: folder.path())

    #expect(result.exitCode == 2)
    #expect(result.error.contains("MyApp/Sources exists and is not a folder; nothing was written."))
    #expect(Self.files(in: folder.path()) == ["MyApp/Sources"])
  }

  @Test("--help prints how to call it and writes nothing")
  func help() throws {
    let folder = try FeatureFolder(["notes.txt": "mine"])

    let result = PackageInit.run(arguments: ["MyApp", "--help"], currentFolder: folder.path())

    #expect(result.exitCode == 0)
    #expect(
      result.output.hasPrefix("usage: specrun init NAME [--language en|ja] [--path DIR] [--evergreen PATH_OR_URL]\n"))
    #expect(Self.files(in: folder.path()) == ["notes.txt"])
  }

  @Test(
    "a wrong command line is refused with the usage",
    arguments: [
      ([], "specrun: init needs the package's name."),
      (["MyApp", "--language", "fr"], "specrun: init: --language fr is not offered; choose en or ja."),
      (["MyApp", "--path"], "specrun: init: --path needs a value."),
      (["MyApp", "--force"], "specrun: init: unknown option --force."),
      (["MyApp", "Other"], "specrun: init: one package at a time: MyApp and Other were both given."),
    ])
  func wrongCommandLine(arguments: [String], problem: String) throws {
    let folder = try FeatureFolder(["notes.txt": "mine"])

    let result = PackageInit.run(arguments: arguments, currentFolder: folder.path())

    #expect(result.exitCode == 2)
    #expect(result.error.hasPrefix(problem), Comment(rawValue: result.error))
    #expect(Self.files(in: folder.path()) == ["notes.txt"])
  }
}
