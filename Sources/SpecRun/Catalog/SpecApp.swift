/// One app's scenarios: the folder under `Specs/` that holds them and the step library that
/// replays them. A scenario file is replayed against its own app's steps only, so the same step
/// text in two apps ("I tap {string}") is never ambiguous.
///
/// ```swift
/// SpecApp("Macho", steps: MachoSpecs.steps)                       // Specs/Macho
/// SpecApp("PinNest", folder: "pin-nest", steps: PinNestSpecs.steps) // Specs/pin-nest
/// SpecApp("Shop", sources: "Sources/Apps/Shop", steps: ShopSpecs.steps) // its features' Swift sources
/// ```
///
/// Given as a closure, the library is built the first time it is read: a run builds the libraries
/// of the apps whose files it replays, not those of the other apps (`specrun steps` and the
/// reports' suggestions build the ones they show).
///
/// ```swift
/// SpecApp("Macho", steps: { MachoSpecs.steps })   // built when a file of Specs/Macho runs
/// ```
public struct SpecApp: Sendable {
  /// The app's name, as the reports show it (`Macho › Counter › Counting up`).
  public var name: String
  /// The app's folder inside the specs folder; `nil` for the whole specs folder (and any other
  /// path given on the command line), as a package with one app has it.
  public var folder: String?
  /// The step definitions that replay the app's scenarios, built when first read.
  public var steps: StepLibrary {
    get { stepsOnFirstRead.library }
    set { stepsOnFirstRead = StepLibraryOnFirstRead(made: newValue) }
  }
  /// The library, still unbuilt until something reads it.
  private(set) var stepsOnFirstRead: StepLibraryOnFirstRead
  /// The folder of the app's Swift sources, where the behaviour map finds its features' `Action`
  /// cases (see ``BehaviourMap``); `nil` looks in `Sources/<name>`.
  public var sources: String?

  /// An app whose scenarios are in `Specs/<folder>` (by default `Specs/<name>`) and whose features
  /// are in `sources` (by default `Sources/<name>`).
  public init(_ name: String, folder: String? = nil, sources: String? = nil, steps: StepLibrary) {
    self.name = name
    self.folder = folder ?? name
    self.sources = sources
    stepsOnFirstRead = StepLibraryOnFirstRead(made: steps)
  }

  /// The same app, whose library `steps` builds the first time it is read: a run of the other
  /// apps' files never builds it (`SpecApp("Macho", steps: { MachoSpecs.steps })`).
  public init(
    _ name: String, folder: String? = nil, sources: String? = nil, steps: @escaping @Sendable () -> StepLibrary
  ) {
    self.name = name
    self.folder = folder ?? name
    self.sources = sources
    stepsOnFirstRead = StepLibraryOnFirstRead(steps)
  }

  /// The folder the behaviour map reads: ``sources``, or `Sources/<name>`; `nil` for an app
  /// without a name whose sources were not given.
  public var sourcesFolder: String? { sources ?? (name.isEmpty ? nil : "Sources/\(name)") }

  /// The only app of a package: every scenario file is replayed against `steps`.
  public static func only(_ steps: StepLibrary, name: String = "", sources: String? = nil) -> SpecApp {
    var app = SpecApp(name, sources: sources, steps: steps)
    app.folder = nil
    return app
  }
}
