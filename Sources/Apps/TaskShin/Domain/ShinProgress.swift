/// What the child's shins have become, kept by the backend so that it outlives the app (the
/// seed's `ShinFeature → FirebaseService`): the shins found, in the order found, and the tasks whose
/// completion counted.
///
/// ```swift
/// try await firebaseService.saveShinProgress(state.shins.progress)
/// ```
public struct ShinProgress: Equatable, Sendable {
  public var shins: [Shin]
  public var counted: Set<TaskID>

  public init(shins: [Shin] = [], counted: Set<TaskID> = []) {
    self.shins = shins
    self.counted = counted
  }
}
