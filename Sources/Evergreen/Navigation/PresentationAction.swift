/// The actions of a presented feature, as its parent sees them: the feature's own actions while it
/// is presented, and `dismiss`, sent when the user (or the feature itself, with the `dismiss`
/// dependency) closes it.
///
/// ```swift
/// enum Action: Sendable {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// …
/// case .destination(.presented(.addContact(.delegate(.saveContact(let contact))))):
///   state.contacts.append(contact)
///   return .none
/// ```
public enum PresentationAction<Action> {
  /// An action of the presented feature.
  case presented(Action)
  /// The presented feature was dismissed: its state becomes `nil` and its effects are cancelled.
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
