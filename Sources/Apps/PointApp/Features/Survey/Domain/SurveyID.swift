import Foundation

/// The identity of a survey.
///
/// ```swift
/// let id = SurveyID()              // a fresh, unique id
/// let known = SurveyID("food-01")  // an id the backend gave
/// ```
public struct SurveyID: Hashable, Sendable, Codable, CustomStringConvertible {
  public let value: String

  /// A new, unique id.
  public init() { self.value = UUID().uuidString }

  /// The id `value`.
  public init(_ value: String) { self.value = value }

  public var description: String { value }
}
