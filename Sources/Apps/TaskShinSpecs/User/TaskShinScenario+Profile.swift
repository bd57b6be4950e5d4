import SpecRun
import TaskShin

/// The child's profile.
extension TaskShinScenario {
  func savedProfile(name: String, avatar: String) throws {
    profile = ChildProfile(name: try ChildName(name), avatar: try Vocabulary.avatar(avatar))
  }

  func deviceRemembers(name: String, avatar: String) throws {
    device.settings.rememberProfile(ChildProfile(name: try ChildName(name), avatar: try Vocabulary.avatar(avatar)))
  }

  func openProfileForm() async throws {
    typedName = nil
    try await send(.user(.editTapped))
  }

  func typeName(_ name: String) async throws {
    typedName = name
    try await send(.user(.nameChanged(name)))
  }

  /// The child saves the form: a name the app cannot take (the one typed, or the profile's) is
  /// rejected without a request.
  func saveProfile() async throws {
    let name = typedName ?? backend.profile?.name.value ?? ""
    do {
      _ = try ChildName(name)
    } catch {
      expected.failures.append((.user(.saveRejected(error)), .validation(error)))
    }
    try await send(.user(.saveTapped))
  }
  func chooseAvatar(_ avatar: String) async throws {
    try await send(.user(.avatarChosen(try Vocabulary.avatar(avatar))))
  }

  /// The profile shown is `name` and `avatar`, loaded or saved (and no longer loading or saving).
  func expectProfile(name: String, avatar: String) async throws {
    let profile = ChildProfile(name: try ChildName(name), avatar: try Vocabulary.avatar(avatar))
    try await acknowledgeProfile(profile)
    try running().expect {
      $0.user.profile = profile
      $0.user.isLoading = false
      $0.user.isSaving = false
    }
  }

  /// No profile is shown (none saved yet, or it could not be saved), and none is loading.
  func expectNoProfile() async throws {
    try await acknowledgeProfile(nil)
    try running().expect {
      $0.user.profile = nil
      $0.user.isLoading = false
      $0.user.isSaving = false
    }
  }

  /// Takes as described the answers of the backend that brought `profile` (loaded or saved).
  private func acknowledgeProfile(_ profile: ChildProfile?) async throws {
    try await settleEcho()
    let bringing: (AppFeature.Action) -> Bool = {
      switch $0 {
      case .user(.profileLoaded(let loaded)): loaded == profile
      case .user(.profileSaved(let saved)): saved == profile
      default: false
      }
    }
    let named = expected.profile.filter(bringing)
    expected.profile.removeAll(where: bringing)
    for action in named { try await running().expectReceived(action) }
  }

  func expectForm(name: String, avatar: String) async throws {
    try await settleEcho()
    try running().expect(\.user.editor, ProfileEditor(name: name, avatar: try Vocabulary.avatar(avatar)))
  }

  func expectProfileLoading() async throws {
    try await acknowledge(.user(.loadProfile))
    try await settleEcho()
    try running().expect(\.user.isLoading, true)
  }

  func expectProfileSaving() async throws {
    try await settleEcho()
    try running().expect(\.user.isSaving, true)
  }

  func expectFormClosed() async throws {
    try await settleEcho()
    try running().expect(\.user.editor, nil)
  }
}
