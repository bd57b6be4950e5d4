/// The "Behaviour map" section of the HTML report: per app and feature (with the `Feature:` names
/// of the scenarios that exercise it), each action case, the scenarios that send or receive it
/// (linked to them on the page), how many Swift tests do, and the cases nothing exercises. Empty
/// when the run recorded no map or found no app's sources (`--format behaviour` says why). Every
/// name is escaped.
///
/// ```swift
/// HTMLBehaviourMap.section(layout.behaviour, query, lang: "ja")   // "<section class=\"behaviour-map\" …"
/// ```
enum HTMLBehaviourMap {
  /// The page's words for the map, by the page's `lang`.
  struct Words {
    var heading: String
    var action: String
    var scenarios: String
    var tests: String
    var noScenario: String
    var nothing: String
    var testsUnknown: String
    var composes: String
    var sent: String
    var received: String

    static func forLanguage(_ lang: String) -> Words {
      lang == "ja"
        ? Words(
          heading: "振る舞いマップ", action: "アクション", scenarios: "シナリオ", tests: "テスト", noScenario: "シナリオなし",
          nothing: "どのシナリオもテストも使っていない",
          testsUnknown: "テスト側は不明です（EVERGREEN_BEHAVIOUR_MAP=PATH swift test の後、--behaviour-tests PATH）",
          composes: "子の機能", sent: "送信", received: "受信")
        : Words(
          heading: "Behaviour map", action: "Action", scenarios: "Scenarios", tests: "Tests", noScenario: "no scenario",
          nothing: "nothing exercises it",
          testsUnknown:
            "The tests' side is not known (run EVERGREEN_BEHAVIOUR_MAP=PATH swift test, then pass --behaviour-tests PATH).",
          composes: "composes", sent: "sent", received: "received")
    }
  }

  static func section(_ evidence: BehaviourEvidence?, _ query: MessageQuery, lang: String) -> String {
    guard let evidence, evidence.apps.contains(where: { $0.problem == nil }) else { return "" }
    let map = evidence.map(query)
    let words = Words.forLanguage(lang)
    let esc = HTMLText.escape
    var anchors: [String: String] = [:]
    for started in query.testCasesStarted {
      if let pickle = query.pickle(of: started) { anchors[pickle.id] = HTMLFormatter.anchor(scenario: started) }
    }
    var html =
      "<section class=\"behaviour-map\" id=\"behaviour-map\">\n<style>\(style)</style>\n<h2>\(esc(words.heading))</h2>\n"
    if !map.testsKnown { html += "<p class=\"note\">\(esc(words.testsUnknown))</p>\n" }
    for app in map.apps {
      if !app.name.isEmpty { html += "<h3>\(esc(app.name))</h3>\n" }
      if let problem = app.problem { html += "<p class=\"note\">\(esc(problem))</p>\n" }
      for feature in app.features {
        let product = feature.productNames.isEmpty ? "" : " — " + feature.productNames.joined(separator: "、")
        let open = feature.specifiedByScenarios < feature.cases.count ? " open" : ""
        html +=
          "<details class=\"map-feature\"\(open)><summary>\(esc(feature.figure(scenariosKnown: map.scenariosKnown, testsKnown: map.testsKnown) + product))</summary>\n"
        html +=
          "<table><thead><tr><th>\(esc(words.action))</th><th>\(esc(words.scenarios))</th><th>\(esc(words.tests))</th></tr></thead><tbody>\n"
        for item in feature.cases {
          let nothing = map.testsKnown && item.scenarios.isEmpty && item.tests.isEmpty
          let className = item.scenarios.isEmpty ? (nothing ? "unexercised" : "unspecified") : "specified"
          let scenarios =
            item.scenarios.isEmpty
            ? "<span class=\"none\">\(esc(nothing ? words.nothing : words.noScenario))</span>"
            : item.scenarios.map { link($0, anchors[$0.id], words) }.joined(separator: "<br>")
          let tests = map.testsKnown ? "\(item.tests.count)" : "?"
          html +=
            "<tr class=\"\(className)\"><td><code>\(esc(item.name))</code></td><td>\(scenarios)</td><td title=\"\(esc(item.tests.map(\.name).joined(separator: "\n")))\">\(tests)</td></tr>\n"
        }
        html += "</tbody></table>\n"
        if !feature.composes.isEmpty {
          html += "<p class=\"note\">\(esc(words.composes)): \(esc(feature.composes.joined(separator: ", ")))</p>\n"
        }
        html += "</details>\n"
      }
    }
    return html + "</section>"
  }

  /// A scenario, linked to its place on the page when it ran in this report.
  private static func link(_ exercise: BehaviourMap.Exercise, _ anchor: String?, _ words: Words) -> String {
    let esc = HTMLText.escape
    let how = [exercise.sent ? words.sent : nil, exercise.received ? words.received : nil].compactMap { $0 }.joined(
      separator: ", ")
    let name = esc(exercise.name)
    let text = anchor.map { "<a href=\"#\(esc($0))\">\(name)</a>" } ?? name
    return "\(text) <span class=\"how\">(\(esc(how)))</span>"
  }

  static let style = """
    .behaviour-map table{border-collapse:collapse;margin:.3em 0 1em}.behaviour-map td,.behaviour-map th{border-bottom:1px solid #ddd;padding:.2em .6em;text-align:left;vertical-align:top}\
    .behaviour-map tr.unexercised td:first-child{color:#b00020}.behaviour-map tr.unspecified td:first-child{color:#8a5a00}\
    .behaviour-map .none,.behaviour-map .how,.behaviour-map .note{color:#666}.behaviour-map summary{cursor:pointer;font-weight:600}
    """
}
