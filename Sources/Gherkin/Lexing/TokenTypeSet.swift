/// A set of token types in one word, for the parser's inner loop: which types a line could be, so
/// that a transition whose token the line cannot be is passed over without asking the matcher.
///
/// ```swift
/// let possible = TokenTypeSet.all.subtracting(TokenTypeSet(.tagLine))
/// possible.contains(.tagLine)    // false
/// possible.contains(.stepLine)   // true
/// ```
struct TokenTypeSet: Equatable {
  private var bits: UInt16

  /// The set holding `type` alone.
  init(_ type: TokenType) {
    bits = 1 << Self.bitIndex(of: type)
  }

  private init(bits: UInt16) {
    self.bits = bits
  }

  /// Every token type.
  static var all: TokenTypeSet { TokenTypeSet(bits: .max) }

  func contains(_ type: TokenType) -> Bool {
    bits & (1 << Self.bitIndex(of: type)) != 0
  }

  func union(_ other: TokenTypeSet) -> TokenTypeSet { TokenTypeSet(bits: bits | other.bits) }

  func subtracting(_ other: TokenTypeSet) -> TokenTypeSet { TokenTypeSet(bits: bits & ~other.bits) }

  /// A bit per type, fifteen in all.
  private static func bitIndex(of type: TokenType) -> UInt16 {
    switch type {
    case .none: 0
    case .eof: 1
    case .empty: 2
    case .comment: 3
    case .tagLine: 4
    case .featureLine: 5
    case .ruleLine: 6
    case .backgroundLine: 7
    case .scenarioLine: 8
    case .examplesLine: 9
    case .stepLine: 10
    case .docStringSeparator: 11
    case .tableRow: 12
    case .language: 13
    case .other: 14
    }
  }
}
