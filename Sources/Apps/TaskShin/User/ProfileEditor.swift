/// The profile form: the name as typed and the avatar chosen, before they are checked and saved.
public struct ProfileEditor: Equatable, Sendable {
  public var name: String
  public var avatar: Avatar

  public init(name: String = "", avatar: Avatar = .usagi) {
    self.name = name
    self.avatar = avatar
  }
}
