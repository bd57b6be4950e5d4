extension Result where Failure == any Error {
  /// The value `body` returns, or the error it throws, as the team's guide writes responses:
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.fetchPinsResponse(Result { try await apiClient.fetchPins() }))
  /// }
  /// ```
  public init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
