import EvergreenTesting

/// Which behaviour is specified: per app and feature, each case of the feature's `Action`, the
/// scenarios that send or receive it, the Swift tests that do, and the cases nothing exercises,
/// with a figure per feature ("SurveyListFeature: 7/9 actions specified by scenarios, 9/9 by tests").
///
/// The cases come from the apps' sources (each `Action` enum read as text); the uses from the
/// stores the scenarios and tests drove (`ActionUse`). A side that was not recorded is `nil`, and
/// the map says it is not known rather than counting it as nothing. ``BehaviourEvidence`` puts
/// the sides together:
///
/// ```swift
/// let evidence = BehaviourEvidence(catalog: catalog, scenarioLog: runner.actionLog, testUses: nil)
/// let map = evidence.map(runner.query)
/// map.apps[0].features[0].figure(testsKnown: false)   // "CounterFeature: 3/4 actions specified by scenarios, tests not known"
/// ```
public struct BehaviourMap: Sendable, Equatable, Codable {
  /// An app's sources, as the map is made from them.
  package struct AppSources: Sendable {
    package var name: String
    package var declarations: [ActionEnumDeclaration]
    /// Why its declarations are not known (a folder that could not be read), if so.
    package var problem: String?

    package init(name: String, declarations: [ActionEnumDeclaration], problem: String? = nil) {
      self.name = name
      self.declarations = declarations
      self.problem = problem
    }
  }

  /// One app of the catalog and its features.
  public struct App: Sendable, Equatable, Codable {
    /// The app's name, as the catalog gives it.
    public var name: String
    /// Its features (one per reducer whose `Action` was read), in source order.
    public var features: [Feature]
    /// Why its features are not known (its sources were not given or could not be read), if so.
    public var problem: String?
  }

  /// One reducer of an app: the cases of its `Action`, and which of them scenarios and tests exercise.
  public struct Feature: Sendable, Equatable, Codable {
    /// The reducer's type (`ContactsFeature`, `ContactsFeature.Destination`).
    public var name: String
    /// The `Feature:` names of the scenarios that exercise it, as the product owner wrote them.
    public var productNames: [String]
    /// The file that declares the reducer's `Action`.
    public var file: String
    /// The line of its `enum Action`.
    public var line: Int
    /// Its action's cases, in declaration order.
    public var cases: [Case]
    /// The child features its action carries (`case path(StackActionOf<Detail>)`), counted there.
    public var composes: [String]

    /// How many cases a scenario sends or receives.
    public var specifiedByScenarios: Int { cases.filter { !$0.scenarios.isEmpty }.count }
    /// How many cases a Swift test sends or receives.
    public var exercisedByTests: Int { cases.filter { !$0.tests.isEmpty }.count }

    /// `ContactsFeature: 5/7 actions specified by scenarios, 6/7 by tests`.
    public func figure(scenariosKnown: Bool = true, testsKnown: Bool) -> String {
      let scenarios = scenariosKnown ? "\(specifiedByScenarios)/\(cases.count)" : "?/\(cases.count)"
      let tests = testsKnown ? "\(exercisedByTests)/\(cases.count) by tests" : "tests not known"
      return "\(name): \(scenarios) actions specified by scenarios, \(tests)"
    }
  }

  /// A case of a feature's action (`delegate.saveContact` for a case of an enum inside it).
  public struct Case: Sendable, Equatable, Codable {
    /// The case's name (`saveButtonTapped`).
    public var name: String
    /// The file that declares the case.
    public var file: String
    /// The line of its `case`.
    public var line: Int
    /// The scenarios that sent or received it.
    public var scenarios: [Exercise]
    /// The Swift tests that sent or received it.
    public var tests: [Exercise]
  }

  /// A scenario or test that sent or received a case.
  public struct Exercise: Sendable, Equatable, Codable {
    /// The scenario's pickle id or the test's identifier.
    public var id: String
    /// The scenario's or test's name.
    public var name: String
    /// The scenario file or the test's source file.
    public var file: String
    /// The line of the scenario or the test.
    public var line: Int
    /// Whether it sent the case (`store.send`).
    public var sent: Bool
    /// Whether it received the case from an effect (`store.receive`).
    public var received: Bool
  }

  /// Every app of the catalog, in catalog order.
  public var apps: [App]
  /// Whether the scenarios' side was recorded (a run of `specrun`), and the tests' side given.
  public var scenariosKnown: Bool
  /// Whether the tests' side was given (`--behaviour-tests`).
  public var testsKnown: Bool
  /// Actions a scenario's store recorded that no declaration read explains
  /// (`Shop.CartFeature.Action.checkout`): an app whose sources are not given, or a case the reader missed.
  public var undeclared: [String]

  /// The map of `apps`; `scenarioUses` or `testUses` is `nil` when that side was not recorded.
  /// `featureNames` gives each scenario file's `Feature:` name.
  package init(
    apps: [AppSources], scenarioUses: [ActionUse]?, testUses: [ActionUse]?, featureNames: [String: String] = [:]
  ) {
    var resolver = ActionCaseResolver(apps: apps)
    var undeclared: [String] = []
    for use in scenarioUses ?? [] where use.exerciser.kind == .scenario {
      if !resolver.credit(use, toScenarios: true) { undeclared.append(use.readable) }
    }
    // A test may drive a store of the kit's own or of a helper type; only a scenario's store must
    // be one of the apps' features.
    for use in testUses ?? [] where use.exerciser.kind == .test {
      _ = resolver.credit(use, toScenarios: false)
    }
    self.apps = resolver.apps(featureNames: featureNames)
    self.scenariosKnown = scenarioUses != nil
    self.testsKnown = testUses != nil
    var seen: Set<String> = []
    self.undeclared = undeclared.filter { seen.insert($0).inserted }
  }

  /// Every case no scenario exercises, with its app and feature.
  public var unspecified: [(app: String, feature: Feature, item: Case)] {
    apps.flatMap { app in
      app.features.flatMap { feature in feature.cases.filter(\.scenarios.isEmpty).map { (app.name, feature, $0) } }
    }
  }

  /// The share of all cases some scenario exercises, from 0 to 1 (1 for a map without cases).
  public var specifiedFraction: Double {
    let cases = apps.flatMap(\.features).flatMap(\.cases)
    return cases.isEmpty ? 1 : Double(cases.filter { !$0.scenarios.isEmpty }.count) / Double(cases.count)
  }
}

extension ActionUse {
  /// `Macho.ContactsFeature.Action.destination.presented`, for messages.
  var readable: String { ([actionType] + casePath).joined(separator: ".") }
}
