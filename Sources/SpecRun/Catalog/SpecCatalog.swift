/// The apps of a package and where their scenarios live: what `specrun` and the `swift test`
/// replay share, so that both bind each folder to the same steps.
///
/// ```swift
/// // One list, in a library both the specrun executable and the tests import:
/// public enum MyApps {
///   public static func catalog(specsFolder: String = "Specs") -> SpecCatalog {
///     SpecCatalog(title: "My apps", specsFolder: specsFolder, apps: [
///       SpecApp("Shop", steps: ShopSpecs.steps),        // Specs/Shop
///       SpecApp("Admin", steps: AdminSpecs.steps),      // Specs/Admin
///     ])
///   }
/// }
/// ```
///
/// A scenario file under the specs folder that is in no app's folder is an error naming the file
/// and the app folders, never skipped.
public struct SpecCatalog: Sendable {
  /// What the reports call the project (the HTML page's title).
  public var title: String
  /// The folder replayed when no path is given (`Specs`).
  public var specsFolder: String
  /// The apps, in the order their summaries are shown.
  public var apps: [SpecApp]

  /// A package of several apps: each replays the scenario files in its own folder under `specsFolder`.
  public init(title: String, specsFolder: String = SpecRunner.defaultFolder, apps: [SpecApp]) {
    self.title = title
    self.specsFolder = specsFolder
    self.apps = apps
  }

  /// A package with one app: every scenario file is replayed against `steps`; the behaviour map
  /// reads its features from `sources`.
  public init(
    steps: StepLibrary, title: String? = nil, specsFolder: String = SpecRunner.defaultFolder, sources: String? = nil
  ) {
    self.init(title: title ?? Self.packageTitle, specsFolder: specsFolder, apps: [.only(steps, sources: sources)])
  }

  /// Which app each scenario file belongs to.
  public var folders: AppFolders {
    AppFolders(specsFolder: specsFolder, apps: apps.map { ($0.name, $0.folder) })
  }

  /// The indices of the apps whose scenario files a run of `paths` can replay (``specsFolder``
  /// when `paths` is empty): only their step libraries need building.
  public func apps(reachableFrom paths: [String]) -> [Int] {
    let folders = folders
    let reached = Set((paths.isEmpty ? [specsFolder] : paths).flatMap { folders.indices(reachableFrom: $0) })
    return apps.indices.filter(reached.contains)
  }

  /// The current folder's name (the package's, when run from its root).
  public static var packageTitle: String {
    let name = (AppFolders.absolute(".") as String).split(separator: "/").last.map(String.init) ?? ""
    return name.isEmpty ? "Specifications" : "\(name) specifications"
  }
}
