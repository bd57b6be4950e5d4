import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("保護者: 保護者ゲート")
struct ParentGateTests {
  static func question(seed: UInt64) -> GateQuestion {
    var generator = SeededRandomNumberGenerator(seed: seed)
    return GateQuestion.random(using: &generator)
  }

  static func store(seed: UInt64 = 3) -> TestStoreOf<ParentFeature> {
    TestStore(initialState: ParentFeature.State()) {
      ParentFeature()
    } withDependencies: {
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: seed))
    }
  }

  @Test("ゲートの問題は6から9のかけ算で、答えの前後の空白は許される")
  func question() {
    let question = GateQuestion(left: 7, right: 8)
    #expect(question.text == "7 × 8 = ?")
    #expect(question.isAnswered(by: " 56 "))
    #expect(!question.isAnswered(by: "15"))
    #expect(!question.isAnswered(by: "ごじゅうろく"))
    for seed in UInt64(0)..<50 {
      let drawn = Self.question(seed: seed)
      #expect(GateQuestion.factors.contains(drawn.left) && GateQuestion.factors.contains(drawn.right))
    }
  }

  @Test("保護者エリアを押すとかけ算の問題が出て、正しく答えると開く。離れると閉じる")
  func rightAnswerOpens() async {
    let store = Self.store()
    let question = Self.question(seed: 3)
    await store.send(.parentAreaTapped) { $0.gate = .asking(question) }
    await store.send(.gateAnswered("\(question.left * question.right)")) { $0.gate = .unlocked }
    await store.send(.parentAreaTapped)
    await store.send(.lockTapped) { $0.gate = .locked(wrongAnswer: false) }
    await store.finish()
  }

  @Test("まちがえるとゲートは閉じたままで、次はまた新しい問題が出る")
  func wrongAnswerKeepsItLocked() async {
    let store = Self.store()
    let first = Self.question(seed: 3)
    await store.send(.parentAreaTapped) { $0.gate = .asking(first) }
    await store.send(.gateAnswered("3")) { $0.gate = .locked(wrongAnswer: true) }
    await store.send(.gateAnswered("\(first.left * first.right)"))
    var generator = SeededRandomNumberGenerator(seed: 3)
    _ = GateQuestion.random(using: &generator)
    let second = GateQuestion.random(using: &generator)
    await store.send(.parentAreaTapped) { $0.gate = .asking(second) }
    await store.finish()
  }

  @Test("ゲートが閉じているあいだは、タスクの作成・削除・承認・差し戻しは何もしない")
  func lockedDoesNothing() async {
    // Every FirebaseService endpoint fails the test if it is called.
    let store = TestStore(initialState: ParentFeature.State()) { ParentFeature() }
    await store.send(.newTaskTapped)
    await store.send(.editTapped(TaskFixtures.hamigaki))
    await store.send(.saveTapped)
    await store.send(.deleteTapped("hamigaki"))
    await store.send(.approveTapped("hamigaki"))
    await store.send(.rejectTapped("hamigaki", note: "もう一回"))
    await store.finish()
  }
}
