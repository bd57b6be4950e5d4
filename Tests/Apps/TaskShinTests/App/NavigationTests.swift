import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("アプリ: 画面の行き来")
struct NavigationTests {
  @Test("タスクをタップするとその画面が積まれ、もどると消える。リストにないタスクは開かない")
  func taskScreenIsPushedAndPopped() async {
    let store = TestStore(initialState: CrossFeatureTests.started) { AppFeature() }
    await store.send(.taskTapped("katazuke")) { $0.path = [.taskDetail("katazuke")] }
    await store.send(.shinCollectionTapped) { $0.path.append(.shinCollection) }
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    await store.send(.taskTapped("nai"))
    await store.finish()
  }

  @Test("見つけたしんだけ、くわしい画面をシートで出せて、閉じると消える")
  func shinDetailSheet() async {
    var state = CrossFeatureTests.started
    state.shins.shins = [Shin(kind: .hoshi, growth: 2)]
    let store = TestStore(initialState: state) { AppFeature() }
    await store.send(.shinTapped(.niji))
    await store.send(.shinTapped(.hoshi)) { $0.destination = .shinDetail(.hoshi) }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.finish()
  }
}
