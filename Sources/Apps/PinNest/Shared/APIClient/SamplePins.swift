import Foundation

extension Pin {
  /// The pins a preview starts with: a link, a place with a memo, and a favourite.
  public static let samples: [Pin] = [
    Pin(
      id: 1, title: "Swift の並行処理ガイド",
      url: URL(string: "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/concurrency/"),
      savedAt: Date(timeIntervalSince1970: 1_714_521_600)),
    Pin(
      id: 2, title: "京都の喫茶店", memo: "朝 8 時から。たまごサンドが有名。",
      savedAt: Date(timeIntervalSince1970: 1_717_200_000), isFavorite: true),
    Pin(
      id: 3, title: "週末に作るカレー", url: URL(string: "https://example.com/recipes/curry"), memo: "スパイスは前日に買う",
      savedAt: Date(timeIntervalSince1970: 1_719_792_000)),
  ]
}
