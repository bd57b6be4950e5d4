/// Lets `/Action.onAppear` name a case without payload of an enum that is not `Equatable`, as
/// `@CasePathable enum Action` does in the Composable Architecture. It asks for nothing.
///
/// ```swift
/// enum Action: CasePathable, Sendable {
///   case categorySelected(Category)
///   case onAppear
///   case response(Result<[Survey], any Error>)   // not Equatable
/// }
///
/// await store.receive(/Feature.Action.onAppear)
/// ```
///
/// An `Equatable` enum needs no adoption: `/Action.onAppear` and exact values such as
/// `/Action.destination(.dismiss)` work for it already. Why a protocol at all: a case path operator
/// that took any value would also take `Action.counter` itself (a function), and Swift's overload
/// ranking of its standard operators (`/` is one) then picks that reading for
/// `let counter = /Action.counter` in some contexts; a function cannot adopt a protocol, so the
/// adoption keeps the two readings apart.
public protocol CasePathable {}
