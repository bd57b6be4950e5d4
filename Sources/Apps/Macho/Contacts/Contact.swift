import Foundation

/// A person in the contact list.
public struct Contact: Equatable, Hashable, Identifiable, Sendable {
  public let id: UUID
  public var name: ContactName

  public init(id: UUID, name: ContactName) {
    self.id = id
    self.name = name
  }
}
