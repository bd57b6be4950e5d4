/// The first lines of the every-change check's failure for the product owner who wrote a scenario
/// in another language than English: what is missing and what to write, in the words of the file
/// (the developer's report follows in English, which says it already for an English file).
///
/// ```swift
/// EveryChangeWords.lead(.endOfScenario, in: context)   // a scenario of Specs/Macho/カウンター.feature
/// // 「数を増やしたり減らしたりする」(Specs/Macho/カウンター.feature:5): 手順が画面に起こしたことのうち、ならばの手順で述べていないものがあります。…
/// ```
enum EveryChangeWords {
  @MainActor
  static func lead(_ moment: CheckpointMoment, in context: ScenarioContext) -> String? {
    guard context.language == "ja" else { return nil }
    let place =
      switch moment {
      case .beforeAction(let step): "「\(step)」の前に、それまでの手順"
      case .endOfScenario: "「\(context.scenarioName)」(\(context.uri):\(context.line)): 手順"
      }
    return place
      + "が画面に起こしたことのうち、ならばの手順で述べていないものがあります。"
      + "下の報告が示すところに、画面がどうなったかをならばの手順で書き足してください"
      + "（そのことがこのシナリオで大事でなければ、シナリオに @non-exhaustive を付けます）。"
  }
}
