/// The signed-in person, as the server describes them. Never holds the session token: that lives
/// behind ``TokenStore``.
public struct User: Equatable, Hashable, Sendable, Codable {
  public var name: String
  public var email: String

  public init(name: String, email: String) {
    self.name = name
    self.email = email
  }
}
