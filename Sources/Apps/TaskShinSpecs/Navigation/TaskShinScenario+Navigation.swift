import SpecRun
import TaskShin

/// Moving between screens.
extension TaskShinScenario {
  func openTask(_ title: String) async throws { try await send(.taskTapped(task(title).id)) }

  /// The back button pops the screen on top.
  func goBack() async throws {
    guard let top = try running().state.path.ids.last else {
      throw StepFailure("重なっている画面がないので、戻れません。")
    }
    try await send(.path(.popFrom(id: top)))
  }

  func expectPushedTask(_ title: String) async throws { try await expectPushed(.taskDetail(try task(title).id)) }

  /// `screen` was pushed over the screens described before.
  func expectPushed(_ screen: AppFeature.Path) async throws {
    try await settleEcho()
    try running().expect { $0.path.append(screen) }
  }

  /// Every pushed screen is gone: the task list shows.
  func expectAtTheList() async throws {
    try await settleEcho()
    try running().expect { $0.path.removeAll() }
  }

  /// The sheet shows `kind`'s detail (nil: no sheet).
  func expectShinDetail(_ kind: ShinKind?) async throws {
    try await settleEcho()
    try running().expect(\.destination, kind.map { .shinDetail($0) })
  }
}
