import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("プロフィール: 読み込みと編集")
struct ProfileTests {
  static func haruto() throws -> ChildProfile { ChildProfile(name: try ChildName("はると"), avatar: .kuma) }

  @Test("読み込み中と表示され、保存されたプロフィールが表示されて、この端末に覚えられる")
  func loads() async throws {
    let profile = try Self.haruto()
    let device = DeviceSettings()
    let store = TestStore(initialState: UserFeature.State()) {
      UserFeature()
    } withDependencies: {
      $0.firebaseService.fetchProfile = { profile }
      $0.userDefaults = device.settings
    }
    await store.send(.loadProfile) { $0.isLoading = true }
    await store.receive(.profileLoaded(profile)) {
      $0.isLoading = false
      $0.profile = profile
    }
    #expect(device.remembered == profile)
    await store.finish()
  }

  @Test("読み込めないときは、この端末が覚えているプロフィールが表示される")
  func loadFailureShowsTheRememberedProfile() async throws {
    let profile = try Self.haruto()
    let store = TestStore(initialState: UserFeature.State()) {
      UserFeature()
    } withDependencies: {
      $0.firebaseService.fetchProfile = { throw ServiceError.unreachable }
      $0.userDefaults = DeviceSettings(profile: profile).settings
    }
    await store.send(.loadProfile) { $0.isLoading = true }
    await store.receive(.loadFailed(.unreachable)) {
      $0.isLoading = false
      $0.profile = profile
    }
    await store.finish()
  }

  @Test("まだプロフィールがなければ何も表示されず、読み込みの失敗は伝えられる")
  func loadsNothingOrFails() async {
    let store = TestStore(initialState: UserFeature.State()) {
      UserFeature()
    } withDependencies: {
      $0.firebaseService.fetchProfile = { nil }
      $0.userDefaults = DeviceSettings().settings
    }
    await store.send(.loadProfile) { $0.isLoading = true }
    await store.receive(.profileLoaded(nil)) { $0.isLoading = false }
    store.dependencies.firebaseService.fetchProfile = { throw ServiceError.unreachable }
    await store.send(.loadProfile) { $0.isLoading = true }
    await store.receive(.loadFailed(.unreachable)) { $0.isLoading = false }
    await store.finish()
  }

  @Test("名前とアバターを変えて保存すると、保存されてからフォームが閉じる")
  func editsAndSaves() async throws {
    let haruto = try Self.haruto()
    let backend = TaskShinBackend(profile: haruto)
    let device = DeviceSettings(profile: haruto)
    let store = TestStore(initialState: UserFeature.State(profile: haruto)) {
      UserFeature()
    } withDependencies: {
      $0.firebaseService = backend.firebaseService
      $0.userDefaults = device.settings
    }
    await store.send(.editTapped) { $0.editor = ProfileEditor(name: "はると", avatar: .kuma) }
    await store.send(.nameChanged(" はるくん ")) { $0.editor?.name = " はるくん " }
    await store.send(.avatarChosen(.neko)) { $0.editor?.avatar = .neko }
    let saved = ChildProfile(name: try ChildName("はるくん"), avatar: .neko)
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.profileSaved(saved)) {
      $0.profile = saved
      $0.editor = nil
      $0.isSaving = false
    }
    #expect(backend.profile == saved)
    #expect(device.remembered == saved)
    await store.finish()
  }

  @Test(
    "空や長すぎる名前は保存されず、フォームは入力のまま残る",
    arguments: [("  ", ValidationError.blankName), ("あいうえおかきくけこさ", .nameTooLong(maximum: 10))])
  func invalidNameRejected(name: String, error: ValidationError) async {
    let store = TestStore(initialState: UserFeature.State(editor: ProfileEditor())) { UserFeature() }
    await store.send(.nameChanged(name)) { $0.editor?.name = name }
    await store.send(.saveTapped)
    await store.receive(.saveRejected(error))
    await store.finish()
  }

  @Test("保存に失敗するとフォームは開いたままで、もう一度保存できる")
  func saveFailureKeepsTheForm() async throws {
    let store = TestStore(initialState: UserFeature.State(editor: ProfileEditor(name: "はると", avatar: .inu))) {
      UserFeature()
    } withDependencies: {
      $0.firebaseService.saveProfile = { _ in throw ServiceError.unreachable }
      $0.userDefaults = DeviceSettings().settings
    }
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveFailed(.unreachable)) { $0.isSaving = false }
    store.dependencies.firebaseService.saveProfile = { _ in }
    await store.send(.saveTapped) { $0.isSaving = true }
    let saved = ChildProfile(name: try ChildName("はると"), avatar: .inu)
    await store.receive(.profileSaved(saved)) {
      $0.profile = saved
      $0.editor = nil
      $0.isSaving = false
    }
    await store.finish()
  }

  @Test("保存中にもう一度押しても一度しか保存しない。やめるとフォームが閉じる")
  func doubleSaveAndCancel() async throws {
    let clock = TestClock()
    let saves = CallLog<ChildProfile>()
    let store = TestStore(initialState: UserFeature.State(editor: ProfileEditor(name: "はると"))) {
      UserFeature()
    } withDependencies: {
      $0.firebaseService.saveProfile = { profile in
        saves.record(profile)
        try await clock.sleep(for: .seconds(1))
      }
      $0.userDefaults = DeviceSettings().settings
    }
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.send(.saveTapped)
    await clock.advance(by: .seconds(1))
    let saved = ChildProfile(name: try ChildName("はると"), avatar: .usagi)
    await store.receive(.profileSaved(saved)) {
      $0.profile = saved
      $0.editor = nil
      $0.isSaving = false
    }
    #expect(saves.calls == [saved])
    await store.send(.editTapped) { $0.editor = ProfileEditor(name: "はると", avatar: .usagi) }
    await store.send(.cancelEditTapped) { $0.editor = nil }
    await store.finish()
  }
}
