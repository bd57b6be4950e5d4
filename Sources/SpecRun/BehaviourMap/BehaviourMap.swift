import EvergreenTesting

/// Which behaviour is specified: per app and feature, each case of the feature's `Action`, the
/// scenarios that send or receive it, the Swift tests that do, and the cases nothing exercises,
/// with a figure per feature ("SurveyListFeature: 7/9 actions specified by scenarios, 9/9 by tests").
///
/// The cases come from the sources (``ActionDeclarationReader``); the uses from the stores the
/// scenarios and tests drove (`ActionUse`). A side that was not recorded is `nil`, and the map
/// says it is not known rather than counting it as nothing.
///
/// ```swift
/// let map = BehaviourMap(
///   apps: [.init(name: "Macho", declarations: try ActionDeclarationReader.read(folder: "Sources/Apps/Macho"))],
///   scenarioUses: log.uses, testUses: nil, featureNames: ["Specs/Macho/Counter.feature": "Counter"])
/// map.apps[0].features[0].figure(testsKnown: false)   // "CounterFeature: 3/4 actions specified by scenarios"
/// ```
public struct BehaviourMap: Sendable, Equatable, Codable {
  /// An app's sources, as the map is made from them.
  public struct AppSources: Sendable {
    public var name: String
    public var declarations: [ActionEnumDeclaration]
    /// Why its declarations are not known (a folder that could not be read), if so.
    public var problem: String?

    public init(name: String, declarations: [ActionEnumDeclaration], problem: String? = nil) {
      self.name = name
      self.declarations = declarations
      self.problem = problem
    }
  }

  public struct App: Sendable, Equatable, Codable {
    public var name: String
    public var features: [Feature]
    public var problem: String?
  }

  public struct Feature: Sendable, Equatable, Codable {
    /// The reducer's type (`ContactsFeature`, `ContactsFeature.Destination`).
    public var name: String
    /// The `Feature:` names of the scenarios that exercise it, as the product owner wrote them.
    public var productNames: [String]
    public var file: String
    public var line: Int
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
    public var name: String
    public var file: String
    public var line: Int
    public var scenarios: [Exercise]
    public var tests: [Exercise]
  }

  /// A scenario or test that sent or received a case.
  public struct Exercise: Sendable, Equatable, Codable {
    public var id: String
    public var name: String
    public var file: String
    public var line: Int
    public var sent: Bool
    public var received: Bool
  }

  public var apps: [App]
  /// Whether the scenarios' side was recorded (a run of `specrun`), and the tests' side given.
  public var scenariosKnown: Bool
  public var testsKnown: Bool
  /// Actions a scenario's store recorded that no declaration read explains
  /// (`Shop.CartFeature.Action.checkout`): an app whose sources are not given, or a case the reader missed.
  public var undeclared: [String]

  /// The map of `apps`; `scenarioUses` or `testUses` is `nil` when that side was not recorded.
  /// `featureNames` gives each scenario file's `Feature:` name.
  public init(
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
