/// The words `specrun steps`, "did you mean" and the HTML page's list of phrasings say around
/// the phrasings, in the reader's language: Japanese for `ja`, English for any other.
///
/// ```swift
/// PhrasebookWords(language: "ja").didYouMean(["「カウンターに{int}が表示される」"])   // "もしかして: 「カウンターに{int}が表示される」"
/// ```
struct PhrasebookWords: Sendable {
  var heading: @Sendable (_ app: String, _ count: Int) -> String
  var example: String
  var noExample: String
  var parameterTypesHeading: String
  var noExplanation: String
  /// "Did you mean …?" for the phrasings given (each already quoted).
  var didYouMean: @Sendable ([String]) -> String
  /// A phrasing, quoted as the language quotes.
  var quoted: @Sendable (String) -> String
  var undefinedHeading: String
  var noCloseMatch: String
  /// The title of the quick fix that rewrites a step as a phrasing says it (the step's new text).
  var rewrite: @Sendable (String) -> String

  init(language: String) {
    self = language == "ja" ? .japanese : .english
  }

  private init(
    heading: @escaping @Sendable (String, Int) -> String, example: String, noExample: String,
    parameterTypesHeading: String,
    noExplanation: String, didYouMean: @escaping @Sendable ([String]) -> String,
    quoted: @escaping @Sendable (String) -> String,
    undefinedHeading: String, noCloseMatch: String, rewrite: @escaping @Sendable (String) -> String
  ) {
    self.heading = heading
    self.example = example
    self.noExample = noExample
    self.parameterTypesHeading = parameterTypesHeading
    self.noExplanation = noExplanation
    self.didYouMean = didYouMean
    self.quoted = quoted
    self.undefinedHeading = undefinedHeading
    self.noCloseMatch = noCloseMatch
    self.rewrite = rewrite
  }

  static let english = PhrasebookWords(
    heading: { app, count in "\(app.isEmpty ? "Steps" : app + "'s steps"): \(count) phrasing\(count == 1 ? "" : "s")" },
    example: "e.g.",
    noExample: "(no scenario uses it yet)",
    parameterTypesHeading: "What to write in place of a parameter:",
    noExplanation: "(not explained: give the parameter type explanations: where it is defined)",
    didYouMean: { "Did you mean " + $0.joined(separator: " or ") + "?" },
    quoted: { "\"\($0)\"" },
    undefinedHeading: "Undefined steps:",
    noCloseMatch: "no phrasing comes close; run 'specrun steps' for every phrasing",
    rewrite: { "Change to \"\($0)\"" })

  static let japanese = PhrasebookWords(
    heading: { app, count in "\(app.isEmpty ? "" : app + " の")ステップの書き方: \(count) 件" },
    example: "例",
    noExample: "（まだ使っているシナリオはありません）",
    parameterTypesHeading: "{…} の部分に書けるもの:",
    noExplanation: "（説明がありません。パラメーター型の定義に explanations: を書いてください）",
    didYouMean: { "もしかして: " + $0.joined(separator: " または ") },
    quoted: { "「\($0)」" },
    undefinedHeading: "定義されていないステップ:",
    noCloseMatch: "近い書き方はありません。'specrun steps' ですべての書き方を見られます",
    rewrite: { "「\($0)」に書き換える" })
}
