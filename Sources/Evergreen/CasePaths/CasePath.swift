import EvergreenReporting

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
  /// by reflection and checks it by embedding it again and comparing the two values' cases.
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self._embed = embed
    self._extract = { root in
      guard let payload = EnumReflection.payload(of: root, as: Value.self),
        EnumReflection.isSameCase(root, embed(payload))
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
  ///
  /// A value with a payload (`Action.destination(.dismiss)`) names no case without payload, so the
  /// path could never match: it is reported where it is made, and matches nothing. Use
  /// `/Action.destination` for the case whatever its payload, or `/Action.destination .. PresentationAction.dismiss`
  /// for the nested case.
  public init(
    _ value: Root,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) where Root: Sendable {
    guard EnumReflection.hasNoPayload(value) else {
      reportIssue(
        """
        CasePath(\(readableDescription(of: value))) was made from a value with a payload, so it could \
        never match anything.

        A case path of a case without payload is made from that case alone. For the case whatever its \
        payload, write /\(readableTypeName(Root.self)).\(EnumReflection.caseName(of: value) ?? "case"); for \
        a case nested in the payload, append it: /Outer.case .. Inner.case; to match this exact value, make \
        \(readableTypeName(Root.self)) Equatable and write /\(readableTypeName(Root.self)).\(readableDescription(of: value)).
        """, fileID: fileID, filePath: filePath, line: line, column: column)
      self.init(embed: { _ in value }, extract: { _ in nil })
      return
    }
    // The same case as a case without payload has no payload either.
    self.init(embed: { _ in value }, extract: { EnumReflection.isSameCase($0, value) ? () : nil })
  }

  /// A path that matches exactly `value`, a case with its payload (`Action.destination(.dismiss)`).
  public init(matching value: Root) where Root: Sendable & Equatable {
    self.init(embed: { _ in value }, extract: { $0 == value ? () : nil })
  }
}

prefix operator /

/// `/Action.counter`: the case path of a case with a payload.
public prefix func / <Root, Value>(embed: @escaping @Sendable (Value) -> Root) -> CasePath<Root, Value> {
  CasePath(embed)
}

/// `/Action.incrementTapped`: the case path of a case without payload; `/Action.destination(.dismiss)`:
/// a path matching exactly that value, for an `Equatable` enum.
///
/// ```swift
/// await store.receive(/Feature.Action.onAppear)
/// await store.receive(/Feature.Action.alert(.presented(.confirm)))   // Action: Equatable
/// ```
public prefix func / <Root: Sendable & Equatable>(value: Root) -> CasePath<Root, Void> {
  EnumReflection.hasNoPayload(value) ? CasePath(value) : CasePath(matching: value)
}

/// `/Action.onAppear` for an enum that is not `Equatable` but adopts ``CasePathable``: the case
/// path of a case without payload.
///
/// ```swift
/// enum Action: CasePathable, Sendable { case categorySelected(String), onAppear }   // not Equatable
///
/// await store.send(.categorySelected("food")) { $0.category = "food" }
/// await store.receive(/Feature.Action.onAppear)
/// ```
///
/// Without `==`, a value with a payload (`/Action.categorySelected("food")`) cannot be matched: it
/// is reported when the path is made, and the path matches nothing.
@_disfavoredOverload
public prefix func / <Root: CasePathable & Sendable>(value: Root) -> CasePath<Root, Void> {
  CasePath(value)
}

infix operator .. : CasePathAppendingPrecedence

/// `..` binds tighter than comparisons, looser than `+`.
precedencegroup CasePathAppendingPrecedence {
  associativity: left
  higherThan: ComparisonPrecedence
  lowerThan: AdditionPrecedence
}

/// `/Action.searchResponse .. Result.success`: a case nested in the payload of another. The nested
/// enum's generic arguments come from the outer case, so none is spelled out:
///
/// ```swift
/// await store.receive(/Action.searchResponse .. Result.success) { $0.isSearching = false }
/// await store.receive(/Action.destination .. PresentationAction.presented .. Destination.Action.edit)
/// ```
///
/// (A nested path cannot be written `/Action.searchResponse/Result.success`: Swift reads text between
/// two slashes as a regular expression.)
public func .. <Root, Value, Next>(
  outer: CasePath<Root, Value>, inner: @escaping @Sendable (Next) -> Value
) -> CasePath<Root, Next> {
  outer.appending(CasePath(inner))
}

/// `/Action.searchResponse .. /Result.success`: the same with the nested case path spelled out.
public func .. <Root, Value, Next>(outer: CasePath<Root, Value>, inner: CasePath<Value, Next>) -> CasePath<Root, Next> {
  outer.appending(inner)
}

/// `/Action.destination .. PresentationAction.dismiss`: a case without payload nested in another.
public func .. <Root, Value: Sendable>(outer: CasePath<Root, Value>, inner: Value) -> CasePath<Root, Void> {
  outer.appending(CasePath(inner))
}

/// `/Action.alert .. PresentationAction.presented(.confirm)`: an exact value nested in another case.
public func .. <Root, Value: Sendable & Equatable>(outer: CasePath<Root, Value>, inner: Value) -> CasePath<Root, Void> {
  outer.appending(/inner)
}
