import Evergreen

/// What this device remembers between launches (the seed's `userDefaults`): the child's profile
/// as last seen, so the app can still greet the child by name when the backend cannot be reached.
///
/// ```swift
/// @Dependency(\.userDefaults) var userDefaults
/// userDefaults.rememberProfile(profile)
/// userDefaults.rememberedProfile()   // the profile, or nil on a new device
/// ```
public struct UserDefaultsClient: Sendable {
  public var rememberedProfile: @Sendable () -> ChildProfile?
  public var rememberProfile: @Sendable (ChildProfile) -> Void

  public init(
    rememberedProfile: @escaping @Sendable () -> ChildProfile?,
    rememberProfile: @escaping @Sendable (ChildProfile) -> Void
  ) {
    self.rememberedProfile = rememberedProfile
    self.rememberProfile = rememberProfile
  }
}

extension UserDefaultsClient: DependencyKey {
  /// Settings kept in memory for the running app.
  public static var liveValue: UserDefaultsClient { DeviceSettings.shared.settings }

  public static var testValue: UserDefaultsClient {
    UserDefaultsClient(
      rememberedProfile: unimplemented("UserDefaultsClient.rememberedProfile", placeholder: nil),
      rememberProfile: unimplemented("UserDefaultsClient.rememberProfile"))
  }
}

extension DependencyValues {
  /// What the device remembers. See ``UserDefaultsClient``.
  public var userDefaults: UserDefaultsClient {
    get { self[UserDefaultsClient.self] }
    set { self[UserDefaultsClient.self] = newValue }
  }
}
