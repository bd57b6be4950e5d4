/// One app's scenarios: the folder under `Specs/` that holds them and the step library that
/// replays them. A scenario file is replayed against its own app's steps only, so the same step
/// text in two apps ("I tap {string}") is never ambiguous.
///
/// ```swift
/// SpecApp("Macho", steps: MachoSpecs.steps)                       // Specs/Macho
/// SpecApp("PinNest", folder: "pin-nest", steps: PinNestSpecs.steps) // Specs/pin-nest
/// SpecApp("Shop", sources: "Sources/Apps/Shop", steps: ShopSpecs.steps) // its features' Swift sources
/// ```
public struct SpecApp: Sendable {
  /// The app's name, as the reports show it (`Macho › Counter › Counting up`).
  public var name: String
  /// The app's folder inside the specs folder; `nil` for the whole specs folder (and any other
  /// path given on the command line), as a package with one app has it.
  public var folder: String?
  /// The step definitions that replay the app's scenarios.
  public var steps: StepLibrary
  /// The folder of the app's Swift sources, where the behaviour map finds its features' `Action`
  /// cases (see ``BehaviourMap``); `nil` looks in `Sources/<name>`.
  public var sources: String?

  /// An app whose scenarios are in `Specs/<folder>` (by default `Specs/<name>`) and whose features
  /// are in `sources` (by default `Sources/<name>`).
  public init(_ name: String, folder: String? = nil, sources: String? = nil, steps: StepLibrary) {
    self.name = name
    self.folder = folder ?? name
    self.sources = sources
    self.steps = steps
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
