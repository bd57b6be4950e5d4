import Foundation
import Gherkin

/// One scenario in a folder of scenario files: what `swift test` runs as one test case.
public struct ScenarioReference: Sendable, Hashable, CustomStringConvertible {
  public var uri: String
  public var line: Int
  public var feature: String
  public var name: String

  /// `Counter › Counting up and down`
  public var description: String { feature.isEmpty ? name : "\(feature) › \(name)" }
}

/// The scenarios of a folder, for `swift test` to replay one test case each:
///
/// ```swift
/// @Test(arguments: SpecSuite.scenarios(in: SpecSuite.folder(beside: #filePath)))
/// func scenario(_ scenario: ScenarioReference) async {
///   let result = await SpecSuite.replay(scenario, library: MachoSpecs.steps)
///   #expect(result.passed, Comment(rawValue: result.report))
/// }
/// ```
public enum SpecSuite {
  /// `<package>/Specs`, found from a test file at `<package>/Tests/<Target>/<File>.swift`.
  public static func folder(beside testFile: String) -> String {
    URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(SpecRunner.defaultFolder).path
  }

  /// Every scenario (every example of an outline) under `folder`, in file order. A file that does
  /// not parse appears as one scenario named after the problem, so that it fails when replayed.
  public static func scenarios(in folder: String) -> [ScenarioReference] {
    let loader = FeatureLoader()
    let (files, problems) = loader.discover([folder])
    var scenarios = problems.map { ScenarioReference(uri: $0.path, line: 1, feature: "", name: "unreadable: \($0.message)") }
    for file in files {
      let query = MessageQuery(loader.load(path: file, ids: IdGenerator(.incrementing)))
      for error in query.parseErrors {
        scenarios.append(
          ScenarioReference(
            uri: file, line: error.source.location?.line ?? 1, feature: "", name: "parse error: \(error.message)"))
      }
      for pickle in query.pickles {
        let feature = query.lineage(of: pickle)?.feature?.name ?? ""
        scenarios.append(ScenarioReference(uri: file, line: pickle.location?.line ?? 1, feature: feature, name: pickle.name))
      }
    }
    return scenarios
  }

  /// Replays one scenario; `report` is the pretty report of the run, to show when it failed.
  @MainActor
  public static func replay(_ scenario: ScenarioReference, library: StepLibrary) async -> (passed: Bool, report: String) {
    var options = RunOptions()
    options.selections = [.init(path: scenario.uri, lines: [scenario.line])]
    options.strict = true
    var envelopes: [Messages.Envelope] = []
    let outcome = await SpecRunner(library: library, options: options) { envelopes.append($0) }.run()
    let query = MessageQuery(envelopes)
    let ran = outcome.summary.scenarioCount == 1
    let report = PrettyFormatter().format(query)
    return (outcome.exitCode == 0 && ran, ran || outcome.exitCode != 0 ? report : "The scenario was not found at \(scenario.uri):\(scenario.line).\n" + report)
  }
}
