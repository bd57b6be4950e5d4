import SpecRun

extension StepLibrary {
  /// The parameter types every TaskShin step library uses: {カギ括弧} for a name in 「」, and
  /// {ことば} for words in 「」 that may themselves quote something (「「設定」アプリ…」).
  mutating func useTaskShinParameterTypes() {
    parameterType("カギ括弧", regexp: "「[^」]*」") { String($0.dropFirst().dropLast()) }
    parameterType("ことば", regexp: "「.+」") { String($0.dropFirst().dropLast()) }
  }
}
