import Evergreen

/// Whether the device is online: the current answer at once, then every change.
///
/// ```swift
/// for await isOnline in networkMonitor.updates() { await send(.networkStatusChanged(isOnline: isOnline)) }
/// ```
public struct NetworkMonitor: Sendable {
  public var updates: @Sendable () -> AsyncStream<Bool>

  public init(updates: @escaping @Sendable () -> AsyncStream<Bool>) { self.updates = updates }
}

extension NetworkMonitor: DependencyKey {
  /// The in-memory backend's offline switch.
  public static var liveValue: NetworkMonitor { TaskShinBackend.shared.networkMonitor }

  public static var testValue: NetworkMonitor {
    NetworkMonitor(updates: unimplemented("NetworkMonitor.updates", placeholder: AsyncStream { $0.finish() }))
  }
}

extension DependencyValues {
  /// The network's state. See ``NetworkMonitor``.
  public var networkMonitor: NetworkMonitor {
    get { self[NetworkMonitor.self] }
    set { self[NetworkMonitor.self] = newValue }
  }
}
