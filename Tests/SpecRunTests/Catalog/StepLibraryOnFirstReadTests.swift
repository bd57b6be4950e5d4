import Foundation
import Gherkin
import Synchronization
import Testing

@testable import SpecRun

/// The names of the apps whose step libraries were built, in the order they were.
private final class BuiltLibraries: Sendable {
  private let names = Mutex<[String]>([])
  var built: [String] { names.withLock { $0 } }

  /// Shop's and Admin's apps of ``TwoApps``, each noting here when its library is built; Admin's
  /// library holds a definition that cannot be made when `adminBroken`.
  func catalog(_ folder: FeatureFolder, adminBroken: Bool = false) -> SpecCatalog {
    SpecCatalog(
      title: "Shop and Admin", specsFolder: folder.path("Specs"),
      apps: [
        SpecApp("Shop", steps: { self.build("Shop", TwoApps.steps(buttons: ["Buy"])) }),
        SpecApp("Admin", steps: { self.build("Admin", Self.admin(broken: adminBroken)) }),
      ])
  }

  private func build(_ name: String, _ library: StepLibrary) -> StepLibrary {
    names.withLock { $0.append(name) }
    return library
  }

  private static func admin(broken: Bool) -> StepLibrary {
    var steps = TwoApps.steps(buttons: ["Ban"])
    if broken { steps.given("a {colour} user") { (_, _: String) in } }
    return steps
  }
}

@MainActor
@Suite("An app's step library is built when a run replays its files")
struct StepLibraryOnFirstReadTests {
  @Test("a run of one app's file builds that app's library once, and no other app's")
  func oneAppsFile() async throws {
    let folder = try TwoApps.folder()
    let libraries = BuiltLibraries()
    let (code, io) = await TwoApps.run(
      ["--format", "html:" + folder.path("report.html"), folder.path("Specs/Shop/buy.feature")],
      libraries.catalog(folder))
    #expect(code == 0, "\(io.out)\(io.error)")
    #expect(libraries.built == ["Shop"])
  }

  @Test("a run of the whole specs folder builds every app's library, each once")
  func everyApp() async throws {
    let folder = try TwoApps.folder()
    let libraries = BuiltLibraries()
    let (code, io) = await TwoApps.run(["--dry-run"], libraries.catalog(folder))
    #expect(code == 0, "\(io.out)\(io.error)")
    #expect(libraries.built == ["Shop", "Admin"])
  }

  @Test("a definition that cannot be made is told, and fails the run, when its app's files run; not when they cannot")
  func definitionErrorsOfTheAppsRun() async throws {
    let folder = try TwoApps.folder()
    let (shopCode, shopRun) = await TwoApps.run(
      [folder.path("Specs/Shop/buy.feature")], BuiltLibraries().catalog(folder, adminBroken: true))
    #expect(shopCode == 0, "\(shopRun.out)\(shopRun.error)")
    #expect(!shopRun.error.contains("{colour}"))
    let (allCode, allRun) = await TwoApps.run([], BuiltLibraries().catalog(folder, adminBroken: true))
    #expect(allCode != 0)
    #expect(allRun.error.contains("specrun: Admin: "), "\(allRun.error)")
    #expect(allRun.error.contains("step definition 'a {colour} user'"), "\(allRun.error)")
  }

  @Test(
    "with --parallel 2 the libraries built behind the loading are built once each, and a definition that cannot be made is still told",
    .enabled(if: ProcessorCount.active > 1, "--parallel runs one scenario per core"))
  func definitionErrorsBuiltBehind() async throws {
    let folder = try TwoApps.folder()
    let libraries = BuiltLibraries()
    let (code, run) = await TwoApps.run(["--parallel", "2"], libraries.catalog(folder, adminBroken: true))
    #expect(code != 0)
    #expect(run.error.components(separatedBy: "step definition 'a {colour} user'").count == 2, "\(run.error)")
    #expect(libraries.built == ["Shop", "Admin"])
  }

  @Test("the library read twice, from any thread, is built once")
  func builtOnce() async {
    let builds = Atomic(0)
    let library = StepLibraryOnFirstRead {
      builds.add(1, ordering: .relaxed)
      return TwoApps.steps(buttons: ["Buy"])
    }
    #expect(!library.isMade)
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 { group.addTask { library.library.definitions.count } }
      var counts: [Int] = []
      for await count in group { counts.append(count) }
      return counts
    }
    #expect(counts == Array(repeating: 1, count: 8))
    #expect(builds.load(ordering: .relaxed) == 1)
    #expect(library.isMade)
  }
}

@Suite("Which apps a path can reach")
struct ReachableAppsTests {
  let folders = AppFolders(
    specsFolder: "Specs", apps: [("Shop", "Shop"), ("Shop admin", "Shop/Admin"), ("Blog", "Blog")])

  @Test("a file reaches the app whose folder holds it; a folder reaches every app inside it")
  func filesAndFolders() {
    #expect(folders.indices(reachableFrom: "Specs/Blog/post.feature") == [2])
    #expect(folders.indices(reachableFrom: "Specs/Shop/Admin/ban.feature:3") == [1])
    #expect(folders.indices(reachableFrom: "Specs/Shop") == [0, 1])
    #expect(folders.indices(reachableFrom: "./Specs/") == [0, 1, 2])
    #expect(folders.indices(reachableFrom: "Specs/Shopping") == [])
  }

  @Test("no path reaches every app of the specs folder; the only app of a package is reached from anywhere")
  func catalogs() throws {
    let folder = try TwoApps.folder()
    let catalog = TwoApps.catalog(folder)
    #expect(catalog.apps(reachableFrom: []) == [0, 1])
    #expect(catalog.apps(reachableFrom: [folder.path("Specs/Admin")]) == [1])
    #expect(SpecCatalog(steps: StepLibrary()).apps(reachableFrom: ["/elsewhere/x.feature"]) == [0])
  }
}
