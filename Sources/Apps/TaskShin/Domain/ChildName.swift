import Foundation

/// A child's name: never blank, at most ``maximumLength`` characters, without surrounding spaces.
///
/// ```swift
/// try ChildName(" はると ")   // "はると"
/// try ChildName("  ")         // throws ValidationError.blankName
/// ```
public struct ChildName: Hashable, Sendable, CustomStringConvertible {
  public static let maximumLength = 10
  public let value: String

  public init(_ text: String) throws(ValidationError) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .blankName }
    guard trimmed.count <= Self.maximumLength else { throw .nameTooLong(maximum: Self.maximumLength) }
    value = trimmed
  }

  public var description: String { value }
}
