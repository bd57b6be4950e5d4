import CucumberMessages
import EvergreenReporting
import Foundation
import Gherkin

#if canImport(Testing)
  import Testing
#endif

/// One scenario in a folder of scenario files: what `swift test` runs as one test case.
public struct ScenarioReference: Sendable, Hashable, CustomStringConvertible {
  /// The scenario file's path, as found under the specs folder (`Specs/Macho/Counter.feature`).
  public var uri: String
  /// The line of the scenario (or of its example row).
  public var line: Int
  /// The app whose folder holds the file (`""` in a package with one app).
  public var app: String
  /// The `Feature:` name of its file.
  public var feature: String
  /// The scenario's name (an outline's example rows carry theirs).
  public var name: String

  /// The scenario at `uri:line`, named as the report names it.
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
///   @MainActor func scenario(_ scenario: ScenarioReference) async throws {
///     try await SpecSuite.verify(scenario, in: Self.catalog)   // a failure shows the scenario's report once
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
  /// in file order. A file that does not parse, that is in no app's folder, or that the search
  /// skipped (not a regular file), appears as one scenario named after the problem, so that it
  /// fails when replayed.
  public static func scenarios(of catalog: SpecCatalog) -> [ScenarioReference] {
    let loader = FeatureLoader()
    let folders = catalog.folders
    // A file skipped in the search (a FIFO named like a scenario file) fails too: a test
    // run has no warnings to show.
    let (files, problems, skipped) = loader.discover([catalog.specsFolder])
    var scenarios = (problems + skipped).map {
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
            uri: file, line: error.source.location?.line ?? 1, app: app, feature: "",
            name: "parse error: \(error.message)"))
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

  /// How one replayed scenario went: passed, skipped (a step threw ``SkipScenario``: the reason,
  /// or "skipped"), or neither; `report` is the pretty report of the run, to show when it failed.
  public struct Replay: Sendable {
    /// Whether the scenario passed.
    public var passed: Bool
    /// Why the scenario was skipped; nil when it was not.
    public var skipped: String?
    /// The pretty report of the replay, to show when it did not pass.
    public var report: String
  }

  /// Replays one scenario against its app's steps, strict as every run is by default (an undefined
  /// or pending step does not pass, and neither does a skipped scenario).
  @MainActor
  public static func replay(_ scenario: ScenarioReference, in catalog: SpecCatalog) async -> Replay {
    var options = RunOptions()
    options.selections = [.init(path: scenario.uri, lines: [scenario.line])]
    var envelopes: [Messages.Envelope] = []
    let outcome = await SpecRunner(catalog: catalog, options: options) { envelopes.append($0) }.run()
    let query = MessageQuery(envelopes)
    let report = PrettyFormatter(layout: ReportLayout(catalog)).format(query)
    guard outcome.summary.scenarioCount == 1 || outcome.exitCode != 0 else {
      return Replay(passed: false, report: "The scenario was not found at \(scenario.uri):\(scenario.line).\n" + report)
    }
    guard outcome.exitCode == 0, outcome.summary.scenarios[.skipped, default: 0] == 1 else {
      return Replay(passed: outcome.exitCode == 0, report: report)
    }
    let reason = query.testCasesStarted.first.flatMap { started in
      query.stepsFinished(of: started).lazy.map(\.finished.testStepResult).first {
        $0.status == .skipped && $0.message != nil
      }?
      .message
    }
    return Replay(passed: false, skipped: reason ?? "skipped", report: report)
  }

  /// Replays one scenario of a package with one app.
  @MainActor
  public static func replay(_ scenario: ScenarioReference, library: StepLibrary) async -> Replay {
    await replay(scenario, in: SpecCatalog(steps: library))
  }

  /// Replays one scenario and, when it does not pass, records one issue at the caller holding the
  /// scenario's place and its report, written once and as the terminal shows it. A scenario a step
  /// skipped (``SkipScenario``: the module rules where `swift` cannot run) is not a pass: the test
  /// case is skipped with the reason (Swift Testing's `Test.cancel`), so `swift test` says so.
  @MainActor
  public static func verify(
    _ scenario: ScenarioReference, in catalog: SpecCatalog,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async throws {
    try await verify(scenario, in: catalog, fileID: fileID, filePath: filePath, line: line, column: column) { reason in
      let why = "The scenario at \(scenario.uri):\(scenario.line) was skipped: \(reason)"
      #if canImport(Testing)
        try Test.cancel(
          Comment(rawValue: why),
          sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      #else
        reportIssue(why, fileID: fileID, filePath: filePath, line: line, column: column)
        throw SkipScenario(why)
      #endif
    }
  }

  /// ``verify(_:in:fileID:filePath:line:column:)`` with what a skipped scenario does given: a test
  /// of the kit checks that a skip is never a pass.
  @MainActor
  static func verify(
    _ scenario: ScenarioReference, in catalog: SpecCatalog, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt, skip: (String) throws -> Never
  ) async throws {
    let result = await replay(scenario, in: catalog)
    if let reason = result.skipped { try skip(reason) }
    guard !result.passed else { return }
    reportIssue(
      "The scenario at \(scenario.uri):\(scenario.line) did not pass.\n\n\(result.report)",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
