import SpecRun

extension StepLibrary {
  /// An empty library knowing the parameter type PointApp steps are written with besides the
  /// built-in `{カギ括弧}` (「お菓子の好み」 → "お菓子の好み"): `{カギ括弧の並び}`
  /// (「読書」「音楽」 → ["読書", "音楽"]). Each feature's steps start from it.
  static func pointApp() -> StepLibrary {
    var steps = StepLibrary()
    steps.parameterType(
      "カギ括弧の並び", regexp: "(?:「[^」]*」)+",
      explanations: [
        "ja": "「」で囲んだことばを続けて並べたもの（「読書」「音楽」 など）",
        "en": "texts in corner brackets one after another, such as 「読書」「音楽」",
      ]
    ) { text in
      text.dropFirst().dropLast().components(separatedBy: "」「")
    }
    return steps
  }
}
