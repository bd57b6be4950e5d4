/// The error on screen (the seed's `ErrorState`): what went wrong, and whether it is presented.
///
/// ```swift
/// state.errorState = ErrorState(error: .network(.offline))
/// state.errorState?.error.message   // "インターネットに つながっていないよ。…"
/// ```
public struct ErrorState: Equatable, Sendable {
  public var error: AppError
  /// Whether the alert is up; an error state is made presented.
  public var isPresented: Bool

  public init(error: AppError, isPresented: Bool = true) {
    self.error = error
    self.isPresented = isPresented
  }
}
