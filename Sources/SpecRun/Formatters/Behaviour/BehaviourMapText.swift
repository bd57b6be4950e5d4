import Foundation

/// The behaviour map in lines a person reads at a terminal:
///
/// ```text
/// Macho
///   CounterFeature (Counter)  Sources/Apps/Macho/Counter/CounterFeature.swift:27
///   CounterFeature: 3/4 actions specified by scenarios, 4/4 by tests
///     ✓ incrementButtonTapped   scenarios: Counting up (sent) · tests: 2
///     ✗ factResponse            no scenario · tests: 1
/// ```
enum BehaviourMapText {
  static func render(_ map: BehaviourMap) -> String {
    var out = "Behaviour map: the action cases of each feature and the scenarios and tests that exercise them\n"
    if !map.testsKnown {
      out += "Tests' side not known: run EVERGREEN_BEHAVIOUR_MAP=PATH swift test, then pass --behaviour-tests PATH.\n"
    }
    if !map.scenariosKnown { out += "Scenarios' side not known: no scenario ran.\n" }
    for app in map.apps {
      out += "\n" + (app.name.isEmpty ? "Features" : app.name) + "\n"
      if let problem = app.problem { out += "  \(problem)\n" }
      if app.features.isEmpty, app.problem == nil { out += "  no feature with an Action enum found in its sources\n" }
      for feature in app.features { out += render(feature, map) }
    }
    let cases = map.apps.flatMap(\.features).flatMap(\.cases)
    let specified = cases.filter { !$0.scenarios.isEmpty }.count
    let tested = cases.filter { !$0.tests.isEmpty }.count
    out +=
      "\nIn all: \(specified)/\(cases.count) action cases (\(percent(map.specifiedFraction))) specified by scenarios"
    out += map.testsKnown ? ", \(tested)/\(cases.count) exercised by tests.\n" : "; tests not known.\n"
    if !map.undeclared.isEmpty {
      out +=
        "Recorded but not declared in the sources read (give the app's sources folder): "
        + map.undeclared.joined(separator: ", ") + "\n"
    }
    return out
  }

  private static func render(_ feature: BehaviourMap.Feature, _ map: BehaviourMap) -> String {
    let product = feature.productNames.isEmpty ? "" : " (" + feature.productNames.joined(separator: ", ") + ")"
    var out = "\n  \(feature.name)\(product)  \(feature.file):\(feature.line)\n"
    out += "  \(feature.figure(scenariosKnown: map.scenariosKnown, testsKnown: map.testsKnown))\n"
    let width = feature.cases.map(\.name.count).max() ?? 0
    for item in feature.cases {
      let mark = !item.scenarios.isEmpty ? "✓" : (item.tests.isEmpty && map.testsKnown ? "✗" : "·")
      let scenarios =
        item.scenarios.isEmpty
        ? "no scenario"
        : "scenarios: " + item.scenarios.map { "\($0.name) (\(directions($0)))" }.joined(separator: "; ")
      let tests = map.testsKnown ? " · tests: \(item.tests.count)" : ""
      let nothing = map.testsKnown && item.scenarios.isEmpty && item.tests.isEmpty ? " · nothing exercises it" : ""
      out +=
        "    \(mark) \(item.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(scenarios)\(tests)\(nothing)\n"
    }
    if !feature.composes.isEmpty { out += "    composes: \(feature.composes.joined(separator: ", "))\n" }
    return out
  }

  /// `sent`, `received` or `sent, received`.
  static func directions(_ exercise: BehaviourMap.Exercise) -> String {
    [exercise.sent ? "sent" : nil, exercise.received ? "received" : nil].compactMap { $0 }.joined(separator: ", ")
  }

  /// `87%`, rounded down so that 89.9% never reads as meeting 90%.
  static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded(.down)))%" }
}
