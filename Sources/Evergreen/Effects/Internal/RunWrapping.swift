extension Effect {
  /// The same effect with the body of every asynchronous operation run inside `wrap`, which must
  /// call the body it is given (with the context it sets around it: a dependency, a dismissal); it
  /// gets the operation's `send`.
  func wrappingRuns(
    _ wrap: @escaping @Sendable (_ send: Send<Action>, _ body: @Sendable () async -> Void) async -> Void
  ) -> Self {
    Self(
      operations: operations.map { operation in
        guard case .run(var run) = operation else { return operation }
        let body = run.body
        run.body = { send in await wrap(send) { await body(send) } }
        return .run(run)
      })
  }
}
