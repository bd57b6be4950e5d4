import Foundation

/// Something the user saved to come back to: a title, an optional link and memo, when it was saved,
/// and whether it is a favourite.
///
/// ```swift
/// let pin = Pin(id: 1, title: "テスト")   // every other field has a fixed default
/// pin == Pin(id: 1, title: "テスト")      // true: two pins made alike are equal
///
/// let article = Pin(
///   id: 2, title: "Swift の記事", url: URL(string: "https://www.swift.org/blog/"),
///   memo: "週末に読む", savedAt: Date(timeIntervalSince1970: 1_717_000_000), isFavorite: true)
/// ```
public struct Pin: Equatable, Hashable, Identifiable, Sendable, Codable {
  public typealias ID = Int

  public let id: ID
  public var title: String
  /// The page the pin points to, if it is a link.
  public var url: URL?
  /// The user's own note.
  public var memo: String?
  /// When the user saved it; lists show the newest first.
  public var savedAt: Date
  public var isFavorite: Bool

  /// The `savedAt` of a pin made without one: 2001-01-01 00:00:00 UTC, the same every time.
  public static let defaultSavedAt = Date(timeIntervalSinceReferenceDate: 0)

  public init(
    id: ID,
    title: String,
    url: URL? = nil,
    memo: String? = nil,
    savedAt: Date = Pin.defaultSavedAt,
    isFavorite: Bool = false
  ) {
    self.id = id
    self.title = title
    self.url = url
    self.memo = memo
    self.savedAt = savedAt
    self.isFavorite = isFavorite
  }
}

extension Sequence<Pin> {
  /// The pins with the most recently saved first; pins saved at the same moment, the higher id
  /// (the later one added) first.
  ///
  /// ```swift
  /// [older, newer].newestFirst()   // [newer, older]
  /// ```
  public func newestFirst() -> [Pin] {
    sorted { ($0.savedAt, $0.id) > ($1.savedAt, $1.id) }
  }
}
