import Dispatch

/// Tells whether the calling code runs on the main queue. `Thread.isMainThread` cannot: on Linux
/// the main queue may run on a worker thread. A queue-specific value marks the main queue instead.
enum MainQueueDetection {
  /// Holds the key; `DispatchSpecificKey` is not `Sendable` on every platform, but it is only ever
  /// used through Dispatch's own thread-safe calls.
  private final class Marker: @unchecked Sendable {
    let key = DispatchSpecificKey<Bool>()
    init() { DispatchQueue.main.setSpecific(key: key, value: true) }
  }

  private static let marker = Marker()

  /// Marks the main queue; call once before ``isOnMainQueue`` is read.
  static func prepare() { _ = marker }

  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: marker.key) == true }
}
