/// A path to one case of an enum: embeds a payload into the enum, and extracts it back when the
/// value is that case. The enum-case counterpart of a key path, written without macros:
///
/// ```swift
/// enum Action { case counter(Counter.Action), factResponse(String), incrementTapped }
///
/// let counter = /Action.counter            // CasePath<Action, Counter.Action>
/// counter.extract(from: .counter(.incrementTapped))   // .incrementTapped
/// counter.extract(from: .incrementTapped)             // nil
///
/// let tapped = /Action.incrementTapped     // a case without payload: CasePath<Action, Void>
/// ```
///
/// A parent composes a child with one such path (`Scope(state: \.counter, action: /Action.counter)`),
/// and a test matches "this case, whatever its payload" with it (`store.receive(/Action.factResponse)`).
public struct CasePath<Root, Value>: Sendable {
  private let _embed: @Sendable (Value) -> Root
  private let _extract: @Sendable (Root) -> Value?

  /// A case path from explicit embed and extract functions.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
  }

  /// A case path from the case's constructor alone (`Action.counter`). Extraction reads the payload
  /// by reflection and checks it by embedding it again and comparing case names.
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self._embed = embed
    self._extract = { root in
      guard let name = EnumReflection.caseName(of: root),
        let payload: Value = EnumReflection.payload(of: root),
        EnumReflection.caseName(of: embed(payload)) == name
      else { return nil }
      return payload
    }
  }

  /// Wraps `value` in the case.
  public func embed(_ value: Value) -> Root { _embed(value) }

  /// The payload, when `root` is this case; otherwise `nil`.
  public func extract(from root: Root) -> Value? { _extract(root) }

  /// Whether `root` is this case, whatever its payload.
  public func matches(_ root: Root) -> Bool { _extract(root) != nil }

  /// A path one level deeper: `(/Action.child).appending(/Child.Action.response)`.
  public func appending<Next>(_ next: CasePath<Value, Next>) -> CasePath<Root, Next> {
    CasePath<Root, Next>(
      embed: { self.embed(next.embed($0)) },
      extract: { self.extract(from: $0).flatMap(next.extract(from:)) })
  }

}

extension CasePath where Value == Void {
  /// A path to a case without payload, from the case itself (`Action.incrementTapped`).
  public init(_ value: Root) where Root: Sendable {
    let name = EnumReflection.caseName(of: value)
    self.init(
      embed: { _ in value },
      extract: { root in
        EnumReflection.caseName(of: root) == name && EnumReflection.hasNoPayload(root) ? () : nil
      })
  }
}

prefix operator /

/// `/Action.counter`: the case path of a case with a payload.
public prefix func / <Root, Value>(embed: @escaping @Sendable (Value) -> Root) -> CasePath<Root, Value> {
  CasePath(embed)
}

/// `/Action.incrementTapped`: the case path of a case without payload. (The enum must be
/// `Equatable` for this spelling, which keeps it apart from `/Action.counter`; any enum can use
/// `CasePath<Action, Void>(Action.incrementTapped)`.)
public prefix func / <Root: Sendable & Equatable>(value: Root) -> CasePath<Root, Void> {
  CasePath(value)
}
