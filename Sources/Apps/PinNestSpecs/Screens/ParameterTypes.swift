import SpecRun

extension StepLibrary {
  /// The parameter types of PinNest's Japanese steps besides the built-in `{カギ括弧}`
  /// (「Swift の記事」 → Swift の記事): `{名前一覧}` (「A」、「B」 → [A, B]) and `{日付}` (2024-05-01).
  /// Each step table defines them, since a table's expressions are read with its own types.
  mutating func definePinNestParameterTypes() {
    parameterType(
      "名前一覧", regexp: "「[^」]*」(?:、「[^」]*」)*",
      explanations: [
        "ja": "「」で囲んだ名前を「、」で区切って並べたもの（「A」、「B」 など。一つでも可）",
        "en": "names in corner brackets separated by 、, such as 「A」、「B」 (one is enough)",
      ]
    ) { text in
      text.split(separator: "、").map { String($0.dropFirst().dropLast()) }
    }
    parameterType(
      "日付", regexp: #"\d{4}-\d{2}-\d{2}"#,
      explanations: ["ja": "年-月-日 の日付（2024-05-01 など）", "en": "a date as year-month-day, such as 2024-05-01"]
    ) { $0 }
  }
}
