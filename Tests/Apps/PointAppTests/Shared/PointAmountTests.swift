import Foundation
import PointApp
import Testing

@Suite("ポイント金額")
struct PointAmountTests {
  @Test("0以上の値でポイント金額を作れる")
  func makesNonNegative() throws {
    #expect(try PointAmount(0).value == 0)
    #expect(try PointAmount(150).value == 150)
  }

  @Test("負の値ではポイント金額を作れない")
  func rejectsNegative() {
    #expect(throws: PointAmountError.negativeValue) { try PointAmount(-1) }
  }

  @Test("10ポイントは1円に換算される")
  func convertsToYen() throws {
    #expect(try PointAmount(150).toYen() == Decimal(15))
    #expect(try PointAmount(5).toYen() == Decimal(string: "0.5"))
  }

  @Test("ポイントを足し合わせられる")
  func adds() throws {
    #expect(try PointAmount(100).adding(PointAmount(50)) == PointAmount(150))
    #expect(try PointAmount.zero.adding(PointAmount(7)) == PointAmount(7))
  }

  @Test("ポイント金額は大小を比べられる")
  func compares() throws {
    #expect(try PointAmount(99) < PointAmount(100))
    #expect(try PointAmount(100) == PointAmount(100))
  }
}
