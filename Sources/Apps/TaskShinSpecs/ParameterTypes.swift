import SpecRun

extension StepLibrary {
  /// The parameter type every TaskShin step library uses besides the built-in {カギ括弧} (a name
  /// in 「」): {ことば} for words in 「」 that may themselves quote something (「「設定」アプリ…」),
  /// which {カギ括弧} does not take, since its text ends at the first 」. Snippets for new steps
  /// propose {カギ括弧}; write {ことば} yourself where the words quote something.
  mutating func useTaskShinParameterTypes() {
    parameterType(
      "ことば", regexp: "「.+」", useForSnippets: false,
      explanations: [
        "ja": "「」で囲んだことば。中にさらに「」があってもよい（「「設定」アプリを開いてね」 など）",
        "en": "words in corner brackets that may quote something in brackets themselves, such as 「「設定」アプリを開いてね」",
      ]
    ) { String($0.dropFirst().dropLast()) }
  }
}
