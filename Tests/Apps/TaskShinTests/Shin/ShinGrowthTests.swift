import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("しん: 発見と成長")
struct ShinGrowthTests {
  /// Tasks t1…tN, all growing `kind`.
  static func assignments(_ count: Int, to kind: ShinKind, prefix: String = "t") -> [TaskID: ShinKind] {
    Dictionary(uniqueKeysWithValues: (1...count).map { (TaskID("\(prefix)\($0)"), kind) })
  }

  @Test("その種類で初めてのタスクを終えると、しんが赤ちゃんで見つかる")
  func firstCompletionDiscovers() async {
    let store = TestStore(initialState: ShinFeature.State(taskShins: ["hamigaki": .hoshi])) { ShinFeature() }
    await store.send(.checkGrowthForTask("hamigaki")) {
      $0.shins = [Shin(kind: .hoshi, growth: 1)]
      $0.counted = ["hamigaki"]
      $0.events = [.discovered(.hoshi)]
    }
    #expect(store.state.shins[id: .hoshi]?.stage == .baby)
    await store.finish()
  }

  @Test("完了が取り消されると、その1ポイントがもどり、もう正しくないお知らせは出なくなる")
  func undoTakesThePointBack() async {
    let store = TestStore(
      initialState: ShinFeature.State(
        shins: [Shin(kind: .mori, growth: 2)], taskShins: ["katazuke": .mori, "hamigaki": .hoshi])
    ) { ShinFeature() }
    await store.send(.checkGrowthForTask("katazuke")) {
      $0.shins[id: .mori]?.growth = 3
      $0.counted = ["katazuke"]
      $0.events = [.grew(.mori, to: .child)]
    }
    await store.send(.checkGrowthForTask("hamigaki")) {
      $0.shins.append(Shin(kind: .hoshi, growth: 1))
      $0.counted = ["katazuke", "hamigaki"]
      $0.events.append(.discovered(.hoshi))
    }
    await store.send(.undoGrowthForTask("hamigaki")) {
      _ = $0.shins.remove(id: .hoshi)
      $0.counted = ["katazuke"]
      $0.events = [.grew(.mori, to: .child)]
    }
    await store.send(.undoGrowthForTask("katazuke")) {
      $0.shins[id: .mori]?.growth = 2
      $0.counted = []
      $0.events = []
    }
    await store.send(.undoGrowthForTask("katazuke"))
    await store.finish()
  }

  @Test("タスクを終えるたびにしんが育ち、しきい値でこども、おとなになる")
  func growsThroughStages() async {
    let store = TestStore(
      initialState: ShinFeature.State(shins: [Shin(kind: .mori, growth: 2)], taskShins: Self.assignments(4, to: .mori))
    ) { ShinFeature() }
    await store.send(.checkGrowthForTask("t1")) {
      $0.shins[id: .mori]?.growth = 3
      $0.counted = ["t1"]
      $0.events = [.grew(.mori, to: .child)]
    }
    await store.send(.checkGrowthForTask("t2")) {
      $0.shins[id: .mori]?.growth = 4
      $0.counted.insert("t2")
    }
    await store.send(.checkGrowthForTask("t3")) {
      $0.shins[id: .mori]?.growth = 5
      $0.counted.insert("t3")
    }
    await store.send(.checkGrowthForTask("t4")) {
      $0.shins[id: .mori]?.growth = 6
      $0.counted.insert("t4")
      $0.events.append(.grew(.mori, to: .adult))
    }
    await store.finish()
  }

  @Test("同じタスクの完了は、あとで確定しても待ち行列から送られても一度しか数えない")
  func countedOncePerCompletion() async {
    let store = TestStore(initialState: ShinFeature.State(taskShins: ["katazuke": .mori])) { ShinFeature() }
    await store.send(.checkGrowthForTask("katazuke")) {
      $0.shins = [Shin(kind: .mori, growth: 1)]
      $0.counted = ["katazuke"]
      $0.events = [.discovered(.mori)]
    }
    await store.send(.checkGrowthForTask("katazuke"))
    await store.send(.checkGrowthForTask("katazuke"))
    await store.finish()
  }

  @Test("どのしんを育てるか分からないタスクでは何も起きない")
  func unknownTask() async {
    let store = TestStore(initialState: ShinFeature.State()) { ShinFeature() }
    await store.send(.checkGrowthForTask("nai"))
    await store.finish()
  }

  @Test("数えた完了が10回になると、ひみつのにじしんがたまごで見つかる")
  func secretShinAtThreshold() async {
    let store = TestStore(
      initialState: ShinFeature.State(
        shins: [Shin(kind: .umi, growth: 9)], taskShins: Self.assignments(1, to: .umi, prefix: "last"),
        counted: Set((1...9).map { TaskID("t\($0)") }))
    ) { ShinFeature() }
    await store.send(.checkGrowthForTask("last1")) {
      $0.shins[id: .umi]?.growth = 10
      $0.counted.insert("last1")
      $0.shins.append(Shin(kind: .niji))
      $0.events = [.discovered(.niji)]
    }
    #expect(store.state.shins[id: .niji]?.stage == .egg)
    await store.finish()
  }

  @Test("見せる場面は古い順に一つずつ閉じられる")
  func eventsDismissedInOrder() async {
    let store = TestStore(
      initialState: ShinFeature.State(events: [.discovered(.hoshi), .grew(.mori, to: .child)])
    ) { ShinFeature() }
    await store.send(.eventDismissed) { $0.events = [.grew(.mori, to: .child)] }
    await store.send(.eventDismissed) { $0.events = [] }
    await store.send(.eventDismissed)
    await store.finish()
  }
}

@Suite("しん: お知らせのことば")
struct ShinEventMessageTests {
  @Test("見つけたときと育ったときで、しんの名前と段階を言う")
  func messages() {
    #expect(ShinEvent.discovered(.niji).message == "にじしんを みつけた！")
    #expect(ShinEvent.grew(.mori, to: .child).message == "もりしんが こどもに そだった！")
  }
}
