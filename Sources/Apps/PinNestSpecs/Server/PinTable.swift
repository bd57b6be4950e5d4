import Foundation
import PinNest
import SpecRun

/// Pins written as a table in a scenario, one row each, numbered from 1 in the order written:
///
/// ```gherkin
/// 前提 サーバーに次のピンが保存されている:
///   | タイトル     | 保存日     | お気に入り |
///   | Swift の記事 | 2024-05-01 | はい       |
/// ```
///
/// 「保存日」 is a day (UTC); 「お気に入り」 is 「はい」 or empty, and may be left out.
enum PinTable {
  static func pins(in table: DataTable?) throws -> [Pin] {
    guard let table else { throw StepFailure("ピンの表がありません。| タイトル | 保存日 | の表を続けて書いてください。") }
    return try table.hashes.enumerated().map { index, row in
      guard let title = row["タイトル"], let day = row["保存日"] else {
        throw StepFailure("ピンの表には「タイトル」と「保存日」の列が要ります。")
      }
      let favorite = row["お気に入り"] ?? ""
      guard favorite == "はい" || favorite.isEmpty else {
        throw StepFailure("「お気に入り」は「はい」か空欄です（「\(favorite)」とあります）。")
      }
      return Pin(id: index + 1, title: title, savedAt: try date(day), isFavorite: favorite == "はい")
    }
  }

  /// `2024-05-01` as midnight UTC of that day.
  static func date(_ day: String) throws -> Date {
    let parts = day.split(separator: "-").compactMap { Int($0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    guard parts.count == 3,
      let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    else {
      throw StepFailure("「\(day)」は日付として読めません。2024-05-01 のように書いてください。")
    }
    return date
  }
}
