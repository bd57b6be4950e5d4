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

  func typeName(_ name: String) async throws { try await send(.user(.nameChanged(name))) }
  func chooseAvatar(_ avatar: String) async throws { try await send(.user(.avatarChosen(try Vocabulary.avatar(avatar)))) }

  /// The profile shown is `name` and `avatar`, loaded or saved (and no longer loading or saving).
  func expectProfile(name: String, avatar: String) async throws {
    try await acknowledge {
      switch $0 {
      case .user(.profileSaved), .user(.profileLoaded): true
      default: false
      }
    }
    try await settleEcho()
    let profile = ChildProfile(name: try ChildName(name), avatar: try Vocabulary.avatar(avatar))
    try running().expect {
      $0.user.profile = profile
      $0.user.isLoading = false
      $0.user.isSaving = false
    }
  }

  /// No profile is shown (none saved yet, or it could not be saved), and none is loading.
  func expectNoProfile() async throws {
    try await acknowledge {
      switch $0 {
      case .user(.profileLoaded): true
      default: false
      }
    }
    try await settleEcho()
    try running().expect {
      $0.user.profile = nil
      $0.user.isLoading = false
      $0.user.isSaving = false
    }
  }

  func expectForm(name: String, avatar: String) async throws {
    try await settleEcho()
    try running().expect(\.user.editor, ProfileEditor(name: name, avatar: try Vocabulary.avatar(avatar)))
  }

  func expectProfileLoading() async throws {
    try await acknowledge { $0 == .user(.loadProfile) }
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
