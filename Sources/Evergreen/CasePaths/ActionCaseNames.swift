/// The case names of an action, outermost first, down through the child actions it carries:
/// `.path(.element(id: 3, action: .incrementTapped))` is `["path", "element", "incrementTapped"]`.
/// The harness records them so that a behaviour map can tell which of a feature's declared cases
/// a test or a scenario sent or received.
///
/// ```swift
/// ActionCaseNames.path(of: ContactsFeature.Action.destination(.presented(.addContact(.saveTapped))))
/// // ["destination", "presented", "addContact", "saveTapped"]
/// ActionCaseNames.path(of: CounterFeature.Action.factResponse("42"))   // ["factResponse"]
/// ```
///
/// The walk goes into a payload that is itself an enum, and into a payload of several values
/// through the one labelled `action` (`element(id:action:)`); it stops at any other payload.
@_spi(Harness) public enum ActionCaseNames {
  /// How deep a walk goes: far beyond any real feature tree, short of a self-referring value.
  static let depthLimit = 32

  /// The case names from `action` inward; empty for a value that is not an enum.
  public static func path(of action: Any) -> [String] {
    var names: [String] = []
    var current: Any? = action
    while let value = current, names.count < depthLimit, let name = caseName(of: value) {
      names.append(name)
      current = childAction(in: value)
    }
    return names
  }

  /// The one place the harness reads a case name (see `EnumReflection`).
  static func caseName(of value: Any) -> String? {
    if value is any AnyOptionalMarker { return nil }
    return EnumReflection.caseName(of: value)
  }

  /// The action an enum value carries: its payload when that is an enum, or the part of a payload
  /// of several values labelled `action`.
  static func childAction(in value: Any) -> Any? {
    guard let payload = Mirror(reflecting: value).children.first?.value else { return nil }
    let mirror = Mirror(reflecting: payload)
    switch mirror.displayStyle {
    case .enum?: return payload
    case .tuple?: return mirror.children.first { $0.label == "action" }?.value
    default: return nil
    }
  }
}

/// Optional is an enum to reflection, but `some`/`none` are no action's cases.
protocol AnyOptionalMarker {}
extension Optional: AnyOptionalMarker {}
