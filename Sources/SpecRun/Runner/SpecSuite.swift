import EvergreenReporting
import Foundation
import Gherkin

/// One scenario in a folder of scenario files: what `swift test` runs as one test case.
public struct ScenarioReference: Sendable, Hashable, CustomStringConvertible {
  public var uri: String
  public var line: Int
  /// The app whose folder holds the file (`""` in a package with one app).
  public var app: String
  public var feature: String
  public var name: String

  public init(uri: String, line: Int, app: String = "", feature: String, name: String) {
    self.uri = uri
    self.line = line
    self.app = app
    self.feature = feature
    self.name = name
  }

  /// `Macho › Counter › Counting up and down` (Swift Testing shows it as the test case's name).
  public var description: String { [app, feature, name].filter { !$0.isEmpty }.joined(separator: " › ") }
}

/// The scenarios of a package, for `swift test` to replay one test case each. The apps are the
/// same list `specrun` uses (``SpecCatalog``), so both bind each folder to the same steps:
///
/// ```swift
/// import SpecRun
/// import Testing
///
/// @Suite struct ScenarioReplay {
///   static let catalog = MyApps.catalog(specsFolder: SpecSuite.folder(beside: #filePath))
///
///   @Test("the scenario passes", arguments: SpecSuite.scenarios(of: catalog))
///   @MainActor func scenario(_ scenario: ScenarioReference) async {
///     await SpecSuite.verify(scenario, in: Self.catalog)   // a failure shows the scenario's report once
///   }
/// }
/// ```
public enum SpecSuite {
  /// `<package>/Specs`, found from a test file at `<package>/Tests/<Target>/<File>.swift`.
  public static func folder(beside testFile: String) -> String {
    URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(SpecRunner.defaultFolder).path
  }

  /// Every scenario (every example of an outline) of every app under the catalog's specs folder,
  /// in file order. A file that does not parse, or that is in no app's folder, appears as one
  /// scenario named after the problem, so that it fails when replayed.
  public static func scenarios(of catalog: SpecCatalog) -> [ScenarioReference] {
    let loader = FeatureLoader()
    let folders = catalog.folders
    let (files, problems) = loader.discover([catalog.specsFolder])
    var scenarios = problems.map {
      ScenarioReference(uri: $0.path, line: 1, feature: "", name: "unreadable: \($0.message)")
    }
    for file in files {
      guard let app = folders.app(of: file) else {
        scenarios.append(ScenarioReference(uri: file, line: 1, feature: file, name: "belongs to no app"))
        continue
      }
      let query = MessageQuery(loader.load(path: file, ids: IdGenerator(.incrementing)))
      for error in query.parseErrors {
        scenarios.append(
          ScenarioReference(
            uri: file, line: error.source.location?.line ?? 1, app: app, feature: "", name: "parse error: \(error.message)"))
      }
      for pickle in query.pickles {
        let feature = query.lineage(of: pickle)?.feature?.name ?? ""
        scenarios.append(
          ScenarioReference(uri: file, line: pickle.location?.line ?? 1, app: app, feature: feature, name: pickle.name))
      }
    }
    return scenarios
  }

  /// Every scenario under `folder`, for a package with one app.
  public static func scenarios(in folder: String) -> [ScenarioReference] {
    scenarios(of: SpecCatalog(steps: StepLibrary(), specsFolder: folder))
  }

  /// Replays one scenario against its app's steps, strict as every run is by default (an undefined
  /// or pending step does not pass); `report` is the pretty report of the run, to show when it failed.
  @MainActor
  public static func replay(_ scenario: ScenarioReference, in catalog: SpecCatalog) async -> (passed: Bool, report: String) {
    var options = RunOptions()
    options.selections = [.init(path: scenario.uri, lines: [scenario.line])]
    var envelopes: [Messages.Envelope] = []
    let outcome = await SpecRunner(catalog: catalog, options: options) { envelopes.append($0) }.run()
    let report = PrettyFormatter(layout: ReportLayout(catalog)).format(MessageQuery(envelopes))
    let ran = outcome.summary.scenarioCount == 1
    if ran || outcome.exitCode != 0 { return (outcome.exitCode == 0 && ran, report) }
    return (false, "The scenario was not found at \(scenario.uri):\(scenario.line).\n" + report)
  }

  /// Replays one scenario of a package with one app.
  @MainActor
  public static func replay(_ scenario: ScenarioReference, library: StepLibrary) async -> (passed: Bool, report: String) {
    await replay(scenario, in: SpecCatalog(steps: library))
  }

  /// Replays one scenario and, when it does not pass, records one issue at the caller holding the
  /// scenario's place and its report, written once and as the terminal shows it.
  @MainActor
  public static func verify(
    _ scenario: ScenarioReference, in catalog: SpecCatalog,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let result = await replay(scenario, in: catalog)
    guard !result.passed else { return }
    reportIssue(
      "The scenario at \(scenario.uri):\(scenario.line) did not pass.\n\n\(result.report)",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
