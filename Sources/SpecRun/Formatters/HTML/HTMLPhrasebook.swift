/// The HTML page's list of step phrasings, the same as `specrun steps` prints: per app (each
/// folded), each phrasing with its keyword, a line of the scenarios that uses it and the
/// parameter types explained. Everything in it is escaped.
///
/// ```html
/// <section class="phrasebook" id="phrasebook"><h2>ステップの書き方</h2>…
///   <details class="app-phrasings" lang="ja"><summary>Macho のステップの書き方: 42 件</summary>
///   <ol><li><span class="keyword">前提</span> カウンターが{int}<div class="example">例 Specs/Macho/カウンター.feature:5 …
/// ```
enum HTMLPhrasebook {
  static func section(_ books: [StepPhrasebook], words: HTMLWords) -> String {
    guard !books.isEmpty else { return "" }
    let esc = HTMLText.escape
    var html =
      "<section class=\"phrasebook\" id=\"phrasebook\">\n<h2>\(esc(words.phrasebookHeading))</h2>\n<p>\(esc(words.phrasebookHint))</p>\n"
    for book in books {
      let bookWords = PhrasebookWords(language: book.language)
      html +=
        "<details class=\"app-phrasings\" lang=\"\(esc(book.language))\"><summary>\(esc(bookWords.heading(book.app, book.phrasings.count)))</summary>\n<ol>\n"
      for phrasing in book.phrasings {
        html += "<li><span class=\"keyword\">\(esc(phrasing.keyword))</span> \(esc(phrasing.pattern))"
        let example = phrasing.example.map { "\(bookWords.example) \($0.place)  \($0.step)" } ?? bookWords.noExample
        html += "<div class=\"example\">\(esc(example))</div></li>\n"
      }
      html += "</ol>\n"
      if !book.parameterTypes.isEmpty {
        html += "<p>\(esc(bookWords.parameterTypesHeading))</p>\n<dl>\n"
        for type in book.parameterTypes {
          html += "<dt>{\(esc(type.name))}</dt><dd>\(esc(type.words ?? bookWords.noExplanation))</dd>\n"
        }
        html += "</dl>\n"
      }
      html += "</details>\n"
    }
    return html + "</section>"
  }
}
