/// The child's profile: the name and avatar the app greets them with.
public struct ChildProfile: Equatable, Sendable {
  public var name: ChildName
  public var avatar: Avatar

  public init(name: ChildName, avatar: Avatar) {
    self.name = name
    self.avatar = avatar
  }
}

/// The pictures a child can choose for themselves.
public enum Avatar: String, CaseIterable, Equatable, Sendable {
  case usagi, kuma, neko, inu
}
