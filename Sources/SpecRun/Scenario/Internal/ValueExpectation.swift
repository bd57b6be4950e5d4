/// What a value of a Swift type must look like, in the words of a decoding error: "a whole
/// number (Int)", "true or false (Bool)", "one of active, invited (Status)".
enum ValueExpectation {
  static func describe(_ type: Any.Type) -> String {
    switch type {
    case is any FixedWidthInteger.Type: "a whole number (\(type))"
    case is any BinaryFloatingPoint.Type: "a number (\(type))"
    case is Bool.Type: "true or false (Bool)"
    case is String.Type: "a string"
    case let cases as any CaseIterable.Type: "one of \(names(of: cases).joined(separator: ", ")) (\(type))"
    default: "a \(type)"
    }
  }

  private static func names<Cases: CaseIterable>(of type: Cases.Type) -> [String] {
    Cases.allCases.map { value in (value as? any RawRepresentable).map { "\($0.rawValue)" } ?? "\(value)" }
  }
}
