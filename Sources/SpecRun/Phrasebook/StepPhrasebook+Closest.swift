import Foundation
import Gherkin

extension StepPhrasebook {
  /// The phrasings closest to an undefined step's text, for "did you mean": each phrasing's
  /// parameters are filled with the values the step holds where it holds one (`{int}` with the
  /// `4` of `カウンターに4が表示さる`), and the phrasings within a few edits of the step
  /// (about one character in four) come back nearest first, `limit` at most.
  ///
  /// ```swift
  /// book.closest(to: "カウンターに4が表示さる").first?.pattern   // "カウンターに{int}が表示される"
  /// ```
  public func closest(to text: String, limit: Int = 3) -> [Phrasing] {
    let ranked = phrasings.enumerated().compactMap { index, phrasing -> (Int, Int, Phrasing)? in
      let filled = filledIn(phrasing, from: text)
      let distance = EditDistance.between(filled, text)
      guard distance <= max(2, max(filled.count, text.count) / 4) else { return nil }
      return (distance, index, phrasing)
    }
    return ranked.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
  }

  /// The phrasing's text with each parameter replaced by the first value of its type that `text`
  /// holds after the previous one (the parameter as written when there is none), optional text
  /// kept and an alternative's first choice taken: `カウンターに4が表示される`.
  func filledIn(_ phrasing: Phrasing, from text: String) -> String {
    var out = ""
    var searchFrom = text.startIndex
    var parameter: String?
    var escaped = false
    var skippingAlternative = false
    for character in phrasing.pattern {
      if escaped {
        escaped = false
        if parameter != nil { parameter?.append(character) } else if !skippingAlternative { out.append(character) }
        continue
      }
      switch character {
      case "\\": escaped = true
      case "{" where parameter == nil: parameter = ""
      case "}" where parameter != nil:
        let name = parameter ?? ""
        parameter = nil
        if let (value, end) = firstValue(of: name, in: text, from: searchFrom) {
          out += value
          searchFrom = end
        } else {
          out += "{\(name)}"
        }
      case _ where parameter != nil: parameter?.append(character)
      case "(", ")": continue
      case "/": skippingAlternative = true
      case " " where skippingAlternative:
        skippingAlternative = false
        out.append(character)
      case _ where skippingAlternative: continue
      default: out.append(character)
      }
    }
    return out
  }

  /// ``filledIn(_:from:)`` when `text` holds a value for each of the phrasing's parameters, and
  /// the phrasing is no regular expression: a step text that could stand in `text`'s place.
  func filledInCompletely(_ phrasing: Phrasing, from text: String) -> String? {
    guard !phrasing.pattern.hasPrefix("^"), !phrasing.pattern.hasSuffix("$") else { return nil }
    let filled = filledIn(phrasing, from: text)
    return phrasing.parameterTypes.contains(where: { filled.contains("{\($0)}") }) ? nil : filled
  }

  /// The first text after `start` that one of the parameter type's regexps matches, and where
  /// it ends.
  private func firstValue(of name: String, in text: String, from start: String.Index) -> (String, String.Index)? {
    guard let type = registry.lookup(name: name), !name.isEmpty else { return nil }
    let range = NSRange(start..<text.endIndex, in: text)
    let matches = type.regexps.compactMap { regexp -> Range<String.Index>? in
      guard let expression = try? NSRegularExpression(pattern: regexp),
        let match = expression.firstMatch(in: text, range: range), match.range.length > 0
      else { return nil }
      return Range(match.range, in: text)
    }
    guard let first = matches.min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
    return (String(text[first]), first.upperBound)
  }
}
