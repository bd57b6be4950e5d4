import Foundation
import PinNest

nonisolated extension Pin {
  /// Saved on 2024-05-01.
  static let swiftArticle = Pin(
    id: 1, title: "Swift の記事", url: URL(string: "https://www.swift.org/blog/"),
    savedAt: Date(timeIntervalSince1970: 1_714_521_600))
  /// Saved on 2024-06-01, a favourite with a memo.
  static let kyotoCafe = Pin(
    id: 2, title: "京都の喫茶店", memo: "たまごサンド", savedAt: Date(timeIntervalSince1970: 1_717_200_000), isFavorite: true)
  /// Saved on 2024-07-01.
  static let curryRecipe = Pin(id: 3, title: "カレーのレシピ", savedAt: Date(timeIntervalSince1970: 1_719_792_000))
}

/// The failure of the fake server in these specs; its text is what the user reads as the reason.
nonisolated struct ServerDown: LocalizedError {
  var errorDescription: String? { "サーバーに接続できません。" }
}
