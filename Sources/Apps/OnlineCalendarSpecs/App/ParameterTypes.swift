import SpecRun

extension StepLibrary {
  /// The parameter type of OnlineCalendar's steps besides the built-in `{カギ括弧}` (「朝会」 → 朝会):
  /// `{日}` (今日, 明日, 昨日, 来週月曜 → days from today). Each step table defines it, since a
  /// table's expressions are read with its own types.
  mutating func defineOnlineCalendarParameterTypes() {
    parameterType(
      "日", regexp: "今日|明日|昨日|来週月曜",
      explanations: [
        "ja": "日の言い方：今日、明日、昨日、来週月曜 のどれか",
        "en": "a day: 今日 (today), 明日 (tomorrow), 昨日 (yesterday) or 来週月曜 (next Monday)",
      ]
    ) { day in
      switch day {
      case "明日": 1
      case "昨日": -1
      case "来週月曜": 7
      default: 0
      }
    }
  }
}
