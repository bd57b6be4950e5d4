import Foundation
import PinNest
import Testing

@Suite("ピン: 保存したもの一つ")
struct PinModelTests {
  @Test("Pin(id:title:) で作ったピンは、ほかの項目が決まった値になり、同じく作れば等しい")
  func defaultsAreFixed() {
    let pin = Pin(id: 1, title: "テスト")
    #expect(pin == Pin(id: 1, title: "テスト"))
    #expect(pin.url == nil)
    #expect(pin.memo == nil)
    #expect(pin.savedAt == Date(timeIntervalSinceReferenceDate: 0))
    #expect(!pin.isFavorite)
    #expect(pin != Pin(id: 2, title: "テスト"))
  }

  @Test("新しい順では、保存の新しいものが先に、同じ時刻なら後から加えたもの（id の大きいもの）が先に並ぶ")
  func newestFirst() {
    let sameMoment = [Pin(id: 4, title: "A"), Pin(id: 6, title: "B"), Pin(id: 5, title: "C")]
    #expect([Pin.swiftArticle, .curryRecipe, .kyotoCafe].newestFirst() == [.curryRecipe, .kyotoCafe, .swiftArticle])
    #expect(sameMoment.newestFirst().map(\.id) == [6, 5, 4])
  }
}
