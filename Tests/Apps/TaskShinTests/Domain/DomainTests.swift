import TaskShin
import Testing

@Suite("タスクしんの値")
struct DomainTests {
  @Test("タスクのIDは文字列リテラルで書ける")
  func taskIDLiteral() {
    let id: TaskID = "hamigaki"
    #expect(id == TaskID("hamigaki"))
    #expect(id.description == "hamigaki")
  }

  @Test(
    "しんの段階は成長のしきい値で決まる",
    arguments: [(0, ShinStage.egg), (1, .baby), (2, .baby), (3, .child), (5, .child), (6, .adult), (40, .adult)])
  func stages(growth: Int, stage: ShinStage) {
    #expect(ShinStage(growth: growth) == stage)
    #expect(Shin(kind: .mori, growth: growth).stage == stage)
  }

  @Test("こどもの名前は前後の空白を除き、空や長すぎる名前は検証エラーになる")
  func childName() throws {
    #expect(try ChildName("  はると ").value == "はると")
    #expect(throws: ValidationError.blankName) { try ChildName("   ") }
    #expect(throws: ValidationError.nameTooLong(maximum: 10)) { try ChildName("あいうえおかきくけこさ") }
  }

  @Test("サービスのエラーはそのまま、それ以外は説明つきの failed になる")
  func serviceError() {
    struct Other: Error, CustomStringConvertible { var description: String { "こわれた" } }
    #expect(ServiceError(ServiceError.unreachable) == .unreachable)
    #expect(ServiceError(Other()) == .failed("こわれた"))
  }

  @Test("どのエラーもやさしい日本語で表示される")
  func gentleMessages() {
    #expect(AppError.network(.offline).message == "インターネットに つながっていないよ。できたことは あとで おくるね。")
    #expect(AppError.service(.unreachable).message == "いまは つながらないみたい。あとで もういちど やってみてね。")
    #expect(AppError.validation(.blankName).message == "なまえを いれてね。")
  }
}
