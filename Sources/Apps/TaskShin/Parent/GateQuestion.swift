import Foundation

/// The parent gate's question: a multiplication of two numbers from 6 to 9, which a young child
/// cannot answer but a parent can.
///
/// ```swift
/// let question = GateQuestion(left: 7, right: 8)
/// question.text                 // "7 × 8 = ?"
/// question.isAnswered(by: "56") // true
/// ```
public struct GateQuestion: Equatable, Sendable {
  public static let factors = 6...9
  public let left: Int
  public let right: Int

  public init(left: Int, right: Int) {
    self.left = left
    self.right = right
  }

  /// A question drawn with `generator`.
  public static func random(using generator: inout some RandomNumberGenerator) -> Self {
    let left = Int.random(in: factors, using: &generator)
    return Self(left: left, right: Int.random(in: factors, using: &generator))
  }

  public var text: String { "\(left) × \(right) = ?" }

  /// Whether `answer` (as typed, spaces allowed) is the product.
  public func isAnswered(by answer: String) -> Bool {
    Int(answer.trimmingCharacters(in: .whitespaces)) == left * right
  }
}
