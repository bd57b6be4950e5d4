import SpecRun

extension StepLibrary {
  /// The parameter types of PinNest's Japanese steps besides the built-in `{カギ括弧}`
  /// (「Swift の記事」 → Swift の記事): `{名前一覧}` (「A」、「B」 → [A, B]) and `{日付}` (2024-05-01).
  /// Each step table defines them, since a table's expressions are read with its own types.
  mutating func definePinNestParameterTypes() {
    parameterType("名前一覧", regexp: "「[^」]*」(?:、「[^」]*」)*") { text in
      text.split(separator: "、").map { String($0.dropFirst().dropLast()) }
    }
    parameterType("日付", regexp: #"\d{4}-\d{2}-\d{2}"#) { $0 }
  }
}
