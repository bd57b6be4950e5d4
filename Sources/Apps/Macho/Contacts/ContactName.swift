import Foundation

/// A contact's name: never blank, at most ``maximumLength`` characters, without surrounding spaces.
///
/// ```swift
/// let name = try ContactName("  Blob ")   // "Blob"
/// try ContactName("   ")                  // throws ContactName.Invalid.blank
/// ```
public struct ContactName: Hashable, Sendable, CustomStringConvertible {
  /// The longest name accepted.
  public static let maximumLength = 100

  /// The name, trimmed.
  public let value: String

  /// Why a text is not a contact name.
  public enum Invalid: Error, Equatable, Sendable, CustomStringConvertible {
    /// Empty, or only spaces.
    case blank
    /// Longer than ``ContactName/maximumLength``.
    case tooLong(length: Int)

    /// The message shown to the user.
    public var description: String {
      switch self {
      case .blank: "Enter a name to save the contact."
      case .tooLong(let length):
        "A name can have at most \(ContactName.maximumLength) characters; this one has \(length)."
      }
    }
  }

  /// The name in `text`, trimmed; throws when it is blank or too long.
  public init(_ text: String) throws(Invalid) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .blank }
    guard trimmed.count <= Self.maximumLength else { throw .tooLong(length: trimmed.count) }
    self.value = trimmed
  }

  public var description: String { value }
}
