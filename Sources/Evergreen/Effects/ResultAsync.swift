extension Result {
  /// The outcome of an `async` throwing operation, as the synchronous `Result(catching:)` gives it
  /// for a synchronous one:
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.surveysLoaded(Result { try await surveyClient.fetchAvailable() }))
  /// }
  /// ```
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws(Failure) -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
