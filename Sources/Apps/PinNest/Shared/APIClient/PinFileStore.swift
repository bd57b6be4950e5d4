import Foundation
import Synchronization

/// The pins on the device: a JSON file, `pins.json`, in a folder the app chooses.
///
/// ```swift
/// let store = PinFileStore(folder: PinFileStore.defaultFolder)
/// try store.save(Pin(id: 1, title: "京都の喫茶店"))
/// try store.pins()                  // [Pin(id: 1, title: "京都の喫茶店")]
/// try store.setFavorite(1, true)    // the pin, now a favourite, written to disk
/// ```
///
/// - The folder is created the first time the store is used; without a file there are no pins.
/// - Every change is written atomically (a new file replaces the old one in one step), so a crash
///   while saving leaves the previous pins intact. Changes within one process never interleave.
/// - A file that is not a JSON list of pins is never overwritten or emptied: it is moved aside to
///   `pins.unreadable-N.json` beside it, and the read or change that found it throws
///   ``PinStoreError/unreadableFile(keptAt:reason:)`` naming where it went. The next use starts
///   from no pins.
public final class PinFileStore: PinStore {
  /// The folder holding `pins.json`.
  public let folder: URL
  /// The file the pins are kept in.
  public var file: URL { folder.appendingPathComponent("pins.json") }

  /// Held while reading and writing, so one change sees the result of the one before.
  private let access = Mutex(())

  public init(folder: URL) { self.folder = folder }

  /// `pinNest` in the user's application-support folder (`~/Library/Application Support` on Apple
  /// platforms, `$XDG_DATA_HOME` or `~/.local/share` on Linux).
  public static var defaultFolder: URL {
    let base =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
    return base.appendingPathComponent("pinNest", isDirectory: true)
  }

  public func pins() throws -> [Pin] {
    try access.withLock { _ in try read() }
  }

  public func modifyPins<Outcome: Sendable>(_ change: (inout [Pin]) throws -> Outcome) throws -> Outcome {
    try access.withLock { _ in
      var pins = try read()
      let outcome = try change(&pins)
      try write(pins)
      return outcome
    }
  }

  // MARK: - Reading and writing (with `access` held)

  private func read() throws(PinStoreError) -> [Pin] {
    let files = FileManager.default
    do {
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotRead(path: folder.path, reason: error.localizedDescription)
    }
    guard files.fileExists(atPath: file.path) else { return [] }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .cannotRead(path: file.path, reason: error.localizedDescription)
    }
    do {
      return try JSONDecoder().decode([Pin].self, from: data)
    } catch {
      throw .unreadableFile(keptAt: try keepAside().path, reason: "JSON のピン一覧ではありません")
    }
  }

  private func write(_ pins: [Pin]) throws(PinStoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try encoder.encode(pins).write(to: file, options: .atomic)
    } catch {
      throw .cannotWrite(path: file.path, reason: error.localizedDescription)
    }
  }

  /// Moves the unreadable file to the first free `pins.unreadable-N.json` and returns where it went.
  private func keepAside() throws(PinStoreError) -> URL {
    let files = FileManager.default
    var number = 1
    while files.fileExists(atPath: aside(number).path) { number += 1 }
    do {
      try files.moveItem(at: file, to: aside(number))
    } catch {
      throw .cannotRead(path: file.path, reason: "壊れたファイルを退避できませんでした: \(error.localizedDescription)")
    }
    return aside(number)
  }

  private func aside(_ number: Int) -> URL {
    folder.appendingPathComponent("pins.unreadable-\(number).json")
  }
}
