/// Reads the case name and payload of any enum value by reflection.
enum EnumReflection {
  /// The case name of an enum value (`factResponse`), or `nil` for a value that is not an enum.
  /// Payload cases are named by their reflection label; cases without payload by the runtime's
  /// case-name lookup, which ignores `CustomStringConvertible`.
  static func caseName(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    if let label = mirror.children.first?.label { return label }
    guard let cName = _enumCaseName(value) else { return nil }
    return String(cString: cName)
  }

  /// Whether an enum value is a case without payload.
  static func hasNoPayload(_ value: Any) -> Bool {
    Mirror(reflecting: value).children.isEmpty
  }

  /// The payload of an enum value as `Value`, unwrapping a single labelled payload (`case id(id: Int)`).
  static func payload<Value>(of value: Any) -> Value? {
    guard let child = Mirror(reflecting: value).children.first else { return nil }
    if let payload = child.value as? Value { return payload }
    let inner = Mirror(reflecting: child.value)
    if inner.displayStyle == .tuple, inner.children.count == 1,
      let payload = inner.children.first?.value as? Value
    {
      return payload
    }
    return nil
  }
}

/// The Swift runtime's own enum case-name lookup (the one `String(describing:)` uses by default).
@_silgen_name("swift_EnumCaseName")
private func _enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
