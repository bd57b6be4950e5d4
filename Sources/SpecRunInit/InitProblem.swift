/// Why `specrun init` wrote nothing: a message for standard error that says what is wrong and what
/// to do instead. The command exits with 2.
struct InitProblem: Error, Equatable, Sendable, CustomStringConvertible {
  let message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}
