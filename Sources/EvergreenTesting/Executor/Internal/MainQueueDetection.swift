import Dispatch

/// Tells whether the calling code runs on the main queue. `Thread.isMainThread` cannot: on Linux
/// the main queue may run on a worker thread. A queue-specific value marks the main queue instead.
enum MainQueueDetection {
  private static let key = DispatchSpecificKey<Bool>()
  private static let prepared: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Marks the main queue; call once before ``isOnMainQueue`` is read.
  static func prepare() { _ = prepared }

  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) == true }
}
