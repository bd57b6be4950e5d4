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

  func expectProfile(name: String, avatar: String) async throws {
    try await acknowledge { if case .user(.profileSaved) = $0 { true } else { false } }
    try await settleEcho()
    try running().expect(\.user.profile, ChildProfile(name: try ChildName(name), avatar: try Vocabulary.avatar(avatar)))
  }

  func expectNoProfile() async throws {
    try await settleEcho()
    try running().expect(\.user.profile, nil)
  }

  func expectForm(name: String, avatar: String) async throws {
    try await settleEcho()
    try running().expect(\.user.editor, ProfileEditor(name: name, avatar: try Vocabulary.avatar(avatar)))
  }

  func expectFormClosed() async throws {
    try await settleEcho()
    try running().expect(\.user.editor, nil)
  }
}
