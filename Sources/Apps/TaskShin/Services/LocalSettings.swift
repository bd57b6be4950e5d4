import Evergreen

/// What this device remembers between launches (the seed's local settings): the child's profile
/// as last seen, so the app can still greet the child by name when the backend cannot be reached.
///
/// ```swift
/// @Dependency(\.localSettings) var localSettings
/// localSettings.rememberProfile(profile)
/// localSettings.rememberedProfile()   // the profile, or nil on a new device
/// ```
public struct LocalSettings: Sendable {
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

extension LocalSettings: DependencyKey {
  /// Settings kept in memory for the running app.
  public static var liveValue: LocalSettings { DeviceSettings.shared.settings }

  public static var testValue: LocalSettings {
    LocalSettings(
      rememberedProfile: unimplemented("LocalSettings.rememberedProfile", placeholder: nil),
      rememberProfile: unimplemented("LocalSettings.rememberProfile"))
  }
}

extension DependencyValues {
  /// What the device remembers. See ``LocalSettings``.
  public var localSettings: LocalSettings {
    get { self[LocalSettings.self] }
    set { self[LocalSettings.self] = newValue }
  }
}
