import Evergreen
import Foundation
import Synchronization

/// Where the app keeps what must survive a restart: values by name, as data. The backend keeps the
/// points ledger, the answered surveys, each day's missions, the login streak and the achievements
/// here (``PointAppBackend``).
///
/// ```swift
/// @Dependency(\.storageClient) var storage
/// try storage.save(data, "ledger")
/// let saved = try storage.load("ledger")     // nil when nothing was saved under that name
///
/// // In a test or a scenario, a disk of its own:
/// let disk = StorageClient.inMemory()
/// ```
public struct StorageClient: Sendable {
  /// The data saved under a name, or `nil`.
  public var load: @Sendable (String) throws -> Data?
  /// Saves data under a name, replacing what was there.
  public var save: @Sendable (Data, String) throws -> Void

  public init(
    load: @escaping @Sendable (String) throws -> Data?,
    save: @escaping @Sendable (Data, String) throws -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// A storage kept in memory, for previews, tests and scenarios: every backend made with the same
  /// value reads what the others saved, as an app restarted on the same device would.
  public static func inMemory() -> StorageClient {
    let files = Mutex<[String: Data]>([:])
    return StorageClient(
      load: { name in files.withLock { $0[name] } },
      save: { data, name in files.withLock { $0[name] = data } })
  }

  /// A storage in `folder` on disk, one file per name (`<name>.json`), written atomically.
  public static func directory(_ folder: URL) -> StorageClient {
    StorageClient(
      load: { name in
        let file = folder.appendingPathComponent("\(name).json")
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try Data(contentsOf: file)
      },
      save: { data, name in
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent("\(name).json"), options: .atomic)
      })
  }

  /// The app's folder in the user's Application Support (on Linux, `~/.local/share`), `PointApp`.
  public static var appFolder: URL {
    let base =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return base.appendingPathComponent("PointApp", isDirectory: true)
  }
}

extension StorageClient: DependencyKey {
  /// Files in ``appFolder``.
  public static let liveValue = StorageClient.directory(appFolder)

  /// In memory: previews never touch the disk.
  public static var previewValue: StorageClient { .inMemory() }

  /// Every endpoint fails the test, naming itself, until the test overrides it.
  public static let testValue = StorageClient(
    load: unimplemented("StorageClient.load"),
    save: unimplemented("StorageClient.save"))
}

extension DependencyValues {
  /// Where the app keeps what must survive a restart. See ``StorageClient``.
  public var storageClient: StorageClient {
    get { self[StorageClient.self] }
    set { self[StorageClient.self] = newValue }
  }
}
