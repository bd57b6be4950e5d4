import EvergreenReporting
import Foundation
import Synchronization

/// The files `.fileStorage(url)` shared values are kept in: the real disk in the app
/// (``fileSystem``), an in-memory file system in tests (``inMemory()``), so a test never touches the
/// disk unless it says so (`withDependencies: { $0.defaultFileStorage = .fileSystem }`).
///
/// ```swift
/// let files = FileStorage.inMemory()
/// files.setContents(Data("not json".utf8), of: url)      // a corrupt file, for a test
/// … withDependencies: { $0.defaultFileStorage = files }
/// files.contents(of: url)                                // what the feature wrote
/// ```
public struct FileStorage: Sendable {
  /// The shared values of the files, by URL.
  let references: SharedStorage
  private let read: @Sendable (URL) throws -> Data?
  private let write: @Sendable (Data, URL) throws -> Void
  private let remove: @Sendable (URL) throws -> Void
  /// How long changes must settle before they are written; `nil` writes at once.
  let writeDelay: Duration?
  /// The writes waiting for changes to settle.
  let pendingWrites = PendingWrites()

  /// The disk: writes happen once changes have settled for a second (on the `clock` dependency).
  public static let fileSystem = FileStorage(
    references: SharedStorage(),
    read: { url in
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      return try Data(contentsOf: url)
    },
    write: { data, url in
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    },
    remove: { url in try FileManager.default.removeItem(at: url) },
    writeDelay: .seconds(1))

  /// An empty file system in memory; writes happen at once.
  public static func inMemory() -> FileStorage {
    let files = Mutex<[URL: Data]>([:])
    return FileStorage(
      references: SharedStorage(),
      read: { url in files.withLock { $0[url] } },
      write: { data, url in files.withLock { $0[url] = data } },
      remove: { url in _ = files.withLock { $0.removeValue(forKey: url) } },
      writeDelay: nil)
  }

  /// The contents of the file at `url`, or `nil` when there is none.
  public func contents(of url: URL) -> Data? { try? read(url) }

  /// Writes `data` to the file at `url` (`nil` removes it), as a test prepares a file.
  public func setContents(_ data: Data?, of url: URL) {
    if let data { try? write(data, url) } else { try? remove(url) }
  }

  /// Waits until every write scheduled so far has happened (or was replaced by a later one): what
  /// an app does before it quits, and a test after it advanced the clock.
  public func waitForPendingWrites() async {
    for write in pendingWrites.takeAll() { await write.value }
  }

  /// Moves the file at `url` aside (to `name.corrupt`, or `name.corrupt-2`, …) and returns where.
  func moveAside(_ url: URL) throws -> URL {
    var aside = url.appendingPathExtension("corrupt")
    var attempt = 1
    while contents(of: aside) != nil {
      attempt += 1
      aside = url.appendingPathExtension("corrupt-\(attempt)")
    }
    if let data = try read(url) { try write(data, aside) }
    try remove(url)
    return aside
  }

  func save(_ data: Data, to url: URL) throws { try write(data, url) }
}

private enum DefaultFileStorageKey: DependencyKey {
  static let liveValue = FileStorage.fileSystem
  static var testValue: FileStorage { PerTest.storage(for: currentTestIdentity) { FileStorage.inMemory() } }
}

extension DependencyValues {
  /// The files `.fileStorage(url)` reads and writes: the disk in the app, an in-memory file system
  /// (fresh in each Swift Testing test) in tests.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

/// The tasks of delayed writes, so that they can be waited for.
final class PendingWrites: Sendable {
  private let tasks = Mutex<[Task<Void, Never>]>([])

  func add(_ task: Task<Void, Never>) { tasks.withLock { $0.append(task) } }

  func takeAll() -> [Task<Void, Never>] {
    tasks.withLock { tasks in
      defer { tasks.removeAll() }
      return tasks
    }
  }
}
