import Foundation

/// Why a ``PinStore`` could not do what was asked. Its description (also its `localizedDescription`)
/// is the reason shown to the user.
public enum PinStoreError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
  /// No saved pin has this id (it may have been deleted meanwhile).
  case pinNotFound(Pin.ID)
  /// The pin file could not be understood. It was moved aside to `keptAt` (never overwritten or
  /// emptied), so the pins in it can be recovered by hand.
  case unreadableFile(keptAt: String, reason: String)
  /// The pin file exists but could not be read (permissions, a disk error).
  case cannotRead(path: String, reason: String)
  /// The pins could not be written; what was saved before is unchanged.
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .pinNotFound(let id):
      "ピン（\(id)）が見つかりません。すでに削除されたかもしれません。"
    case .unreadableFile(let keptAt, let reason):
      "保存されたピンのファイルが壊れていて読めませんでした（\(reason)）。元のファイルは \(keptAt) に残してあります。"
    case .cannotRead(let path, let reason):
      "保存されたピンのファイル \(path) を読めませんでした（\(reason)）。"
    case .cannotWrite(let path, let reason):
      "ピンを \(path) に保存できませんでした（\(reason)）。前に保存した内容はそのままです。"
    }
  }

  public var errorDescription: String? { description }
}
