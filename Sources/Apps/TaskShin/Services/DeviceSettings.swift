import Synchronization

/// The settings of the running app, kept in memory: the live ``UserDefaultsClient``.
///
/// ```swift
/// let device = DeviceSettings(profile: haruto)   // a device that saw haruto's profile before
/// $0.userDefaults = device.settings
/// ```
public final class DeviceSettings: Sendable {
  public static let shared = DeviceSettings()

  private let profile: Mutex<ChildProfile?>

  public init(profile: ChildProfile? = nil) { self.profile = Mutex(profile) }

  /// The profile remembered now.
  public var remembered: ChildProfile? { profile.withLock { $0 } }

  public var settings: UserDefaultsClient {
    UserDefaultsClient(
      rememberedProfile: { self.profile.withLock { $0 } },
      rememberProfile: { profile in self.profile.withLock { $0 = profile } })
  }
}
