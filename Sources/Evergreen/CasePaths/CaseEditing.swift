extension Optional {
  /// The payload of the wrapped enum's case at `casePath`, read and changed in place: change one
  /// field of a presented destination in a test's assert closure without rebuilding the case.
  ///
  /// ```swift
  /// await store.send(.destination(.presented(.edit(.titleChanged("x"))))) {
  ///   $0.destination[case: /Destination.State.edit]?.title = "x"
  /// }
  /// ```
  ///
  /// Reading gives `nil` when the value is `nil` or another case; setting changes nothing then.
  public subscript<Case>(case casePath: CasePath<Wrapped, Case>) -> Case? {
    get { flatMap(casePath.extract(from:)) }
    set {
      guard let newValue, let wrapped = self, casePath.matches(wrapped) else { return }
      self = casePath.embed(newValue)
    }
  }
}

extension CasePath {
  /// Changes the payload of `root` in place while it is this case; does nothing otherwise.
  ///
  /// ```swift
  /// (/Mode.editing).modify(&$0.mode) { $0.draft = "x" }
  /// ```
  public func modify(_ root: inout Root, _ change: (inout Value) throws -> Void) rethrows {
    guard var value = extract(from: root) else { return }
    try change(&value)
    root = embed(value)
  }
}
