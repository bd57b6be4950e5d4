/// Where a child feature lives inside its store: the chain of containers (key path, case, element
/// id) from the root. It identifies a child's effects so that they are cancelled when the child's
/// state goes away, and it stays the same while the same child stays on screen.
struct NavigationID: Hashable, Sendable {
  /// One step: the parent's property holding the child, and which child it holds.
  struct Component: Hashable, @unchecked Sendable {
    // Key paths and the ids of `Identifiable` states are immutable values; they are only hashed.
    let keyPath: AnyKeyPath
    let stateType: ObjectIdentifier
    let caseName: String?
    let identity: AnyHashable?

    /// The component of the child `state` held at `keyPath`: its type, its enum case (a
    /// `Destination` presenting another screen is another child) and its id when it has one.
    init(keyPath: AnyKeyPath, state: Any) {
      self.keyPath = keyPath
      self.stateType = ObjectIdentifier(type(of: state))
      self.caseName = EnumReflection.caseName(of: state)
      if let identifiable = state as? any Identifiable {
        self.identity = Self.id(of: identifiable)
      } else if caseName != nil, let payload = Mirror(reflecting: state).children.first?.value,
        let identifiable = payload as? any Identifiable
      {
        self.identity = Self.id(of: identifiable)
      } else {
        self.identity = nil
      }
    }

    /// The component of the element with `id` of a collection held at `keyPath`.
    init(keyPath: AnyKeyPath, elementID id: some Hashable, stateType: Any.Type) {
      self.keyPath = keyPath
      self.stateType = ObjectIdentifier(stateType)
      self.caseName = nil
      self.identity = AnyHashable(id)
    }

    private static func id<T: Identifiable>(of value: T) -> AnyHashable { AnyHashable(value.id) }
  }

  let path: [Component]

  /// The ancestors of the reducer now running: set while a child reducer runs, so that a child's
  /// own children get ids that include it.
  @TaskLocal static var ancestors: [Component] = []

  /// The id of a child, below the reducer now running.
  static func child(_ component: Component) -> NavigationID {
    NavigationID(path: ancestors + [component])
  }

  /// Runs a child's reducer with this id as its ancestry.
  func run<Result>(_ body: () -> Result) -> Result {
    NavigationID.$ancestors.withValue(path, operation: body)
  }
}
