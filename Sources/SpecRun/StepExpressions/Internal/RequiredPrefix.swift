/// The literal text every match of a regular expression must start with, read from the pattern:
/// a cheap test that lets a step skip the regular expressions of definitions that cannot match it.
///
/// ```swift
/// RequiredPrefix(#"^I have (\d+) cukes$"#).bytes   // "I have " as UTF-8
/// RequiredPrefix("^the totals? is").bytes          // "the total" ("s" is optional)
/// RequiredPrefix("^yes|no$").bytes                 // empty: a top-level alternative
/// RequiredPrefix("^I have").admits("I have 3")     // true
/// ```
///
/// Only what is certainly literal counts: plain letters, digits, spaces and punctuation that is
/// never special outside a character class, and escaped punctuation (`\.` is "."). The scan stops
/// at anything else (groups, classes, `.`, `\d`, inline flags); a literal followed by a quantifier
/// is left out. A top-level `|`, or an unbalanced `)`, makes the prefix empty, so it admits every
/// text. The pattern is matched as a whole (`\A(?:pattern)\z`), so a leading `^` is skipped.
struct RequiredPrefix: Sendable {
  let bytes: [UInt8]

  init(_ pattern: String) {
    let scalars = Array(pattern.unicodeScalars)
    guard !Self.hasTopLevelAlternative(scalars) else {
      bytes = []
      return
    }
    var literal = String.UnicodeScalarView()
    var index = scalars.first == "^" ? 1 : 0
    while index < scalars.count {
      let scalar = scalars[index]
      var next = index + 1
      var character = scalar
      if scalar == "\\" {
        guard next < scalars.count, Self.isEscapablePunctuation(scalars[next]) else { break }
        character = scalars[next]
        next += 1
      } else if !Self.isPlainLiteral(scalar) {
        break
      }
      if next < scalars.count, "?*+{".unicodeScalars.contains(scalars[next]) { break }
      literal.append(character)
      index = next
    }
    bytes = Array(String(literal).utf8)
  }

  /// Whether `text` can match: it starts with the prefix, byte for byte.
  func admits(_ text: String) -> Bool {
    bytes.isEmpty || text.utf8.starts(with: bytes)
  }

  private static func isPlainLiteral(_ scalar: Unicode.Scalar) -> Bool {
    if !scalar.isASCII { return true }
    if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == " " { return true }
    return "!\"#%&',-/:;<=>@_~`".unicodeScalars.contains(scalar)
  }

  private static func isEscapablePunctuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && scalar.value > 0x20 && scalar.value < 0x7F && !scalar.properties.isAlphabetic
      && !("0"..."9").contains(scalar)
  }

  /// Whether the pattern has a `|` outside every group and class, or closes a group it never
  /// opened (which, inside the `\A(?:…)\z` wrapper, would split the whole pattern).
  private static func hasTopLevelAlternative(_ scalars: [Unicode.Scalar]) -> Bool {
    var depth = 0
    var classDepth = 0
    var escaping = false
    for scalar in scalars {
      if escaping {
        escaping = false
        continue
      }
      switch scalar {
      case "\\": escaping = true
      case "[": classDepth += 1
      case "]" where classDepth > 0: classDepth -= 1
      case "(" where classDepth == 0: depth += 1
      case ")" where classDepth == 0:
        depth -= 1
        if depth < 0 { return true }
      case "|" where classDepth == 0 && depth == 0: return true
      default: break
      }
    }
    return false
  }
}
