import Evergreen

/// The child's profile: loading it, and editing the name and avatar.
///
/// - `loadProfile` shows loading, then the saved profile (or none yet). The device remembers the
///   profile it last loaded or saved (``UserDefaultsClient``); when loading fails, that profile is shown.
/// - Editing starts from the current profile; "保存" checks the name (``ChildName``): an invalid
///   name is rejected (`saveRejected`, which the app shows) and the form stays open with the
///   draft; a valid one is saved, and the form closes once the backend has it. A failed save keeps
///   the form open. A second "保存" while saving does nothing.
public struct UserFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var profile: ChildProfile?
    public var isLoading: Bool
    /// The open profile form, if any.
    public var editor: ProfileEditor?
    public var isSaving: Bool

    public init(
      profile: ChildProfile? = nil, isLoading: Bool = false, editor: ProfileEditor? = nil, isSaving: Bool = false
    ) {
      self.profile = profile
      self.isLoading = isLoading
      self.editor = editor
      self.isSaving = isSaving
    }
  }

  public enum Action: Equatable, Sendable {
    case loadProfile
    case profileLoaded(ChildProfile?)
    case loadFailed(ServiceError)
    case editTapped
    case nameChanged(String)
    case avatarChosen(Avatar)
    case cancelEditTapped
    case saveTapped
    /// The name in the form is not valid; nothing was sent.
    case saveRejected(ValidationError)
    case profileSaved(ChildProfile)
    case saveFailed(ServiceError)
  }

  @Dependency(\.firebaseService) var firebaseService
  @Dependency(\.userDefaults) var userDefaults

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadProfile:
        state.isLoading = true
        return .run { [firebaseService] send in
          await send(.profileLoaded(try await firebaseService.fetchProfile()))
        } catch: { error, send in
          await send(.loadFailed(ServiceError(error)))
        }

      case .profileLoaded(let profile):
        state.isLoading = false
        state.profile = profile
        return profile.map(remember) ?? .none

      case .loadFailed:
        state.isLoading = false
        if state.profile == nil { state.profile = userDefaults.rememberedProfile() }
        return .none

      case .editTapped:
        state.editor = ProfileEditor(name: state.profile?.name.value ?? "", avatar: state.profile?.avatar ?? .usagi)
        return .none

      case .nameChanged(let name):
        state.editor?.name = name
        return .none

      case .avatarChosen(let avatar):
        state.editor?.avatar = avatar
        return .none

      case .cancelEditTapped:
        state.editor = nil
        return .none

      case .saveTapped:
        guard let editor = state.editor, !state.isSaving else { return .none }
        let name: ChildName
        do throws(ValidationError) {
          name = try ChildName(editor.name)
        } catch {
          return .send(.saveRejected(error))
        }
        let profile = ChildProfile(name: name, avatar: editor.avatar)
        state.isSaving = true
        return .run { [firebaseService] send in
          try await firebaseService.saveProfile(profile)
          await send(.profileSaved(profile))
        } catch: { error, send in
          await send(.saveFailed(ServiceError(error)))
        }

      case .saveRejected:
        return .none

      case .profileSaved(let profile):
        state.profile = profile
        state.editor = nil
        state.isSaving = false
        return remember(profile)

      case .saveFailed:
        state.isSaving = false
        return .none
      }
    }
  }

  private func remember(_ profile: ChildProfile) -> Effect<Action> {
    .run { [userDefaults] _ in userDefaults.rememberProfile(profile) }
  }
}
