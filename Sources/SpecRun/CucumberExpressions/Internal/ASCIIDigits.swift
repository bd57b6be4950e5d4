/// A number as the regular expressions' `\d` matched it, with every decimal digit in ASCII: `\d`
/// also matches the digits of other scripts, such as the full-width ４２ a Japanese keyboard types,
/// which Swift's number initialisers do not read.
///
/// ```swift
/// ASCIIDigits.of("４２")    // "42"
/// ASCIIDigits.of("-３.５")  // "-3.5"
/// ```
enum ASCIIDigits {
  static func of(_ text: String) -> String {
    String(
      text.map { character in
        guard !character.isASCII, let digit = character.wholeNumberValue, (0...9).contains(digit) else {
          return character
        }
        return Character(String(digit))
      })
  }
}
