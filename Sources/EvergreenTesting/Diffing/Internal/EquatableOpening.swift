extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// `==` on two type-erased values, or `nil` when the values are not `Equatable`.
func equalIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool? {
  if let traits = DiffedTypeTraits.of(lhs), !traits.isEquatable { return nil }
  guard let lhs = lhs as? any Equatable else { return nil }
  return lhs.isEqual(toAny: rhs)
}

/// `==` for `Element`, found once per collection, or `nil` when `Element` is not `Equatable`.
/// Comparing a whole array through it costs no dynamic cast per element.
func equalityFunction<Element>(for _: Element.Type) -> ((Element, Element) -> Bool)? {
  guard let equatable = Element.self as? any Equatable.Type else { return nil }
  return equality(opening: equatable, as: Element.self)
}

private func equality<Opened: Equatable, Element>(
  opening _: Opened.Type, as _: Element.Type
) -> (Element, Element) -> Bool {
  // `Opened` is `Element` itself (it was read from `Element.self`), so the casts are no-ops.
  { unsafeBitCast($0, to: Opened.self) == unsafeBitCast($1, to: Opened.self) }
}

/// The identity of a collection element: its `Identifiable.id`, or a hashable stored `id`.
func elementID(of element: Any) -> AnyHashable? {
  if let identifiable = element as? any Identifiable { return identifier(of: identifiable) }
  for child in Mirror(reflecting: element).children where child.label == "id" {
    return child.value as? AnyHashable
  }
  return nil
}

private func identifier<Element: Identifiable>(of element: Element) -> AnyHashable {
  AnyHashable(element.id)
}
