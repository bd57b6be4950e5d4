/// One app's scenarios: the folder under `Specs/` that holds them and the step library that
/// replays them. A scenario file is replayed against its own app's steps only, so the same step
/// text in two apps ("I tap {string}") is never ambiguous.
///
/// ```swift
/// SpecApp("Macho", steps: MachoSpecs.steps)                       // Specs/Macho
/// SpecApp("PinNest", folder: "pin-nest", steps: PinNestSpecs.steps) // Specs/pin-nest
/// ```
public struct SpecApp: Sendable {
  /// The app's name, as the reports show it (`Macho › Counter › Counting up`).
  public var name: String
  /// The app's folder inside the specs folder; `nil` for the whole specs folder (and any other
  /// path given on the command line), as a package with one app has it.
  public var folder: String?
  /// The step definitions that replay the app's scenarios.
  public var steps: StepLibrary

  /// An app whose scenarios are in `Specs/<folder>` (by default `Specs/<name>`).
  public init(_ name: String, folder: String? = nil, steps: StepLibrary) {
    self.name = name
    self.folder = folder ?? name
    self.steps = steps
  }

  /// The only app of a package: every scenario file is replayed against `steps`.
  public static func only(_ steps: StepLibrary, name: String = "") -> SpecApp {
    var app = SpecApp(name, steps: steps)
    app.folder = nil
    return app
  }
}
