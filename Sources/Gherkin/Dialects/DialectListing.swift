/// The dialect tables `specrun --i18n-languages` and `specrun --i18n-keywords LANG` print, for
/// people who write scenarios in their own language.
///
/// ```swift
/// print(DialectListing.languages)
/// // code       name                 native
/// // af         Afrikaans            Afrikaans
/// // …
/// // ja         Japanese             日本語
/// print(DialectListing.keywords(of: GherkinDialect.named("ja")!))
/// // Japanese (日本語): start a scenario file with "# language: ja".
/// //
/// // feature            "フィーチャ", "機能"
/// // …
/// // given              "* ", "前提"
/// ```
public enum DialectListing {
  /// One line per dialect, sorted by code: the code a `# language:` header takes, the English
  /// name, and the language's own name.
  public static var languages: String {
    let dialects = GherkinDialect.languages.compactMap(GherkinDialect.named)
    let rows = [["code", "name", "native"]] + dialects.map { [$0.language, $0.name, $0.native] }
    return table(rows)
  }

  /// Each kind of keyword and its words in `dialect`, quoted so a trailing space shows: `"Given "`
  /// must be followed by the step's text after a space, `"前提"` may touch it. `"* "` stands for
  /// any kind of step.
  public static func keywords(of dialect: GherkinDialect) -> String {
    let kinds: [(String, [String])] = [
      ("feature", dialect.feature), ("rule", dialect.rule), ("background", dialect.background),
      ("scenario", dialect.scenario), ("scenario outline", dialect.scenarioOutline),
      ("examples", dialect.examples), ("given", dialect.given), ("when", dialect.when),
      ("then", dialect.then), ("and", dialect.and), ("but", dialect.but),
    ]
    let header =
      "\(dialect.name) (\(dialect.native)): start a scenario file with \"# language: \(dialect.language)\".\n\n"
    return header + table(kinds.map { kind, words in [kind, words.map { "\"\($0)\"" }.joined(separator: ", ")] })
  }

  /// The language codes closest to `text`, best first: codes and names that differ by a letter or
  /// two, codes that start the same way, and names (English or native) that contain it.
  ///
  /// ```swift
  /// DialectListing.nearMatches(for: "jp")        // ["ja"]
  /// DialectListing.nearMatches(for: "japanese")  // ["ja"]
  /// ```
  public static func nearMatches(for text: String) -> [String] {
    let wanted = text.lowercased()
    guard !wanted.isEmpty else { return [] }
    var scored: [(code: String, score: Int)] = []
    for code in GherkinDialect.languages {
      guard let dialect = GherkinDialect.named(code) else { continue }
      let name = dialect.name.lowercased()
      let native = dialect.native.lowercased()
      let distance = min(EditDistance.between(wanted, code.lowercased()), EditDistance.between(wanted, name))
      if name == wanted || native == wanted {
        scored.append((code, 0))
      } else if distance <= (wanted.count <= 3 ? 1 : 2) {
        scored.append((code, 1 + distance))
      } else if code.lowercased().hasPrefix(wanted) || wanted.hasPrefix(code.lowercased() + "-") {
        scored.append((code, 4))
      } else if wanted.count >= 3 && (name.contains(wanted) || native.contains(wanted)) {
        scored.append((code, 5))
      }
    }
    return scored.sorted { $0.score != $1.score ? $0.score < $1.score : $0.code < $1.code }.prefix(5).map(\.code)
  }

  /// Rows as columns padded to their widest cell (the last column is not padded).
  private static func table(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
      }.joined()
    }.joined(separator: "\n") + "\n"
  }
}
