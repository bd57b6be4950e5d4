/// The name the Composable Architecture 1.x gives ``PresentationState``: `@Presents var destination:
/// Destination.State?` reads and composes exactly like `@PresentationState`.
///
/// ```swift
/// struct State: Equatable {
///   @Presents var destination: Destination.State?
/// }
/// … .ifLet(\.$destination, action: /Action.destination) { Destination() }
/// ```
public typealias Presents = PresentationState
