import EvergreenReporting
import Foundation
import Synchronization

/// Keeps a shared value in a JSON file: `@Shared(.fileStorage(url)) var pins: IdentifiedArrayOf<Pin> = []`.
///
/// - The file is read when the first `@Shared` with this URL is made; without a file, the
///   property's default value is used.
/// - A file that cannot be decoded is reported there, moved aside (`pins.json.corrupt`) so nothing
///   is lost, and the default value is used.
/// - A change is written once changes have settled for a second on the `clock` dependency (at
///   once to the in-memory file system tests use).
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  /// The file the value is kept in.
  public let url: URL
  let files: FileStorage
  private let writer: FileWriter

  /// A key for the JSON file at `url`.
  public init(_ url: URL) {
    self.url = url
    self.files = DependencyValues.current.defaultFileStorage
    self.writer = FileWriter(
      delay: files.writeDelay.map { ($0, DependencyValues.current.clock) }, pending: files.pendingWrites)
  }

  public var id: String { url.absoluteString }
  public var storage: SharedStorage { files.references }
  public var description: String { "fileStorage(\(url.lastPathComponent.debugDescription))" }

  public func load() throws -> Value? {
    guard let data = files.contents(of: url) else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      let aside = (try? files.moveAside(url))?.lastPathComponent ?? "(it could not be moved)"
      throw CorruptFile(
        description: """
          The file \(url.lastPathComponent) could not be read as \(readableTypeName(Value.self)): \(error)
          It was moved aside to \(aside), and the default value is used.
          """)
    }
  }

  public func save(_ value: Value) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(value) else { return }
    writer.schedule { [files, url] in try? files.save(data, to: url) }
  }
}

extension SharedKey {
  /// A value kept in the JSON file at `url`: `@Shared(.fileStorage(url)) var settings = Settings()`.
  public static func fileStorage<Value>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url)
  }
}

/// A file that held something that could not be decoded.
private struct CorruptFile: Error, CustomStringConvertible {
  let description: String
}

/// Writes a file once changes have settled for a while on a clock, or at once without a delay.
private final class FileWriter: Sendable {
  private let delay: (duration: Duration, clock: any Clock<Duration>)?
  private let pending: PendingWrites
  private let generation = Mutex<UInt64>(0)

  init(delay: (duration: Duration, clock: any Clock<Duration>)?, pending: PendingWrites) {
    self.delay = delay
    self.pending = pending
  }

  func schedule(_ write: @escaping @Sendable () -> Void) {
    guard let (duration, clock) = delay else { return write() }
    let mine = generation.withLock { generation in
      generation += 1
      return generation
    }
    // The deadline is taken now, so a clock that moves before the task starts still wakes it.
    let settled = sleeper(until: duration, on: clock)
    pending.add(
      Task { [self] in
        await settled()
        if generation.withLock({ $0 }) == mine { write() }
      })
  }
}

/// Sleeps on `clock` until `duration` from now (taken when this is called, not when it runs).
private func sleeper<C: Clock<Duration>>(until duration: Duration, on clock: C) -> @Sendable () async -> Void {
  let deadline = clock.now.advanced(by: duration)
  return { try? await clock.sleep(until: deadline, tolerance: nil) }
}
