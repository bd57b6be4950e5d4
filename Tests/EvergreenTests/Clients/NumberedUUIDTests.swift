import Evergreen
import Foundation
import Testing

@Suite("Test UUIDs are written UUID(0), UUID(1), … as in the Composable Architecture")
struct NumberedUUIDTests {
  @Test("UUID(0) is all zeros and UUID(1) ends in 1")
  func numbersAreTheLastDigits() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(1).uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUID(0xABC).uuidString == "00000000-0000-0000-0000-000000000ABC")
    #expect(UUID(0xFFFF_FFFF_FFFF).uuidString == "00000000-0000-0000-0000-FFFFFFFFFFFF")
  }

  @Test("the incrementing generator makes UUID(0), UUID(1), UUID(2) in turn")
  func incrementingMatches() {
    let uuid = UUIDGenerator.incrementing
    #expect([uuid(), uuid(), uuid()] == [UUID(0), UUID(1), UUID(2)])
  }

  @Test("UUID(n) and UUID(counting: n) are the same UUID", arguments: [0, 1, 41, 0xFFFF])
  func sameAsCounting(_ number: Int) {
    #expect(UUID(number) == UUID(counting: UInt64(number)))
  }

  @Test("a negative number is reported and gives UUID(0), instead of trapping")
  func negativeIsReported() {
    withKnownIssue {
      #expect(UUID(-1) == UUID(0))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("UUID(-1): a test UUID is numbered from 0")
    }
  }
}
