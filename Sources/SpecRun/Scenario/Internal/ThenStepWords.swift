import Foundation

/// The first line of a `Then` step's failure, for the product owner who wrote the step: the step
/// in its own words and line, and what the screen showed instead, in the language of the scenario
/// file. The developer's diff follows it.
///
/// ```swift
/// ThenStepWords.lead(ScenarioLine(step: "ならば カウンターに3が表示される", uri: "Specs/Macho/カウンター.feature", line: 9, language: "ja"), seen: ["2"])
/// // 「ならば カウンターに3が表示される」(Specs/Macho/カウンター.feature:9): 画面では 2 です。
/// ```
enum ThenStepWords {
  static func lead(_ step: ScenarioLine?, seen: [String]) -> String? {
    guard let step else { return nil }
    let shown = seen.map(abbreviated).joined(separator: step.language == "ja" ? "、" : ", ")
    switch step.language {
    case "ja":
      return "「\(step.step)」(\(step.uri):\(step.line)): 画面では \(shown) です。"
    default:
      return "\"\(step.step)\" (\(step.uri):\(step.line)): the screen shows \(shown) instead."
    }
  }

  /// For a step with a data table: its words and line, then the step's table beside the screen's,
  /// row by row (``DataTable/difference(seen:)``); ``lead(_:seen:)`` of `otherwise` when the two
  /// tables agree (what differs is not in the table).
  ///
  /// ```swift
  /// // 「かつ ミッションのタブは次のとおり:」(Specs/PointApp/アプリ全体.feature:26): 画面では次のとおりです（- この手順、+ 画面）:
  /// //   | ミッション   | 進み具合 | 報酬         |
  /// // - | アプリを開く | 1/1      | 受け取り済み |
  /// // + | アプリを開く | 1/1      | 受け取り中   |
  /// ```
  static func lead(_ step: ScenarioLine?, table: DataTable, seen: DataTable, otherwise: [String]) -> String? {
    guard let step, let difference = table.difference(seen: seen) else { return lead(step, seen: otherwise) }
    switch step.language {
    case "ja":
      return "「\(step.step)」(\(step.uri):\(step.line)): 画面では次のとおりです（- この手順、+ 画面）:\n\(difference)"
    default:
      return
        "\"\(step.step)\" (\(step.uri):\(step.line)): the screen shows this instead (- this step, + the screen):\n\(difference)"
    }
  }

  /// For a step that describes an answer the app has not received (`expectReceived`): its words
  /// and line, and what to look for.
  ///
  /// ```swift
  /// // 「ならば 豆知識「3は…」が表示される」(Specs/Macho/カウンター.feature:19): この手順が述べる答えは、まだアプリに届いていません。…
  /// ```
  static func notReceived(_ step: ScenarioLine?) -> String? {
    guard let step else { return nil }
    switch step.language {
    case "ja":
      return "「\(step.step)」(\(step.uri):\(step.line)): この手順が述べる答えは、まだアプリに届いていません。"
        + "答えが届く手順（「サーバーが応答する」など）を、この手順より前に書いたか確かめてください。"
    default:
      return "\"\(step.step)\" (\(step.uri):\(step.line)): what this step describes has not come back to the app yet. "
        + "Check that a step before it lets the answer come (\"the server answers\")."
    }
  }

  /// Under undescribed changes, the `Then` steps that checked a computed value since the steps
  /// last described everything (they describe nothing: a writer who checked the total wonders why
  /// the cart is undescribed), in the language of their file. `withGlue`: the `expect` that
  /// describes the parts follows, so the note names no API. Empty without such steps.
  ///
  /// ```swift
  /// ThenStepWords.computedValueNote([ScenarioLine(step: "ならば 偶数の印が付く", uri: "Specs/カウンター.feature", line: 30, language: "ja")], withGlue: true)
  /// // 計算した値を確かめただけで、変化を述べてはいないならばの手順:
  /// //   • 「ならば 偶数の印が付く」(Specs/カウンター.feature:30)
  /// // 計算のもとになる値を、ならばの手順で述べてください。
  /// ```
  static func computedValueNote(_ steps: [ScenarioLine], withGlue: Bool) -> String {
    guard let first = steps.first else { return "" }
    let api = "expect(\\.part, value) or expect { $0.part = value }"
    if first.language == "ja" && steps.allSatisfy({ $0.language == "ja" }) {
      return "\n\n計算した値を確かめただけで、変化を述べてはいないならばの手順:\n"
        + steps.map { "  • 「\($0.step)」(\($0.uri):\($0.line))" }.joined(separator: "\n")
        + "\n計算のもとになる値を、ならばの手順で述べてください" + (withGlue ? "。" : "（\(api)）。")
    }
    return "\n\nThen steps that checked a value computed from the state (they check it, and describe nothing):\n"
      + steps.map { "  • \($0)" }.joined(separator: "\n")
      + "\nDescribe the parts these values are computed from with Then steps of their own"
      + (withGlue ? "." : ": \(api).")
  }

  /// A lead and a blank line, to stand before the developer's diff; empty outside a step (no lead).
  static func heading(_ lead: String?) -> String {
    lead.map { $0 + "\n\n" } ?? ""
  }

  /// A dump on one line, cut at 60 characters: the diff below shows it whole.
  private static func abbreviated(_ dump: String) -> String {
    let line = dump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    return line.count > 60 ? String(line.prefix(59)) + "…" : line
  }
}
