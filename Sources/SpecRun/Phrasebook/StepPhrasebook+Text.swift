extension StepPhrasebook {
  /// The phrasebook as `specrun steps` prints it, in the book's language:
  ///
  /// ```
  /// Macho のステップの書き方: 2 件
  ///
  ///   前提 カウンターが{int}
  ///       例 Specs/Macho/カウンター.feature:5  前提 カウンターが0
  ///   ならば カウンターに{int}が表示される
  ///       例 Specs/Macho/カウンター.feature:9  ならば カウンターに2が表示される
  ///
  ///   {…} の部分に書けるもの:
  ///     {int}  整数（3、-12 など）
  /// ```
  public var text: String {
    let words = PhrasebookWords(language: language)
    var out = words.heading(app, phrasings.count) + "\n\n"
    for phrasing in phrasings {
      out += TerminalText.visible("  \(phrasing.keyword) \(phrasing.pattern)") + "\n"
      if let example = phrasing.example {
        out += TerminalText.visible("      \(words.example) \(example.place)  \(example.step)") + "\n"
      } else {
        out += "      \(words.noExample)\n"
      }
    }
    guard !parameterTypes.isEmpty else { return out }
    out += "\n  \(words.parameterTypesHeading)\n"
    let names = parameterTypes.map { TerminalText.visible("{\($0.name)}") }
    let width = names.map(TerminalColumns.width).max() ?? 0
    for (name, type) in zip(names, parameterTypes) {
      out +=
        "    " + TerminalColumns.padded(name, to: width) + "  "
        + TerminalText.visible(type.words ?? words.noExplanation) + "\n"
    }
    return out
  }

  /// "Did you mean" for an undefined step, in `language` (the step's file's): `もしかして:
  /// 「カウンターに{int}が表示される」（例 Specs/Macho/カウンター.feature:9）`, or `nil` when no
  /// phrasing comes close.
  public func didYouMean(_ text: String, language: String) -> String? {
    let words = PhrasebookWords(language: language)
    let close = closest(to: text)
    guard !close.isEmpty else { return nil }
    return words.didYouMean(
      close.map { phrasing in
        let example = phrasing.example.map { " (\(words.example) \($0.place))" } ?? ""
        return words.quoted(phrasing.pattern) + example
      })
  }
}
