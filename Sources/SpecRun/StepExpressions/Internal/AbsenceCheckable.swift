/// Lets ``StepArgument/isAbsent`` look inside an `Optional` of any wrapped type.
protocol AbsenceCheckable {
  var isAbsent: Bool { get }
}

extension Optional: AbsenceCheckable {
  var isAbsent: Bool {
    switch self {
    case .none: return true
    case .some(let wrapped): return (wrapped as? any AbsenceCheckable)?.isAbsent ?? false
    }
  }
}
