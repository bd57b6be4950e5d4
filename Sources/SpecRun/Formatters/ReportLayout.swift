/// What a report knows of the project beyond the message stream: its title, and which app each
/// scenario file belongs to, so that terminal summaries count each app on its own and the HTML
/// page groups its features by app.
///
/// ```swift
/// let layout = ReportLayout(MyApps.catalog())
/// print(PrettyFormatter(layout: layout).format(query))   // …, "Shop  12 scenarios (12 passed)", …
/// ```
public struct ReportLayout: Sendable {
  /// The project's name, the HTML page's title.
  public var title: String
  /// The apps and their folders.
  public var folders: AppFolders
  /// Each app's step library, by app name (`""` for a package with one app): reports that
  /// suggest phrasings for undefined steps ("did you mean") and list them read it. Empty when
  /// the report is made without the libraries (then no suggestion is made). Reading it builds
  /// every app's library; ``stepLibrary(ofApp:)`` builds only the one asked for.
  public var stepLibraries: [String: StepLibrary] {
    get { librariesOnFirstRead.mapValues(\.library) }
    set { librariesOnFirstRead = newValue.mapValues { StepLibraryOnFirstRead(made: $0) } }
  }
  private var librariesOnFirstRead: [String: StepLibraryOnFirstRead] = [:]
  /// What the behaviour map is made of, when the run recorded it (see ``BehaviourEvidence``).
  public var behaviour: BehaviourEvidence?

  /// One app that holds every file, titled after the current folder.
  public init(title: String = SpecCatalog.packageTitle, folders: AppFolders? = nil) {
    self.title = title
    self.folders = folders ?? AppFolders(specsFolder: SpecRunner.defaultFolder, apps: [("", nil)])
  }

  /// The title and folders of `catalog`.
  public init(_ catalog: SpecCatalog) {
    self.init(title: catalog.title, folders: catalog.folders)
    librariesOnFirstRead = Dictionary(
      catalog.apps.map { ($0.name, $0.stepsOnFirstRead) }, uniquingKeysWith: { first, _ in first })
  }

  /// The step library of `app` (by name), built if nothing has read it yet; `nil` when the report
  /// was made without it.
  public func stepLibrary(ofApp app: String) -> StepLibrary? { librariesOnFirstRead[app]?.library }

  /// The name of the app a scenario file belongs to (`""` when it is in no app's folder).
  public func app(of uri: String) -> String { folders.app(of: uri) ?? "" }
}
